import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import { VenueSession, type VenueStore } from '@larder/data';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { venueStoreState } from '../../state/venue-data';
import { theme } from '../theme';

let counter = 0;

/** Opens a fresh venue store in fake IndexedDB and makes it the current one (tests only). */
export async function openTestStore(): Promise<{ store: VenueStore; close: () => Promise<void> }> {
  const session = new VenueSession();
  const store = await session.open({
    userId: 'u1',
    venueId: `test-venue-${Date.now()}-${++counter}`,
    newClientId: () => 'test-device',
    now: () => Date.now(),
  });
  venueStoreState.set(store);
  return {
    store,
    close: async () => {
      venueStoreState.set(null);
      await session.close();
    },
  };
}

/** Renders pages on the given routes at a path (no layouts, no sign-in guard). */
export function renderRoutes(routes: { path: string; element: ReactElement }[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <MantineProvider theme={theme} env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { ...view, router };
}

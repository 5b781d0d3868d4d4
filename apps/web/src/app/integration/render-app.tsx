import { MantineProvider } from '@mantine/core';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routerReady } from '../routes/create-router';
import { attachNavigationSplash } from '../routes/navigation-splash';
import { routes } from '../routes/route-table';
import { clearFlashes } from '../../state/flash';
import { clearPreviousRoute } from '../../state/previous-route';
import { setSignedOut } from '../../state/session';
import { closeSidePanel } from '../../state/side-panel';
import { hideSplash } from '../../state/splash';
import { dialogStore } from '../../state/dialog';
import { theme } from '../../components/theme';
import { pwaMockCalls } from '../../test/pwa-register-mock';

/** Puts every UI store back to its start state. */
export function resetUiState(): void {
  setSignedOut();
  clearFlashes();
  closeSidePanel();
  hideSplash();
  dialogStore.reset();
  clearPreviousRoute();
  pwaMockCalls.reset();
}

/** Renders the whole app (route table, layouts, shared pieces) at a path. */
export async function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const detach = attachNavigationSplash(router);
  await routerReady(router);
  const view = render(
    <MantineProvider theme={theme} env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  const navigate = async (to: string) => {
    await act(async () => {
      await router.navigate(to);
    });
  };
  const unmount = () => {
    view.unmount();
    detach();
  };
  return { ...view, unmount, router, navigate };
}

// The settings screen and the ingredient screens together: a saved unit size or currency
// changes the costs the ingredient screens show.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { saveItem, type VenueStore } from '@larder/data';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokenProvider } from '../../api/api-client';
import type { SyncedUser } from '../../api/api-types';
import { renderRoutes } from '../../components/catalogue/test-store';
import { clearFlashes } from '../../state/flash';
import { restrictedStore } from '../../state/restricted';
import { currentUser, setSignedIn, setSignedOut } from '../../state/session';
import { closeVenueData, openVenueData } from '../../state/venue-data';
import { mockFetch } from '../../test/fetch-mock';
import { pick, type } from '../../test/form-fields';
import { IngredientDetailPage } from '../../features/ingredients/IngredientDetailPage';
import { IngredientsPage } from '../../features/ingredients/IngredientsPage';
import { SettingsPage } from '../../features/settings/SettingsPage';

const account = { homeAccountId: 'u1.iss', localAccountId: 'u1', username: 'sam@bistro.example' };
const baseUser: SyncedUser = {
  id: 'u1',
  venues: [{ id: 'v1', venue_name: 'Bistro', deleted: false }],
  currency: '$',
  metricOnly: false,
  uwpSynced: false,
  allowedVenueCount: 0,
  restricted: false,
};

const cream = {
  type: 'single',
  foodkey: 'CREAM',
  name: 'Cream',
  purchaseprice: 2.4,
  purchaseqty: 4,
  purchaseunit: 'cup',
  map: { volume_value: 1, volume_unit: 'L', weight_value: 1000, weight_unit: 'g' },
};
const sauce = {
  type: 'recipe',
  foodkey: 'SAUCE',
  name: 'Sauce',
  items: [{ name: 'CREAM', type: 'single', qty_value: 1000, qty_unit: 'mL' }],
};

let store: VenueStore;
let venue = 0;

/** The server's update setting: merges the setting into the user and answers it. */
function settingsServer() {
  return mockFetch(({ method, url, body }) => {
    if (method === 'PUT' && url === '/api/user/setting') {
      const { setting } = body as { setting: Record<string, unknown> };
      return { body: { ...currentUser(), ...setting } };
    }
    return { status: 404, body: { error: 'ERR_NOT_FOUND', message: 'not found' } };
  });
}

const routes = [
  { path: '/settings', element: <SettingsPage /> },
  { path: '/ingredients', element: <IngredientsPage /> },
  { path: '/ingredients/:foodkey', element: <IngredientDetailPage /> },
];
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

beforeEach(async () => {
  localStorage.clear();
  clearFlashes();
  restrictedStore.reset();
  setTokenProvider(async () => 'tok');
  setSignedIn(account, { ...baseUser });
  store = await openVenueData('u1', `settings-venue-${++venue}`, 'Bistro');
  await store.apply(saveItem(cream));
  await store.apply(saveItem(sauce));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await closeVenueData();
  setSignedOut();
});

describe('settings seen on the ingredient screens', { timeout: 30_000 }, () => {
  it('saves a new cup size and recomputes the costs that depend on it', async () => {
    expect((await store.itemMap()).get('CREAM')?.mlcost).toBeCloseTo(0.0025, 12);
    const calls = settingsServer();
    const { router } = renderRoutes(routes, '/settings');
    type('Cup (mL)', '250');
    save();
    await waitFor(() =>
      expect(screen.getByTestId('settings-status').textContent).toBe(
        'Settings saved. Costs recalculated: 2 items updated.',
      ),
    );
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['PUT', '/api/user/setting', { setting: { cupML: 250 } }],
    ]);
    expect(currentUser()?.cupML).toBe(250);
    // 2.40 for 4 cups: 0.0025 per mL with 240 mL cups, 0.0024 with 250 mL cups.
    const items = await store.itemMap();
    expect(items.get('CREAM')?.mlcost).toBeCloseTo(0.0024, 12);
    expect(items.get('SAUCE')?.eachcost).toBeCloseTo(2.4, 10);
    // Later saves on this device use the new size too.
    await store.apply(saveItem({ ...cream, name: 'Double cream' }));
    expect((await store.itemMap()).get('CREAM')?.mlcost).toBeCloseTo(0.0024, 12);

    await router.navigate('/ingredients/CREAM');
    await screen.findByTestId('ingredient-detail');
    expect(screen.getByTestId('unit-cost-ml').textContent).toBe('$0.0024');
  });

  it('shows the new currency symbol once saved', async () => {
    const calls = settingsServer();
    const { router } = renderRoutes(routes, '/settings');
    await pick('Currency', /Euro/);
    expect(screen.getByText('Costs show as €1.2345')).toBeTruthy();
    save();
    await waitFor(() =>
      expect(screen.getByTestId('settings-status').textContent).toBe('Settings saved.'),
    );
    expect(calls.map((c) => c.body)).toEqual([{ setting: { currency: '€' } }]);
    expect(JSON.parse(localStorage.getItem('larder_user_u1') ?? '{}')).toMatchObject({
      currency: '€',
    });
    await router.navigate('/ingredients');
    expect((await screen.findByTestId('ingredient-cost')).textContent).toBe('€2.5000 / L');
  });
});

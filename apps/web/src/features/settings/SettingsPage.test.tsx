import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { saveItem, type VenueStore } from '@larder/data';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokenProvider } from '../../api/api-client';
import type { SyncedUser } from '../../api/api-types';
import { renderRoutes } from '../../components/catalogue/test-store';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/languages';
import { clearFlashes } from '../../state/flash';
import { restrictedStore } from '../../state/restricted';
import { currentUser, setSignedIn, setSignedOut } from '../../state/session';
import { closeVenueData, openVenueData } from '../../state/venue-data';
import { mockFetch } from '../../test/fetch-mock';
import { field, pick, type } from '../../test/form-fields';
import { SettingsPage } from './SettingsPage';

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

const routes = [{ path: '/settings', element: <SettingsPage /> }];
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

describe('/settings', { timeout: 30_000 }, () => {
  it('names the field in validation errors and sends nothing', async () => {
    const calls = settingsServer();
    renderRoutes(routes, '/settings');
    type('Cup (mL)', '0');
    type('Ounce (g)', '');
    save();
    expect(await screen.findByText('Cup (mL) must be above 0')).toBeTruthy();
    expect(screen.getByText('Ounce (g) must be a number')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows a refused setting on its field and in an alert', async () => {
    mockFetch(() => ({
      status: 400,
      body: {
        error: 'ERR_BAD_REQUEST',
        message: 'setting.cupML: any wording of the server',
        issue: { reason: 'field-too-small', path: 'setting.cupML', params: { above: 0 } },
      },
    }));
    renderRoutes(routes, '/settings');
    type('Cup (mL)', '230');
    save();
    expect(await screen.findByText('Cup (mL): must be above 0')).toBeTruthy();
    expect(screen.getByTestId('settings-save-error').textContent).toContain('must be above 0');
    expect((await store.itemMap()).get('CREAM')?.mlcost).toBeCloseTo(0.0025, 12);
  });

  it('shows a legacy label format as its current one and saves a new choice', async () => {
    localStorage.setItem('nutritionLabelFormat', 'uk');
    const calls = settingsServer();
    renderRoutes(routes, '/settings');
    expect(field('Nutrition label format').value).toBe('UK & EU standard');
    await pick('Nutrition label format', 'US tabular');
    save();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ setting: { nutritionLabelFormat: 'us-tab' } });
    await waitFor(() => expect(localStorage.getItem('nutritionLabelFormat')).toBe('us-tab'));
  });

  it('shows the format labels open in when none is chosen (US standard vertical)', async () => {
    localStorage.removeItem('nutritionLabelFormat');
    const calls = settingsServer();
    renderRoutes(routes, '/settings');
    expect(field('Nutrition label format').value).toBe('US standard vertical');
    save();
    expect(
      await screen.findByText('Nothing to save: these are your settings already.'),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('draws itself in French once Français is chosen, keeps the choice on this device, and Browser language clears it', async () => {
    const calls = settingsServer();
    renderRoutes(routes, '/settings');
    const choice = screen.getByTestId('language-choice') as HTMLSelectElement;
    expect(choice.value).toBe('browser');
    expect([...choice.options].map((o) => o.textContent)).toEqual([
      'Browser language',
      'English',
      'Français',
    ]);

    fireEvent.change(choice, { target: { value: 'fr' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Paramètres' })).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    expect(choice.value).toBe('fr');
    expect(screen.getByText(/^Les coûts s’affichent ainsi : 1,2345\s\$$/)).toBeTruthy();
    expect(screen.getByText('Par défaut : 3785,411784')).toBeTruthy();
    type('Tasse (mL)', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));
    expect(await screen.findByText('Tasse (mL) doit être supérieur à 0')).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.change(choice, { target: { value: 'browser' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('is blocked in restricted mode but still offers restricted mode itself', async () => {
    restrictedStore.set({ userId: 'u1', codeExists: true, on: true });
    renderRoutes(routes, '/settings');
    expect(await screen.findByTestId('restricted-block')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Settings' })).toBeNull();
    expect(screen.getByTestId('settings-restricted').textContent).toContain(
      'Restricted mode is on',
    );
    expect(screen.getByRole('button', { name: 'Open restricted mode' })).toBeTruthy();
  });
});

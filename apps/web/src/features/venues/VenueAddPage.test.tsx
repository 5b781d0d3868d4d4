import 'fake-indexeddb/auto';
import { dirname, resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { VenueStore } from '@larder/data';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokenProvider } from '../../api/api-client';
import type { SyncedUser } from '../../api/api-types';
import { renderRoutes } from '../../components/catalogue/test-store';
import { STORAGE_FULL_TEXT } from '../../components/catalogue/storage-full';
import { SAMPLE_OPEN_FAILED } from '../../components/sample-venue/create-sample-venue';
import { SAMPLE_ADDED_TEXT } from '../../components/sample-venue/announce-sample';
import { SAMPLE_STEP_TEXTS } from '../../components/sample-venue/sample-steps';
import { i18n } from '../../i18n/i18n';
import { clearFlashes, flashStore } from '../../state/flash';
import { sessionStore, setSignedIn, setSignedOut } from '../../state/session';
import { venueStore } from '../../state/venue';
import { closeVenueData, venueStoreState } from '../../state/venue-data';
import { imageCacheFor } from '../../state/venue-images';
import { importedText, VenueAddPage } from './VenueAddPage';

const here = dirname(fileURLToPath(import.meta.url));
const pictures = resolve(here, '../../../public/sample-images');

const account = { homeAccountId: 'u1.iss', localAccountId: 'u1', username: 'sam@bistro.example' };
const user = (venues: [id: string, deleted?: boolean][]): SyncedUser => ({
  id: 'u1',
  venues: venues.map(([id, deleted = false]) => ({ id, venue_name: 'Sample Bistro', deleted })),
  currency: '$',
  metricOnly: false,
  uwpSynced: false,
  allowedVenueCount: 0,
  restricted: false,
});

interface Call {
  method: string;
  url: string;
  body: unknown;
}

let venueId = '';
let ids = 0;

/**
 * The server of these tests: save venue answers the new venue `venueId` (after `hold`, when
 * given), venue data fetch its profile, delete venue the user without it; the sample
 * pictures are read from public/.
 */
function server(hold?: () => Promise<void>, { venueData = true } = {}): Call[] {
  const calls: Call[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const url = String(input);
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url.startsWith('/sample-images/')) {
        return new Response(readFileSync(`${pictures}/${url.split('/').at(-1)}`));
      }
      if (method === 'POST' && url === '/api/venues') {
        await hold?.();
        return json({
          user: user([[venueId]]),
          venue: { id: venueId, venue_name: 'Sample Bistro' },
        });
      }
      if (method === 'DELETE') return json(user([[venueId, true]]));
      if (venueData && url === `/api/venues/${venueId}`) {
        return json({
          venue: { id: venueId, venue_name: 'Sample Bistro' },
          settings: { PROFILE: { skey: 'PROFILE', venue_name: 'Sample Bistro', timestamp: 1 } },
        });
      }
      return json({ error: 'ERR_NOT_FOUND', message: 'Not found' }, 404);
    }),
  );
  return calls;
}

const routes = [
  { path: '/venue-add', element: <VenueAddPage /> },
  { path: '/dash', element: <p>Dashboard</p> },
];
const sampleButton = () => screen.getByRole('button', { name: 'Try the sample venue' });

beforeEach(() => {
  venueId = `sample-${Date.now()}-${++ids}`;
  localStorage.clear();
  venueStore.reset();
  clearFlashes();
  setTokenProvider(async () => 'tok');
  setSignedIn(account, user([]));
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await closeVenueData();
  setSignedOut();
});

describe('/venue-add: Try the sample venue', () => {
  it('creates the sample venue, shows its progress while the form waits, fills it and opens the dashboard', async () => {
    let release = () => {};
    const held = new Promise<void>((go) => (release = go));
    const calls = server(() => held);
    const { router } = renderRoutes(routes, '/venue-add');
    expect(sampleButton().hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('sample-venue-progress')).toBeNull();

    await userEvent.setup().click(sampleButton());
    const progress = await screen.findByTestId('sample-venue-progress');
    expect(progress.textContent).toContain(SAMPLE_STEP_TEXTS.venue);
    expect(within(progress).getByRole('progressbar')).toBeTruthy();
    expect(sampleButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Create venue' }).closest('fieldset')?.disabled).toBe(
      true,
    );

    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash'), { timeout: 20_000 });
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      flag: 'add',
      venue: {
        venue_name: 'Sample Bistro',
        PROFILE: { cuisine: 'French bistro', targetFoodCostPercent: 30 },
      },
    });
    expect(venueStore.get().current?.id).toBe(venueId);
    const store = venueStoreState.get()!;
    const items = await store.itemMap();
    expect(items.size).toBe(79);
    expect(await store.db.events.count()).toBe(4);
    expect(await store.db.outbox.count()).toBeGreaterThan(79);
    const cache = await imageCacheFor(store);
    expect((await cache.get('LEMONS'))?.dataUrl).toMatch(/^data:image\/webp;base64,/);
    expect(flashStore.get().map((f) => f.text)).toContain(SAMPLE_ADDED_TEXT);
  });

  it('keeps nothing when the records cannot be stored: the new venue is deleted and the reason shown', async () => {
    const calls = server();
    const full = Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
    vi.spyOn(VenueStore.prototype, 'apply').mockRejectedValue(full);
    const { router } = renderRoutes(routes, '/venue-add');
    await userEvent.setup().click(sampleButton());
    const error = await screen.findByTestId('sample-venue-error', {}, { timeout: 20_000 });
    expect(error.textContent).toContain(STORAGE_FULL_TEXT);
    expect(error.textContent).toContain('The sample venue was not added; nothing of it was kept.');
    expect(calls.some((c) => c.method === 'DELETE' && c.url === `/api/venues/${venueId}`)).toBe(
      true,
    );
    expect(venueStore.get().current).toBeNull();
    expect(localStorage.getItem('lastVID')).toBeNull();
    expect(sessionStore.get().user?.venues).toEqual([
      { id: venueId, venue_name: 'Sample Bistro', deleted: true },
    ]);
    expect(router.state.location.pathname).toBe('/venue-add');
    expect(sampleButton().hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('sample-venue-progress')).toBeNull();
  });

  it(`says '${SAMPLE_OPEN_FAILED}' when the new venue cannot be loaded, and deletes it`, async () => {
    const calls = server(undefined, { venueData: false });
    renderRoutes(routes, '/venue-add');
    await userEvent.setup().click(sampleButton());
    const error = await screen.findByTestId('sample-venue-error');
    expect(error.textContent).toContain(
      'The sample venue could not be opened on this device. The sample venue was not added',
    );
    expect(calls.some((c) => c.method === 'DELETE' && c.url === `/api/venues/${venueId}`)).toBe(
      true,
    );
    expect(venueStore.get().current).toBeNull();
  });

  it("says 'Error saving venue!' when the server does not create it, and deletes nothing", async () => {
    const calls = server(() => Promise.reject(new Error('offline')));
    renderRoutes(routes, '/venue-add');
    await userEvent.setup().click(sampleButton());
    const error = await screen.findByTestId('sample-venue-error');
    expect(error.textContent).toContain(
      'Error saving venue! The sample venue was not added; nothing of it was kept.',
    );
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(venueStore.get().current).toBeNull();
  });
});

describe('/venue-add in French', () => {
  it('welcomes, offers the form, the sample venue and the import in French, with French figures', async () => {
    server();
    await act(() => i18n.changeLanguage('fr'));
    renderRoutes(routes, '/venue-add');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ajouter un établissement');
    expect(screen.getByText(/^Bienvenue dans Larder\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Créer l’établissement' })).toBeTruthy();
    expect(screen.getByText('Importer un fichier d’établissement')).toBeTruthy();
    expect(importedText('Bistro', { items: 1234, records: 19, pictures: 1 })).toMatch(
      /^Bistro importé : 1\s234 ingrédients, recettes et articles d’emballage, 19 autres fiches/,
    );
  });
});

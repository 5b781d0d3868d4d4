import 'fake-indexeddb/auto';
import { VenueStore } from '@larder/data';
import { sampleVenueRecords } from '@larder/domain/sample-venue';
import { bytesDataUrl, writeVenueFile, type VenueFileKind } from '@larder/domain/venue-file';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokenProvider } from '../../../api/api-client';
import type { SyncedUser } from '../../../api/api-types';
import { renderRoutes } from '../../../components/catalogue/test-store';
import { STORAGE_FULL_TEXT } from '../../../components/catalogue/storage-full';
import { clearFlashes, flashStore } from '../../../state/flash';
import { setSignedIn, setSignedOut } from '../../../state/session';
import { venueStore } from '../../../state/venue';
import { closeVenueData, venueStoreState } from '../../../state/venue-data';
import { imageCacheFor } from '../../../state/venue-images';
import { importedText, VenueAddPage } from '../VenueAddPage';
import { IMPORT_STEPS, importStepText } from './import-venue';
import { notAVenueFileText } from './venue-file-problems';
import { SHOWN_PROBLEMS } from './VenueImportSection';

const sample = sampleVenueRecords({ today: '2026-03-10' });
const PICTURE = bytesDataUrl('image/webp', new Uint8Array([82, 73, 70, 70, 1, 2, 3, 4]));

/** The sample venue's file, as "Export venue" writes it. */
function sampleFile(): Uint8Array {
  const records: Partial<Record<VenueFileKind, Record<string, unknown>[]>> = {
    item: sample.items.map((item) => ({ ...item })),
  };
  for (const { kind, record } of sample.records) (records[kind] ??= []).push(record);
  return writeVenueFile(
    {
      venueName: 'Bistro Larder',
      profile: { address: '1 Quay Street', cuisine: 'French bistro' },
      records,
      images: [{ foodkey: 'LEMONS', dataUrl: PICTURE, width: 8, height: 8 }],
    },
    '2026-03-10T18:00:00.000Z',
  );
}

function changed(change: (entries: Record<string, Uint8Array>) => void): Uint8Array {
  const entries = unzipSync(sampleFile());
  change(entries);
  return zipSync(entries);
}

const json = (entries: Record<string, Uint8Array>, name: string) =>
  JSON.parse(strFromU8(entries[name]!)) as Record<string, unknown>[] & Record<string, unknown>;

const account = { homeAccountId: 'u1.iss', localAccountId: 'u1', username: 'sam@bistro.example' };
const user = (venues: [id: string, deleted?: boolean][]): SyncedUser => ({
  id: 'u1',
  venues: venues.map(([id, deleted = false]) => ({ id, venue_name: 'Bistro copy', deleted })),
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

/** Save venue answers the new venue, its data fetch its profile, delete the user without it. */
function server(): Call[] {
  const calls: Call[] = [];
  const answer = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const url = String(input);
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'POST' && url === '/api/venues') {
        return answer({
          user: user([[venueId]]),
          venue: { id: venueId, venue_name: 'Bistro copy' },
        });
      }
      if (method === 'DELETE') return answer(user([[venueId, true]]));
      if (url === `/api/venues/${venueId}`) {
        return answer({
          venue: { id: venueId, venue_name: 'Bistro copy' },
          settings: { PROFILE: { skey: 'PROFILE', venue_name: 'Bistro copy', timestamp: 1 } },
        });
      }
      return answer({ error: 'ERR_NOT_FOUND', message: 'Not found' }, 404);
    }),
  );
  return calls;
}

const routes = [
  { path: '/venue-add', element: <VenueAddPage /> },
  { path: '/dash', element: <p>Dashboard</p> },
];

/** Chooses a file in the venue file field. */
function choose(bytes: Uint8Array, name = 'bistro-larder-2026-03-10.larder.zip') {
  const input = screen
    .getByTestId('venue-import')
    .querySelector<HTMLInputElement>('input[type="file"]')!;
  const file = new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'application/zip' });
  fireEvent.change(input, { target: { files: [file] } });
}

beforeEach(() => {
  venueId = `imported-${Date.now()}-${++ids}`;
  localStorage.clear();
  venueStore.reset();
  clearFlashes();
  setTokenProvider(async () => 'tok');
  setSignedIn(account, user([]));
});

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await closeVenueData();
  setSignedOut();
});

describe('/venue-add: Import a venue file', { timeout: 60_000 }, () => {
  it('reads the file, names the venue from it (editable), creates and fills it, and opens it', async () => {
    const calls = server();
    const { router } = renderRoutes(routes, '/venue-add');
    choose(sampleFile());
    const contents = await screen.findByTestId('venue-import-contents', {}, { timeout: 20_000 });
    expect(contents.textContent).toBe(
      'Bistro Larder, exported 2026-03-10: 79 ingredients, recipes and packaging items, 4 suppliers, 3 category lists and settings, 2 menus, 4 events, 1 estimate, 1 prep list, 2 stock counts, 2 sales counts, 1 picture.',
    );
    const name = screen.getByRole('textbox', { name: /New venue's name/ }) as HTMLInputElement;
    expect(name.value).toBe('Bistro Larder');
    const typing = userEvent.setup();
    await typing.clear(name);
    await typing.click(screen.getByRole('button', { name: 'Import as a new venue' }));
    expect(await screen.findByText('Enter the venue name')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await typing.type(name, 'Bistro copy');
    await typing.click(screen.getByRole('button', { name: 'Import as a new venue' }));
    const progress = await screen.findByTestId('venue-import-progress');
    expect(within(progress).getByRole('progressbar')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash'), { timeout: 30_000 });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      flag: 'add',
      venue: {
        venue_name: 'Bistro copy',
        PROFILE: { address: '1 Quay Street', cuisine: 'French bistro' },
      },
    });
    expect(venueStore.get().current?.id).toBe(venueId);
    const store = venueStoreState.get()!;
    expect((await store.itemMap()).size).toBe(79);
    expect(await store.db.suppliers.count()).toBe(4);
    expect(await store.db.stockCounts.count()).toBe(2);
    const steak = sample.items.find((item) => item.foodkey === 'STEAK FRITES')!;
    expect((await store.db.master.get('STEAK FRITES'))?.costs).toEqual(steak.costs);
    expect((await (await imageCacheFor(store)).get('LEMONS'))?.dataUrl).toBe(PICTURE);
    expect(flashStore.get().map((f) => f.text)).toContain(
      importedText('Bistro copy', { items: 79, records: 19, pictures: 1 }),
    );
  });

  it('refuses a file with bad rows, listing each row, and creates nothing', async () => {
    const calls = server();
    renderRoutes(routes, '/venue-add');
    choose(
      changed((entries) => {
        const items = json(entries, 'item.json');
        items[2] = { ...items[2], purchaseprice: 'twelve' };
        entries['item.json'] = strToU8(JSON.stringify(items));
        const suppliers = json(entries, 'supplier.json');
        suppliers[1] = { ...suppliers[1], email: 'not an address' };
        entries['supplier.json'] = strToU8(JSON.stringify(suppliers));
      }),
    );
    const refused = await screen.findByTestId('venue-import-refused', {}, { timeout: 20_000 });
    expect(refused.textContent).toContain('Nothing of it was imported.');
    const lines = within(refused)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      `Ingredients, recipes and packaging, row 3 (${sample.items[2]!.foodkey}): Purchase price: must be a number`,
      expect.stringMatching(/^Suppliers, row 2 \(.+\): E-mail: must be an e-mail address$/),
    ]);
    expect(screen.queryByRole('button', { name: 'Import as a new venue' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it(`lists the first ${SHOWN_PROBLEMS} problems and counts the rest`, async () => {
    server();
    renderRoutes(routes, '/venue-add');
    choose(
      changed((entries) => {
        const items = json(entries, 'item.json').map((item) => ({ ...item, name: 5 }));
        entries['item.json'] = strToU8(JSON.stringify(items));
      }),
    );
    const refused = await screen.findByTestId('venue-import-refused', {}, { timeout: 20_000 });
    expect(within(refused).getAllByRole('listitem')).toHaveLength(SHOWN_PROBLEMS);
    expect(refused.textContent).toContain(`and ${79 - SHOWN_PROBLEMS} more problems.`);
  });

  it('refuses a file of a newer format, naming both versions', async () => {
    server();
    renderRoutes(routes, '/venue-add');
    choose(
      changed((entries) => {
        const manifest = json(entries, 'venue.json');
        entries['venue.json'] = strToU8(JSON.stringify({ ...manifest, format: 2 }));
      }),
    );
    const refused = await screen.findByTestId('venue-import-refused', {}, { timeout: 20_000 });
    expect(within(refused).getByRole('listitem').textContent).toBe(
      'This file was made by a newer version of Larder (venue file format 2). This version reads format 1 and older: update Larder (reload the app), then import the file again.',
    );
  });

  it('says a file that is not a venue file is not one', async () => {
    server();
    renderRoutes(routes, '/venue-add');
    choose(strToU8('name,price\nflour,2\n'), 'prices.csv');
    const refused = await screen.findByTestId('venue-import-refused', {}, { timeout: 20_000 });
    expect(within(refused).getByRole('listitem').textContent).toBe(notAVenueFileText());
  });

  it('keeps nothing when the records cannot be stored: the new venue is deleted, the reason shown', async () => {
    const calls = server();
    const full = Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
    vi.spyOn(VenueStore.prototype, 'apply').mockRejectedValue(full);
    const { router } = renderRoutes(routes, '/venue-add');
    choose(sampleFile());
    await screen.findByTestId('venue-import-contents', {}, { timeout: 20_000 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Import as a new venue' }));
    const error = await screen.findByTestId('venue-import-error', {}, { timeout: 20_000 });
    expect(error.textContent).toContain(
      `${STORAGE_FULL_TEXT} The venue was not added; nothing of it was kept.`,
    );
    expect(calls.some((c) => c.method === 'DELETE' && c.url === `/api/venues/${venueId}`)).toBe(
      true,
    );
    expect(venueStore.get().current).toBeNull();
    expect(router.state.location.pathname).toBe('/venue-add');
    expect(IMPORT_STEPS.map(importStepText)).toHaveLength(4);
  });
});

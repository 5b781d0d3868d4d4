import 'fake-indexeddb/auto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ImageCache } from '../images/image-cache';
import { ImageSuggestions } from '../images/image-suggestions';
import { saveItem } from '../store/change';
import { VenueSession } from '../store/venue-session';
import type { VenueStore } from '../store/venue-store';
import { startWorkerWebImageLookups } from './web-image-worker';

/**
 * The worker's lookups from a venue's store to its image database, against a local server
 * answering GET /api/venues/:venueId/image-search as the Larder server does.
 */
let server: Server;
let baseUrl: string;
let searchOn = true;
const asked: string[] = [];
const candidate = (title: string) => ({
  dataUrl: 'data:image/webp;base64,UklGRg==',
  width: 192,
  height: 144,
  title,
  creator: 'A. Cook',
  license: 'BY 4.0',
  source: '',
});

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    asked.push(`${url.pathname}?name=${url.searchParams.get('name')}`);
    res.writeHead(searchOn ? 200 : 409, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        searchOn
          ? { candidates: [candidate(url.searchParams.get('name') ?? '')] }
          : { error: 'ERR_IMAGE_SEARCH_OFF', message: 'Image search is not configured' },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let session: VenueSession;
let store: VenueStore;
let images: ImageCache;
let venue = 0;

beforeEach(async () => {
  asked.length = 0;
  searchOn = true;
  session = new VenueSession();
  store = await session.open({
    userId: 'u1',
    venueId: `lookups-${++venue}`,
    newClientId: () => 'device',
    now: () => 1_700_000_000_000,
  });
  await store.apply(saveItem({ type: 'single', foodkey: 'BASIL', name: 'Basil' }));
  await store.apply(saveItem({ type: 'single', foodkey: 'EGGS', name: 'Eggs', image: 'e.png' }));
  images = await ImageCache.open(store.db.name);
});
afterEach(async () => {
  images.close();
  await session.close();
});

const http = () => ({ baseUrl, token: async () => 'token' });
const noWait = { wait: async () => true };

describe('startWorkerWebImageLookups', () => {
  it("keeps the pictures found for the venue's ingredients with no image as suggestions", async () => {
    const run = startWorkerWebImageLookups(store, images, http(), 'v-1', noWait);
    expect(await run.ended).toBe('done');
    expect(asked).toEqual(['/api/venues/v-1/image-search?name=Basil']);
    expect((await new ImageSuggestions(images.db).get('BASIL'))?.candidates).toEqual([
      candidate('Basil'),
    ]);
    expect((await store.itemMap()).get('BASIL')?.image ?? null).toBeNull();
    expect(await images.get('BASIL')).toBeNull();
  });

  it('asks nothing while the worker is offline', async () => {
    const run = startWorkerWebImageLookups(store, images, http(), 'v-1', {
      ...noWait,
      online: () => false,
    });
    expect(await run.ended).toBe('offline');
    expect(asked).toEqual([]);
  });

  it('keeps nothing when the server has no image search', async () => {
    searchOn = false;
    const run = startWorkerWebImageLookups(store, images, http(), 'v-1', noWait);
    expect(await run.ended).toBe('search-off');
    expect(await new ImageSuggestions(images.db).lookedUp()).toEqual(new Set());
  });
});

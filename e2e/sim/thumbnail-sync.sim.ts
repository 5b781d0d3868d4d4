import 'fake-indexeddb/auto';
import {
  httpThumbnailApi,
  ImageCache,
  syncThumbnails,
  type ThumbnailApi,
  type ThumbnailSyncReport,
} from '@larder/data';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thumbnails } from '../../apps/server/src/db/schema.js';
import {
  testDatabaseKinds,
  type TestDatabase,
} from '../../apps/server/src/test-support/databases.js';
import { buildTestApp, type TestApp } from '../../apps/server/src/test-support/test-app.js';

const picture = (n: number) => ({
  dataUrl: `data:image/webp;base64,UklGR${String(n).padStart(4, '0')}`,
  width: 96,
  height: 72,
});

/**
 * Thumbnail sync (product spec §4) between two devices of one user through the real server
 * over HTTP: each device has its own thumbnail cache; pictures, replacements and removals
 * travel both ways.
 */
describe.each(testDatabaseKinds)('thumbnail sync between two devices on $name', (kind) => {
  const user = 'picture-user';
  let database: TestDatabase;
  let t: TestApp;
  let api: ThumbnailApi;
  let venueId: string;
  let laptop: ImageCache;
  let tablet: ImageCache;

  beforeAll(async () => {
    database = await kind.open();
    t = await buildTestApp(database);
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    api = httpThumbnailApi({ baseUrl, token: () => t.tokens.token(user) });
    venueId = await t.addVenue(user, 'Picture Bistro');
    laptop = await ImageCache.open(`larder_${user}_${venueId}_${kind.name}_laptop`);
    tablet = await ImageCache.open(`larder_${user}_${venueId}_${kind.name}_tablet`);
  });
  afterAll(async () => {
    laptop?.close();
    tablet?.close();
    await t?.app.close();
    await database?.dispose();
  });

  const sync = (cache: ImageCache) => syncThumbnails(cache, api, venueId);
  const none: ThumbnailSyncReport = {
    uploaded: 0,
    downloaded: 0,
    removedThere: 0,
    removedHere: 0,
    refused: 0,
    deferred: false,
  };

  it('brings a picture taken on one device to the other', async () => {
    await laptop.put('FLOUR, PLAIN', picture(1));
    expect(await sync(laptop)).toEqual({ ...none, uploaded: 1 });
    expect(await sync(tablet)).toEqual({ ...none, downloaded: 1 });
    expect(await tablet.get('FLOUR, PLAIN')).toEqual(picture(1));
    // Nothing changed since: nothing moves.
    expect(await sync(laptop)).toEqual(none);
    expect(await sync(tablet)).toEqual(none);
  });

  it('carries a replaced picture back the other way', async () => {
    await tablet.put('FLOUR, PLAIN', picture(2));
    expect(await sync(tablet)).toEqual({ ...none, uploaded: 1 });
    expect(await sync(laptop)).toEqual({ ...none, downloaded: 1 });
    expect(await laptop.get('FLOUR, PLAIN')).toEqual(picture(2));
  });

  it('removes a picture everywhere once it is removed on one device', async () => {
    await laptop.remove('FLOUR, PLAIN');
    expect(await sync(laptop)).toEqual({ ...none, removedThere: 1 });
    expect(await sync(tablet)).toEqual({ ...none, removedHere: 1 });
    expect(await tablet.get('FLOUR, PLAIN')).toBeNull();
    expect(await api.list(venueId)).toEqual([]);
  });

  it('leaves a picture the server refuses on the device and sends the rest', async () => {
    await laptop.put('BASIL', { ...picture(3), width: 4000 });
    await laptop.put('MINT', picture(4));
    expect(await sync(laptop)).toEqual({ ...none, uploaded: 1, refused: 1 });
    expect((await api.list(venueId)).map((t) => t.foodkey)).toEqual(['MINT']);
    expect(await laptop.get('BASIL')).not.toBeNull();
  });
});

describe('thumbnail sync when the server asks to slow down', () => {
  const user = 'busy-picture-user';
  let database: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    database = await testDatabaseKinds[0]!.open();
    // Four sync calls per minute for the user, across the sync routes: the listing and three
    // pictures go, the fourth picture sent is refused with 429.
    t = await buildTestApp(database, { env: { SYNC_RATE_LIMIT: '4' } });
  });
  afterAll(async () => {
    await t?.app.close();
    await database?.dispose();
  });

  it('stops quietly, keeps what was sent as agreed, and sends the rest next time', async () => {
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const api = httpThumbnailApi({ baseUrl, token: () => t.tokens.token(user) });
    const venueId = await t.addVenue(user, 'Busy Bistro');
    const laptop = await ImageCache.open(`larder_${user}_${venueId}_busy`);
    for (const n of [1, 2, 3, 4, 5]) await laptop.put(`HERB ${n}`, picture(n));
    const report = await syncThumbnails(laptop, api, venueId);
    expect(report).toMatchObject({ uploaded: 3, deferred: true });
    expect((await laptop.agreedHashes()).size).toBe(3);
    // The user's budget is spent: the server's table tells what arrived.
    const stored = await database.db
      .select({ foodkey: thumbnails.foodkey })
      .from(thumbnails)
      .where(eq(thumbnails.venueId, venueId))
      .orderBy(thumbnails.foodkey);
    expect(stored.map((row) => row.foodkey)).toEqual(['HERB 1', 'HERB 2', 'HERB 3']);
    laptop.close();
  });
});

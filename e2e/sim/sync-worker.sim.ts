import 'fake-indexeddb/auto';
import { formatHlc } from '@larder/domain';
import {
  ImageCache,
  progressText,
  saveItem,
  type SyncProgress,
  SyncWorkerApi,
  VenueSession,
} from '@larder/data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  testDatabaseKinds,
  type TestDatabase,
} from '../../apps/server/src/test-support/databases.js';
import { buildTestApp, type TestApp } from '../../apps/server/src/test-support/test-app.js';

/** The sync worker's handlers over real HTTP against the real server (a listening port). */
describe('sync worker over HTTP', () => {
  let database: TestDatabase;
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    database = await testDatabaseKinds[0]!.open();
    t = await buildTestApp(database);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.app.close();
    await database?.dispose();
  });

  const until = async (check: () => Promise<boolean> | boolean, ms = 10_000) => {
    const deadline = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 25));
    }
  };

  it('pushes local changes, pulls others, and reports progress in the spec texts', async () => {
    const user = 'worker-user';
    const venueId = await t.addVenue(user, 'Worker Bistro');
    const events: SyncProgress[] = [];
    const worker = new SyncWorkerApi(undefined, () => 'worker-device-1');
    await worker.start(
      { baseUrl, userId: user, venueId, venueName: 'Worker Bistro', offsetMs: 0, intervalMs: 100 },
      {
        getToken: () => t.tokens.token(user),
        refreshOffset: async () => 0,
        progress: (e) => events.push(e),
      },
    );

    // The page writes through its own session on the same browser database.
    const page = new VenueSession();
    const store = await page.open({
      userId: user,
      venueId,
      newClientId: () => 'unused',
      now: Date.now,
    });
    await store.apply(
      saveItem({
        type: 'single',
        foodkey: 'SAFFRON',
        name: 'Saffron',
        purchaseprice: 9,
        purchaseqty: 1,
        purchaseunit: 'g',
      }),
    );
    await until(async () => {
      const res = await t.app.inject({
        url: `/api/sync/v1/venues/${venueId}/pull`,
        headers: await t.auth(user),
      });
      return res.json().rows.some((r: { key: string }) => r.key === 'SAFFRON');
    });

    // Another device's change arrives through the server.
    await t.app.inject({
      method: 'POST',
      url: `/api/sync/v1/venues/${venueId}/push`,
      headers: await t.auth(user),
      payload: {
        protocol: 1,
        schemaVersion: 1,
        clientId: 'other-device',
        mutations: [
          {
            mid: 1,
            kind: 'item',
            key: 'CUMIN',
            gen: 0,
            hlc: formatHlc({ ms: Date.now(), counter: 0, node: 'other-device' }),
            doc: { type: 'single', foodkey: 'CUMIN', name: 'Cumin' },
          },
        ],
      },
    });
    await until(async () => (await store.db.master.get('CUMIN')) !== undefined);
    await until(() => events.some((e) => e.type === 'record'));
    const texts = events.map((e) => progressText(e, user)).filter(Boolean);
    expect(texts).toContain('Syncing recent changes...');
    expect(texts).toContain('Synced Ingredient: Cumin');
    await worker.stop();
    await page.close();
  });

  it("brings the venue's thumbnails on its first cycle (product spec §4)", async () => {
    const user = 'thumbnail-user';
    const venueId = await t.addVenue(user, 'Thumbnail Bistro');
    const thumbnail = { dataUrl: 'data:image/webp;base64,UklGRiIAAABXRUJQ', width: 96, height: 64 };
    await t.app.inject({
      method: 'PUT',
      url: `/api/sync/v1/venues/${venueId}/thumbnails/SAFFRON`,
      headers: await t.auth(user),
      payload: thumbnail,
    });
    const worker = new SyncWorkerApi(undefined, () => 'thumbnail-device');
    const page = new VenueSession();
    const store = await page.open({ userId: user, venueId, newClientId: () => 'x', now: Date.now });
    const images = await ImageCache.open(store.db.name);
    await worker.start(
      { baseUrl, userId: user, venueId, venueName: 'Thumbnail Bistro', offsetMs: 0 },
      {
        getToken: () => t.tokens.token(user),
        refreshOffset: async () => 0,
        progress: () => undefined,
      },
    );
    await until(async () => (await images.get('SAFFRON')) !== null);
    expect(await images.get('SAFFRON')).toEqual(thumbnail);
    await worker.stop();
    images.close();
    await page.close();
  });
});

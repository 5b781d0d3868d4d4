import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSyncLoop,
  httpSyncApi,
  saveItem,
  saveRecord,
  SYNC_INTERVAL_MS,
  SyncHttpError,
  syncVenue,
  VenueSession,
} from '@larder/data';
import type { SyncRow } from '@larder/domain';
import {
  testDatabaseKinds,
  type TestDatabase,
} from '../../apps/server/src/test-support/databases.js';
import { buildTestApp, type TestApp } from '../../apps/server/src/test-support/test-app.js';

/**
 * sync-and-security-notes §4, "Offline 3 days, token expired: outbox kept, drained after
 * sign-in". A device with the real data layer and the sync loop, over real HTTP to the real
 * server, on a virtual clock that starts three days ago: it signs in (a one-hour token), goes
 * offline, and the cook edits over three days while the loop keeps trying. Back online, its
 * token has long expired: the server answers 401 and nothing leaves the outbox. After a new
 * sign-in the next cycle drains the outbox, and the server holds every change.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(testDatabaseKinds)('offline for 3 days with an expired token on $name', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    database = await kind.open();
    t = await buildTestApp(database);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.app.close();
    await database?.dispose();
  });

  it('keeps the outbox through 401s and drains it after a new sign-in', async () => {
    const user = `offline-cook-${kind.name}`;
    const venueId = await t.addVenue(user, 'Three Days Bistro');
    // Three days and a quarter of an hour ago, so that the device's clock never runs ahead of
    // the server's through the cycles after it comes back.
    const start = Date.now() - 3 * DAY - 15 * 60_000;
    let virtual = start;

    // Signed in three days ago: the token lived an hour from then, so it has long expired.
    let token = await t.tokens.token(user, { expiresInSeconds: -(3 * DAY - HOUR) / 1000 });
    let online = false;
    const statuses: number[] = [];
    const api = httpSyncApi({
      baseUrl,
      token: async () => token,
      fetch: async (input, init) => {
        if (!online) throw new TypeError('Failed to fetch');
        const res = await fetch(input, init);
        statuses.push(res.status);
        return res;
      },
    });

    const session = new VenueSession();
    const store = await session.open({
      userId: user,
      venueId,
      newClientId: () => 'offline-device',
      now: () => virtual,
      indexedDB: { indexedDB: new IDBFactory(), IDBKeyRange },
    });

    // The sync loop as the worker runs it, on the virtual clock: its timers run when due.
    const timers: { at: number; fn: () => void }[] = [];
    const errors: unknown[] = [];
    let cycles = 0;
    const loop = createSyncLoop({
      schedule: (fn, ms) => {
        const timer = { at: virtual + ms, fn };
        timers.push(timer);
        return () => void timers.splice(timers.indexOf(timer) >>> 0, 1);
      },
      runCycle: async (cycle) => {
        cycles++;
        await syncVenue(store, api, { venueId, full: cycle.full });
      },
      onError: (error) => errors.push(error),
    });
    /** Moves the clock on by `ms`, running each cycle that falls due on the way. */
    const advance = async (ms: number) => {
      const until = virtual + ms;
      for (;;) {
        const due = timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers.splice(timers.indexOf(due), 1);
        virtual = due.at;
        due.fn();
        // The cycle the timer started, to its end.
        await loop.idle();
      }
      virtual = until;
    };

    loop.start();
    await loop.runNow();

    // Three days offline: an ingredient a day, its price changed later that day, and a supplier.
    const prices = new Map<string, number>();
    const edit = async (key: string, price: number) => {
      await store.apply(
        saveItem({
          type: 'single',
          foodkey: key,
          name: key.toLowerCase(),
          purchaseprice: price,
          purchaseqty: 1,
          purchaseunit: 'kg',
        }),
      );
      prices.set(key, price);
    };
    for (const [day, key] of ['LEEKS', 'SHALLOTS', 'FENNEL'].entries()) {
      await advance(day === 0 ? 2 * HOUR : DAY - 6 * HOUR);
      await edit(key, 2 + day);
      await advance(3 * HOUR);
      await edit(key, 3 + day);
    }
    await store.apply(saveRecord('supplier', { skey: 'GREENGROCER', name: 'Greengrocer' }));
    // The rest of the third day, to the present.
    await advance(start + 3 * DAY - virtual);
    const queued = await store.db.outbox.count();
    expect(queued).toBe(4);
    // The loop went on trying every minute of the three days, and never reached the server.
    expect(virtual - start).toBe(3 * DAY);
    expect(cycles).toBeGreaterThanOrEqual((3 * DAY) / SYNC_INTERVAL_MS);
    expect(statuses).toEqual([]);

    // Back online with the expired token: 401, and the outbox is kept whole.
    online = true;
    const failedBefore = errors.length;
    await advance(SYNC_INTERVAL_MS);
    expect(statuses).toEqual([401]);
    expect(errors.length).toBe(failedBefore + 1);
    expect(errors.at(-1)).toBeInstanceOf(SyncHttpError);
    expect((errors.at(-1) as SyncHttpError).status).toBe(401);
    expect(await store.db.outbox.count()).toBe(queued);
    expect(await store.changes.refused()).toEqual([]);
    await advance(5 * SYNC_INTERVAL_MS);
    expect(statuses.every((status) => status === 401)).toBe(true);
    expect(await store.db.outbox.count()).toBe(queued);

    // Signed in again: the next cycle drains the outbox.
    const failedAll = errors.length;
    token = await t.tokens.token(user);
    await advance(SYNC_INTERVAL_MS);
    expect(errors.slice(failedAll)).toEqual([]);
    expect(await store.db.outbox.count()).toBe(0);
    expect(await store.changes.refused()).toEqual([]);
    expect(statuses.at(-1)).toBe(200);

    // The server holds every change: the last price of each ingredient, and the supplier.
    const res = await t.app.inject({
      url: `/api/sync/v1/venues/${venueId}/pull`,
      headers: await t.auth(user),
    });
    const rows = new Map(
      (res.json() as { rows: SyncRow[] }).rows.map((row) => [`${row.kind}/${row.key}`, row]),
    );
    for (const [key, price] of prices) {
      expect(rows.get(`item/${key}`), key).toMatchObject({
        node: 'offline-device',
        deleted: false,
        doc: { foodkey: key, purchaseprice: price },
      });
    }
    expect(rows.get('supplier/GREENGROCER')?.doc).toMatchObject({ name: 'Greengrocer' });
    loop.stop();
    await session.close();
  });
});

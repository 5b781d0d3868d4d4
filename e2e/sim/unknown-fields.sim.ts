import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  saveItem,
  saveRecord,
  type SyncApi,
  syncVenue,
  VenueSession,
  withoutSync,
} from '@larder/data';
import { formatHlc, type PushBody, type SyncRow } from '@larder/domain';
import {
  testDatabaseKinds,
  type TestDatabase,
} from '../../apps/server/src/test-support/databases.js';
import { buildTestApp, type TestApp } from '../../apps/server/src/test-support/test-app.js';
import { injectSyncApi } from './inject-sync-api.js';

/**
 * sync-and-security-notes §4, "Old client after schema bump: 426, unknown fields kept". A newer
 * app writes fields this version does not know; this version pulls the record, keeps those
 * fields on the device, and after an edit here pushes them back unchanged, so the newer app's
 * data survives an edit made on an older device. The server keeps them too. (An app older than
 * the server's schema is refused with 426: sync-routes.test.ts.)
 */
describe.each(testDatabaseKinds)('unknown fields on $name', (kind) => {
  let database: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    database = await kind.open();
    t = await buildTestApp(database);
  });
  afterAll(async () => {
    await t?.app.close();
    await database?.dispose();
  });

  /** Fields a later version of the app might add: at the top, nested, and in a list. */
  const NEWER = {
    carbonFootprint: { kgCo2ePerKg: 1.9, source: 'supplier sheet' },
    tags: ['organic', 'local'],
    futureFlag: true,
  };

  async function serverRows(user: string, venueId: string): Promise<Map<string, SyncRow>> {
    const res = await t.app.inject({
      url: `/api/sync/v1/venues/${venueId}/pull`,
      headers: await t.auth(user),
    });
    const rows = (res.json() as { rows: SyncRow[] }).rows;
    return new Map(rows.map((row) => [`${row.kind}/${row.key}`, row]));
  }

  it('keeps the fields a newer app wrote, on the device, in the push after an edit here, and on the server', async () => {
    const user = `unknown-fields-${kind.name}`;
    const venueId = await t.addVenue(user, 'Newer Fields Bistro');
    const authorization = async () => `Bearer ${await t.tokens.token(user)}`;

    // A newer device pushes an ingredient and a supplier carrying fields this version lacks.
    const newer = 'newer-device';
    const now = Date.now();
    const pushed = await t.app.inject({
      method: 'POST',
      url: `/api/sync/v1/venues/${venueId}/push`,
      headers: { authorization: await authorization() },
      payload: {
        protocol: 1,
        schemaVersion: 1,
        clientId: newer,
        mutations: [
          {
            mid: 1,
            kind: 'item',
            key: 'OATS',
            gen: 0,
            hlc: formatHlc({ ms: now, counter: 0, node: newer }),
            doc: {
              type: 'single',
              foodkey: 'OATS',
              name: 'oats',
              purchaseprice: 3,
              purchaseqty: 1,
              purchaseunit: 'kg',
              ...NEWER,
            },
          },
          {
            mid: 2,
            kind: 'supplier',
            key: 'MILL',
            gen: 0,
            hlc: formatHlc({ ms: now, counter: 1, node: newer }),
            doc: { skey: 'MILL', name: 'The Mill', ...NEWER },
          },
        ],
      } satisfies PushBody,
    });
    expect(pushed.statusCode, pushed.body).toBe(200);
    expect(pushed.json().results.map((r: { status: string }) => r.status)).toEqual([
      'applied',
      'applied',
    ]);

    // This version pulls them: the fields stay on the device.
    const session = new VenueSession();
    const store = await session.open({
      userId: user,
      venueId,
      newClientId: () => 'older-device',
      now: Date.now,
      indexedDB: { indexedDB: new IDBFactory(), IDBKeyRange },
    });
    const link = injectSyncApi(t.app, authorization, () => ({
      dropRequest: false,
      dropResponse: false,
      duplicate: false,
    }));
    const sent: PushBody[] = [];
    const api: SyncApi = {
      ...link,
      push: (venue, body) => {
        sent.push(structuredClone(body));
        return link.push(venue, body);
      },
    };
    await syncVenue(store, api, { venueId, full: false });
    const oats = await store.db.recordTable('item').get('OATS');
    const mill = await store.db.recordTable('supplier').get('MILL');
    expect(oats).toMatchObject(NEWER);
    expect(mill).toMatchObject(NEWER);

    // The cook edits both here, as the forms do: the stored record with the fields changed.
    await store.apply(saveItem({ ...withoutSync(oats!), purchaseprice: 4 }));
    await store.apply(saveRecord('supplier', { ...withoutSync(mill!), name: 'The Old Mill' }));
    await syncVenue(store, api, { venueId, full: false });

    // Every push of either record carried the newer fields unchanged (a pulled row this device
    // recosts is pushed too), and the last one the edit.
    const mutations = sent.flatMap((body) => body.mutations);
    const oatsPushes = mutations.filter((m) => m.kind === 'item' && m.key === 'OATS');
    const millPushes = mutations.filter((m) => m.kind === 'supplier' && m.key === 'MILL');
    for (const m of [...oatsPushes, ...millPushes]) expect(m.doc).toMatchObject(NEWER);
    expect(oatsPushes.at(-1)?.doc).toMatchObject({ purchaseprice: 4 });
    expect(millPushes.at(-1)?.doc).toMatchObject({ name: 'The Old Mill' });
    expect(await store.db.outbox.count()).toBe(0);

    // The server holds the edit with the newer fields, and this device's version of each.
    const rows = await serverRows(user, venueId);
    expect(rows.get('item/OATS')).toMatchObject({
      node: 'older-device',
      doc: { ...NEWER, purchaseprice: 4 },
    });
    expect(rows.get('supplier/MILL')).toMatchObject({
      node: 'older-device',
      doc: { ...NEWER, name: 'The Old Mill' },
    });
    session.close();
  });
});

import 'fake-indexeddb/auto';
import {
  LocalKeys,
  patchVersionKey,
  progressText,
  type SyncProgress,
  SyncWorkerApi,
  UWP_SYNC_COUNT_KEY,
  VenueSession,
} from '@larder/data';
import { PATCH_VERSION } from '@larder/domain';
import { sampleUwpExport } from '@larder/domain/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venues } from '../../apps/server/src/db/schema.js';
import {
  testDatabaseKinds,
  type TestDatabase,
} from '../../apps/server/src/test-support/databases.js';
import { buildTestApp, type TestApp } from '../../apps/server/src/test-support/test-app.js';
import { TEST_ISSUER } from '../../apps/server/src/test-support/tokens.js';
import { startGraphLocal, type GraphLocal } from '../support/graph-local/graph-local.js';

const RESOURCE = 'https://graph.microsoft.com';

/**
 * The first sync cycle's legacy Windows-app sync and patch update (product spec §4 "Sync loop")
 * with the real sync worker on fake-indexeddb, the real server code over HTTP and the local
 * Graph server holding the Windows app's export in the user's app folder.
 */
describe('legacy Windows-app sync on the first cycle', () => {
  let database: TestDatabase;
  let t: TestApp;
  let baseUrl: string;
  let graph: GraphLocal;

  beforeAll(async () => {
    database = await testDatabaseKinds[0]!.open();
    t = await buildTestApp(database);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    graph = await startGraphLocal({
      issuer: TEST_ISSUER,
      audience: RESOURCE,
      jwks: { keys: [t.tokens.publicJwk] },
    });
  });
  afterAll(async () => {
    await graph?.close();
    await t?.app.close();
    await database?.dispose();
  });

  const until = async (check: () => Promise<boolean> | boolean, ms = 20_000) => {
    const deadline = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 25));
    }
  };

  /** Every live row the server holds for the venue, by kind and key. */
  async function serverRows(user: string, venueId: string) {
    const rows: { kind: string; key: string; doc?: Record<string, unknown> }[] = [];
    let cursor = '';
    for (;;) {
      const res = await t.app.inject({
        url: `/api/sync/v1/venues/${venueId}/pull${cursor}`,
        headers: await t.auth(user),
      });
      const page = res.json() as {
        rows: typeof rows;
        cursor: { epoch: string; rev: number };
        hasMore: boolean;
      };
      rows.push(...page.rows);
      if (!page.hasMore) return rows;
      cursor = `?cursor=${page.cursor.epoch}:${page.cursor.rev}`;
    }
  }

  /** One sign-in: the worker's loop on the venue until its first cycle's steps are done. */
  async function signIn(user: string, venueId: string, device: string) {
    const events: SyncProgress[] = [];
    const worker = new SyncWorkerApi(undefined, () => device);
    await worker.start(
      {
        baseUrl,
        userId: user,
        venueId,
        venueName: 'Harbour Café',
        offsetMs: 0,
        intervalMs: 300,
        drive: { graphUrl: graph.url },
      },
      {
        getToken: () => t.tokens.token(user),
        refreshOffset: async () => 0,
        progress: (event) => events.push(event),
        getDriveToken: () =>
          t.tokens.token(user, {
            audience: RESOURCE,
            scope: 'openid offline_access Files.ReadWrite.AppFolder',
          }),
      },
    );
    // The cycle after the first has pushed what the first one wrote.
    await until(() => events.filter((e) => e.type === 'done').length >= 2);
    await worker.stop();
    return events.map((e) => progressText(e, user)).filter((text) => text !== null);
  }

  it('imports the export from the app folder, counts two runs, then marks the user uwpSynced', async () => {
    const user = 'legacy-owner';
    const venueId = await t.addVenue(user, 'Harbour Café');
    await database.db.update(venues).set({ source: 'UWP' }).where(eq(venues.id, venueId));
    graph.controls.changeFile(
      user,
      `uwp/${venueId}.json`,
      JSON.stringify({ ...sampleUwpExport, venueId }),
    );

    // A record an older release left on this device: its price kept as text, its cost stale.
    const older = new VenueSession();
    const olderStore = await older.open({
      userId: user,
      venueId,
      newClientId: () => 'legacy-device-1',
      now: Date.now,
    });
    await olderStore.db.master.put({
      type: 'single',
      foodkey: 'OLD SALT',
      name: 'Old salt',
      purchaseprice: '6.40',
      purchaseqty: 1,
      purchaseunit: 'kg',
      gramcost: 1,
    });
    await older.close();

    const first = await signIn(user, venueId, 'legacy-device-1');
    expect(first).toContain('Updating venue data...');
    expect(first).toContain('Venue data updated.');
    expect(first).toContain('Syncing Windows app data... (Harbour Café)');
    expect(first).toContain('Windows app data synced: Harbour Café');
    const keys = await LocalKeys.open();
    expect(await keys.number(patchVersionKey(user))).toBe(PATCH_VERSION);
    expect(await keys.number(UWP_SYNC_COUNT_KEY)).toBe(1);

    // Every record reached the server through the normal push, the unknown fields with them.
    const rows = await serverRows(user, venueId);
    const itemKeys = rows.filter((r) => r.kind === 'item').map((r) => r.key);
    expect(itemKeys).toHaveLength(15);
    expect(itemKeys).toContain('LEEK AND GRUYERE QUICHE');
    // The patch update read the old record again: its price is a number now, on the server too.
    const oldSalt = rows.find((r) => r.key === 'OLD SALT')?.doc;
    expect(oldSalt?.purchaseprice).toBe(6.4);
    expect(oldSalt?.gramcost).toBeCloseTo(0.0064, 15);
    const flour = rows.find((r) => r.key === 'PLAIN FLOUR')?.doc;
    expect(flour?.tileColour).toBe('#C8A165');
    expect(flour?.gramcost).toBeCloseTo(0.0012, 15);
    expect(rows.filter((r) => r.kind === 'supplier')).toHaveLength(3);
    expect(rows.find((r) => r.kind === 'menu')?.doc?.printTemplate).toBe('a4-two-column');
    const headers = await t.auth(user);
    expect((await t.app.inject({ url: '/api/user', headers })).json().uwpSynced).toBe(false);

    // The second sign-in: the patch is not applied again, the import writes nothing new.
    const second = await signIn(user, venueId, 'legacy-device-1');
    expect(second).not.toContain('Updating venue data...');
    expect(second).toContain('Windows app data synced: Harbour Café');
    expect(await keys.number(UWP_SYNC_COUNT_KEY)).toBe(2);
    const after = await serverRows(user, venueId);
    expect(after.filter((r) => r.kind === 'item')).toHaveLength(15);
    expect(after.map((r) => r.key).sort()).toEqual(rows.map((r) => r.key).sort());
    expect((await t.app.inject({ url: '/api/user', headers })).json().uwpSynced).toBe(true);

    // uwpSynced: the export is never read again.
    graph.controls.clearRequests();
    const third = await signIn(user, venueId, 'legacy-device-1');
    expect(third.some((text) => text.includes('Windows app data'))).toBe(false);
    expect(graph.controls.requests().some((r) => r.path.includes('uwp/'))).toBe(false);
    expect(await keys.number(UWP_SYNC_COUNT_KEY)).toBe(2);
    keys.close();
  });
});

import 'fake-indexeddb/auto';
import type { PullResponse } from '@larder/domain';
import {
  createDriveMirrorRunner,
  createGraphDrive,
  DriveError,
  httpSyncApi,
  mirrorVenue,
  readMirror,
  restoreMirrorInto,
  saveItem,
  saveItems,
  saveRecord,
  syncVenue,
  SyncWorkerApi,
  type SyncProgress,
  VenueSession,
  type GraphDrive,
  type MirrorReport,
  type VenueStore,
} from '@larder/data';
import type { DriveStatus } from '@larder/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  testDatabaseKinds,
  type TestDatabase,
} from '../../apps/server/src/test-support/databases.js';
import { buildTestApp, type TestApp } from '../../apps/server/src/test-support/test-app.js';
import { TEST_ISSUER } from '../../apps/server/src/test-support/tokens.js';
import { startGraphLocal, type GraphLocal } from '../support/graph-local/graph-local.js';

const RESOURCE = 'https://graph.microsoft.com';
const KIB320 = 320 * 1024;

const ingredient = (foodkey: string, price: number, extra: Record<string, unknown> = {}) => ({
  type: 'single',
  foodkey,
  name: foodkey.charAt(0) + foodkey.slice(1).toLowerCase(),
  purchaseprice: price,
  purchaseqty: 1,
  purchaseunit: 'kg',
  ...extra,
});

/**
 * The OneDrive mirror (sync-and-security-notes §1.8, §2, invariant 9; the fault plan's row
 * "Graph 429, 503, 507, 401, 404, 416, 412, 410; cut mid-upload") with the real data layer on
 * fake-indexeddb, the real server code over HTTP and the local Graph server.
 */
describe('the OneDrive mirror against the local Graph server', () => {
  let database: TestDatabase;
  let t: TestApp;
  let baseUrl: string;
  let graph: GraphLocal;
  const sessions: VenueSession[] = [];
  let devices = 0;

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
    for (const session of sessions) await session.close();
    await graph?.close();
    await t?.app.close();
    await database?.dispose();
  });

  const graphToken = (user: string, overrides: { expiresInSeconds?: number } = {}) =>
    t.tokens.token(user, {
      audience: RESOURCE,
      scope: 'openid offline_access Files.ReadWrite.AppFolder',
      ...overrides,
    });

  /** A device of `user` with the venue open: its store and one server sync. */
  async function device(user: string, venueId: string) {
    const session = new VenueSession();
    sessions.push(session);
    devices += 1;
    const id = `drive-device-${devices}`;
    const store = await session.open({
      userId: `${user}-${id}`,
      venueId,
      newClientId: () => id,
      now: Date.now,
    });
    const api = httpSyncApi({ baseUrl, token: () => t.tokens.token(user) });
    return { store, sync: () => syncVenue(store, api, { venueId }) };
  }

  /** The Graph client of `user` (instant waits between fragment tries). */
  const driveOf = (
    user: string,
    extra: { fetch?: typeof fetch; token?: () => Promise<string | undefined> } = {},
  ): GraphDrive =>
    createGraphDrive({
      graphUrl: graph.url,
      token: extra.token ?? (() => graphToken(user)),
      sleep: async () => undefined,
      ...(extra.fetch ? { fetch: extra.fetch } : {}),
    });

  const mirror = (
    store: VenueStore,
    drive: GraphDrive,
    venueId: string,
    venueName = 'Drive Bistro',
  ) => mirrorVenue(store, drive, { venueId, venueName, now: () => new Date().toISOString() });

  const manifestText = (user: string, venueId: string) =>
    graph.controls.readFile(user, `venues/${venueId}/manifest.json`);

  /** Every live record the server holds for a venue, by kind and key (another device's pull). */
  async function serverRecords(user: string, venueId: string) {
    const records = new Map<string, Record<string, unknown>>();
    let cursor: string | null = null;
    for (;;) {
      const res = await fetch(
        `${baseUrl}/api/sync/v1/venues/${venueId}/pull${cursor ? `?cursor=${cursor}` : ''}`,
        { headers: { authorization: `Bearer ${await t.tokens.token(user)}` } },
      );
      const page = (await res.json()) as PullResponse;
      for (const row of page.rows) {
        if (row.deleted) records.delete(`${row.kind}/${row.key}`);
        else records.set(`${row.kind}/${row.key}`, row.doc as Record<string, unknown>);
      }
      cursor = `${page.cursor.epoch}:${page.cursor.rev}`;
      if (!page.hasMore) return records;
    }
  }

  /** A venue whose ingredients add up to more than 4 MB (each 200 KB of notes). */
  async function bigVenue(user: string) {
    const venueId = await t.addVenue(user, 'Big Bistro');
    const d = await device(user, venueId);
    const items = Array.from({ length: 24 }, (_, i) =>
      ingredient(`BULK ${String(i).padStart(2, '0')}`, i + 1, { notes: 'x'.repeat(200_000) }),
    );
    await d.store.apply(saveItems(items));
    await d.sync();
    return { venueId, ...d };
  }

  it('mirrors a venue, then a changed record under the new cursor, and deletes the old files', async () => {
    const user = 'mirror-cook';
    const venueId = await t.addVenue(user, 'Drive Bistro');
    const d = await device(user, venueId);
    const drive = driveOf(user);
    await d.store.apply(
      saveItems(
        [ingredient('SAFFRON', 9), ingredient('CUMIN', 2)],
        [{ kind: 'supplier', record: { skey: 'ACME', name: 'Acme' } }],
      ),
    );
    // Not yet confirmed by the server: nothing is mirrored.
    expect(await mirror(d.store, drive, venueId)).toEqual({ outcome: 'pending' });
    await d.sync();
    const cursor1 = (await d.store.changes.cursor())!;
    const first = await mirror(d.store, drive, venueId);
    expect(first).toMatchObject({ outcome: 'written', cursor: cursor1, files: 3, deleted: 0 });
    const name = (kind: string, c: { epoch: string; rev: number }) =>
      `venues/${venueId}/${kind}.${c.epoch}-${c.rev}.json`;
    expect(graph.controls.files(user)).toEqual(
      [
        name('item', cursor1),
        `venues/${venueId}/manifest.json`,
        name('settings', cursor1),
        name('supplier', cursor1),
      ].sort(),
    );
    const read1 = await readMirror(drive, venueId);
    expect(read1.problems).toEqual([]);
    expect(read1.manifest).toMatchObject({
      epoch: cursor1.epoch,
      cursor: cursor1.rev,
      venueName: 'Drive Bistro',
    });
    expect(read1.records.filter((r) => r.kind === 'item').map((r) => r.record.foodkey)).toEqual([
      'CUMIN',
      'SAFFRON',
    ]);
    // Nothing changed: nothing written.
    expect(await mirror(d.store, drive, venueId)).toEqual({
      outcome: 'up-to-date',
      cursor: cursor1,
    });

    await d.store.apply(saveItem(ingredient('SAFFRON', 11)));
    expect(await mirror(d.store, drive, venueId)).toEqual({ outcome: 'pending' });
    await d.sync();
    const cursor2 = (await d.store.changes.cursor())!;
    expect(cursor2.rev).toBeGreaterThan(cursor1.rev);
    const second = await mirror(d.store, drive, venueId);
    expect(second).toMatchObject({ outcome: 'written', cursor: cursor2, deleted: 3 });
    expect(graph.controls.files(user)).toEqual(
      [
        name('item', cursor2),
        `venues/${venueId}/manifest.json`,
        name('settings', cursor2),
        name('supplier', cursor2),
      ].sort(),
    );
    const read2 = await readMirror(drive, venueId);
    expect(read2.problems).toEqual([]);
    expect(read2.records.find((r) => r.record.foodkey === 'SAFFRON')?.record.purchaseprice).toBe(
      11,
    );
  });

  it('sends a venue over 4 MB through an upload session: fragments in order, 320 KiB multiples, no Authorization', async () => {
    const user = 'big-cook';
    const big = await bigVenue(user);
    graph.controls.clearRequests();
    const report = await mirror(big.store, driveOf(user), big.venueId);
    expect(report.outcome).toBe('written');
    const log = graph.controls.requests();
    expect(log.filter((r) => r.path.endsWith(':/createUploadSession'))).toHaveLength(1);
    const fragments = log.filter((r) => r.method === 'PUT' && r.path.startsWith('/upload/'));
    expect(fragments.length).toBeGreaterThan(1);
    expect(fragments.every((r) => !r.authorization)).toBe(true);
    expect(fragments.slice(0, -1).every((r) => r.bytes % KIB320 === 0)).toBe(true);
    const starts = fragments.map((r) => Number(/bytes (\d+)-/.exec(r.contentRange!)![1]));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    // The item file went through the session, never as one simple PUT.
    expect(log.some((r) => r.method === 'PUT' && /item\.[^/]+:\/content$/.test(r.path))).toBe(
      false,
    );
    const read = await readMirror(driveOf(user), big.venueId);
    expect(read.problems).toEqual([]);
    expect(read.records.filter((r) => r.kind === 'item')).toHaveLength(24);
  });

  it('a drive full mid-upload (507 on a fragment): manifest unchanged, old mirror intact, status full, server sync unaffected', async () => {
    const user = 'full-cook';
    const big = await bigVenue(user);
    const drive = driveOf(user);
    expect((await mirror(big.store, drive, big.venueId)).outcome).toBe('written');
    const before = manifestText(user, big.venueId);
    const filesBefore = graph.controls.files(user);
    await big.store.apply(saveItem(ingredient('BULK 00', 99, { notes: 'short' })));
    await big.sync();
    graph.controls.clearRequests();
    graph.controls.failNext({ status: 507, method: 'PUT', path: '/upload/', after: 1 });
    const statuses: DriveStatus[] = [];
    let failure: unknown;
    const runner = createDriveMirrorRunner({
      mirror: () => mirror(big.store, drive, big.venueId),
      onStatus: (status) => statuses.push(status),
      onSettled: (result) => {
        if ('error' in result) failure = result.error;
      },
    });
    runner.afterSync();
    await runner.inFlight;
    expect(failure).toBeInstanceOf(DriveError);
    expect((failure as DriveError).kind).toEqual({ kind: 'full' });
    expect(statuses).toEqual(['full']);
    expect(manifestText(user, big.venueId)).toBe(before);
    expect(graph.controls.files(user)).toEqual(filesBefore);
    // The session was cancelled, so its fragments take no space.
    expect(
      graph.controls.requests().some((r) => r.method === 'DELETE' && r.path.startsWith('/upload/')),
    ).toBe(true);
    expect(graph.controls.drive(user).sessions.size).toBe(0);
    const old = await readMirror(drive, big.venueId);
    expect(old.problems).toEqual([]);
    expect(old.records.find((r) => r.record.foodkey === 'BULK 00')?.record.purchaseprice).toBe(1);
    // The server sync goes on as before.
    await big.store.apply(saveItem(ingredient('BULK 01', 42, { notes: 'short' })));
    const report = await big.sync();
    expect(report.pushed).toBe(1);
    expect((await serverRecords(user, big.venueId)).get('item/BULK 01')?.purchaseprice).toBe(42);
    // With space again the next mirror completes.
    expect((await mirror(big.store, drive, big.venueId)).outcome).toBe('written');
  });

  it('a drive too full for the file answers the session at once (507 on fileSize): no fragment sent, nothing changed', async () => {
    const user = 'quota-cook';
    const big = await bigVenue(user);
    graph.controls.setQuota(user, 1024 * 1024);
    graph.controls.clearRequests();
    const error = await mirror(big.store, driveOf(user), big.venueId).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DriveError);
    expect(error).toMatchObject({ status: 507, kind: { kind: 'full' } });
    const log = graph.controls.requests();
    expect(log.find((r) => r.path.endsWith(':/createUploadSession'))?.status).toBe(507);
    expect(log.some((r) => r.path.startsWith('/upload/'))).toBe(false);
    expect(graph.controls.files(user)).toEqual([]);
    const quota = await driveOf(user).quota();
    expect(quota.remaining).toBeLessThan(4 * 1024 * 1024);
  });

  it('an upload session that expires mid-upload (404 uploadSessionNotFound) is begun again', async () => {
    const user = 'expiry-cook';
    const big = await bigVenue(user);
    let expired = false;
    const expiring: typeof fetch = async (input, init) => {
      const res = await fetch(input, init);
      if (!expired && String(input).includes('/upload/') && res.status === 202) {
        expired = true;
        graph.controls.expireUploadSessions();
      }
      return res;
    };
    graph.controls.clearRequests();
    const report = await mirror(big.store, driveOf(user, { fetch: expiring }), big.venueId);
    expect(report.outcome).toBe('written');
    const log = graph.controls.requests();
    expect(log.filter((r) => r.path.endsWith(':/createUploadSession'))).toHaveLength(2);
    expect(log.some((r) => r.path.startsWith('/upload/') && r.status === 404)).toBe(true);
    expect((await readMirror(driveOf(user), big.venueId)).problems).toEqual([]);
  });

  it('a fragment answered 503 or 416 resumes from nextExpectedRanges', async () => {
    const user = 'resume-cook';
    const big = await bigVenue(user);
    graph.controls.clearRequests();
    graph.controls.failNext({ status: 503, method: 'PUT', path: '/upload/', after: 1 });
    graph.controls.failNext({ status: 416, method: 'PUT', path: '/upload/' });
    const report = await mirror(big.store, driveOf(user), big.venueId);
    expect(report.outcome).toBe('written');
    const log = graph.controls.requests();
    expect(log.filter((r) => r.path.endsWith(':/createUploadSession'))).toHaveLength(1);
    expect(log.filter((r) => r.method === 'GET' && r.path.startsWith('/upload/')).length).toBe(2);
    expect(log.some((r) => r.status === 503)).toBe(true);
    expect(log.some((r) => r.status === 416)).toBe(true);
    expect((await readMirror(driveOf(user), big.venueId)).problems).toEqual([]);
  });

  it('a cut mid-upload leaves the old mirror whole; the next mirror completes', async () => {
    const user = 'cut-cook';
    const venueId = await t.addVenue(user, 'Cut Bistro');
    const d = await device(user, venueId);
    await d.store.apply(
      saveItems(
        [ingredient('SAFFRON', 9)],
        [{ kind: 'supplier', record: { skey: 'ACME', name: 'Acme' } }],
      ),
    );
    await d.sync();
    const drive = driveOf(user);
    await mirror(d.store, drive, venueId);
    const before = manifestText(user, venueId);
    await d.store.apply(saveItem(ingredient('SAFFRON', 12)));
    await d.sync();
    let puts = 0;
    const cutting: typeof fetch = async (input, init) => {
      if (init?.method === 'PUT' && ++puts === 2) throw new TypeError('network connection lost');
      return fetch(input, init);
    };
    const cut = await mirror(d.store, driveOf(user, { fetch: cutting }), venueId).catch(
      (e: unknown) => e,
    );
    expect(cut).toBeInstanceOf(DriveError);
    expect((cut as DriveError).status).toBe(0);
    expect(manifestText(user, venueId)).toBe(before);
    const old = await readMirror(drive, venueId);
    expect(old.problems).toEqual([]);
    expect(old.records.find((r) => r.record.foodkey === 'SAFFRON')?.record.purchaseprice).toBe(9);
    expect((await mirror(d.store, drive, venueId)).outcome).toBe('written');
    const now = await readMirror(drive, venueId);
    expect(now.records.find((r) => r.record.foodkey === 'SAFFRON')?.record.purchaseprice).toBe(12);
  });

  it('a manifest changed by another device (412): read again, written on the new eTag, nothing lost', async () => {
    const user = 'two-device-cook';
    const venueId = await t.addVenue(user, 'Two Bistro');
    const laptop = await device(user, venueId);
    const tablet = await device(user, venueId);
    await laptop.store.apply(saveItem(ingredient('SAFFRON', 9)));
    await laptop.sync();
    await tablet.sync();
    await mirror(laptop.store, driveOf(user), venueId);
    const older = manifestText(user, venueId)!;
    await tablet.store.apply(saveItem(ingredient('CUMIN', 3)));
    await tablet.sync();
    // Just before the tablet writes its manifest, another device writes one (an older cursor).
    const racing: typeof fetch = async (input, init) => {
      if (init?.method === 'PUT' && String(input).includes('manifest.json') && !raced) {
        raced = true;
        graph.controls.changeFile(user, `venues/${venueId}/manifest.json`, older);
      }
      return fetch(input, init);
    };
    let raced = false;
    graph.controls.clearRequests();
    const report = await mirror(tablet.store, driveOf(user, { fetch: racing }), venueId);
    expect(report.outcome).toBe('written');
    expect(
      graph.controls
        .requests()
        .some((r) => r.path.endsWith('manifest.json:/content') && r.status === 412),
    ).toBe(true);
    const read = await readMirror(driveOf(user), venueId);
    expect(read.problems).toEqual([]);
    expect(read.manifest.cursor).toBe((await tablet.store.changes.cursor())!.rev);
    expect(read.records.map((r) => r.record.foodkey).filter(Boolean)).toEqual(['CUMIN', 'SAFFRON']);
  });

  it('a manifest another device wrote at the same cursor meanwhile (412) stands: superseded, nothing lost', async () => {
    const user = 'race-cook';
    const venueId = await t.addVenue(user, 'Race Bistro');
    const laptop = await device(user, venueId);
    const tablet = await device(user, venueId);
    await laptop.store.apply(saveItem(ingredient('SAFFRON', 9)));
    await laptop.sync();
    await tablet.sync();
    let raced = false;
    const racing: typeof fetch = async (input, init) => {
      if (init?.method === 'PUT' && String(input).includes('manifest.json') && !raced) {
        raced = true;
        expect((await mirror(laptop.store, driveOf(user), venueId)).outcome).toBe('written');
      }
      return fetch(input, init);
    };
    const report = await mirror(tablet.store, driveOf(user, { fetch: racing }), venueId);
    expect(report.outcome).toBe('superseded');
    const read = await readMirror(driveOf(user), venueId);
    expect(read.problems).toEqual([]);
    expect(read.records.some((r) => r.record.foodkey === 'SAFFRON')).toBe(true);
  });

  it('a refused token (401) is renewed silently once; no token at all says sign-in', async () => {
    const user = 'token-cook';
    const venueId = await t.addVenue(user, 'Token Bistro');
    const d = await device(user, venueId);
    await d.store.apply(saveItem(ingredient('SAFFRON', 9)));
    await d.sync();
    let calls = 0;
    const renewing = () => {
      calls += 1;
      return calls === 1 ? graphToken(user, { expiresInSeconds: -300 }) : graphToken(user);
    };
    graph.controls.clearRequests();
    expect((await mirror(d.store, driveOf(user, { token: renewing }), venueId)).outcome).toBe(
      'written',
    );
    const [refused, renewed] = graph.controls.requests();
    expect(refused!.status).toBe(401);
    expect(renewed!.path).toBe(refused!.path);
    expect(renewed!.status).not.toBe(401);
    expect(graph.controls.requests().filter((r) => r.status === 401)).toHaveLength(1);

    const statuses: DriveStatus[] = [];
    const runner = createDriveMirrorRunner({
      mirror: () => mirror(d.store, driveOf(user, { token: async () => undefined }), venueId),
      onStatus: (status) => statuses.push(status),
      now: () => 0,
    });
    runner.afterSync();
    await runner.inFlight;
    expect(statuses).toEqual(['sign-in']);
  });

  it.each([429, 503])(
    '%i with Retry-After: status throttled, and no Graph call before the wait ends',
    async (status) => {
      const user = `throttle-cook-${status}`;
      const venueId = await t.addVenue(user, 'Throttle Bistro');
      const d = await device(user, venueId);
      await d.store.apply(saveItem(ingredient('SAFFRON', 9)));
      await d.sync();
      const clock = { now: 1_000_000 };
      const statuses: DriveStatus[] = [];
      const reports: MirrorReport[] = [];
      const runner = createDriveMirrorRunner({
        mirror: () => mirror(d.store, driveOf(user), venueId),
        onStatus: (status) => statuses.push(status),
        onSettled: (result) => 'report' in result && reports.push(result.report),
        now: () => clock.now,
      });
      graph.controls.failNext({ status, retryAfter: 7 });
      runner.afterSync();
      await runner.inFlight;
      expect(statuses).toEqual(['throttled']);
      expect(runner.nextAttemptAt).toBe(1_007_000);
      graph.controls.clearRequests();
      clock.now += 6_999;
      runner.afterSync();
      expect(runner.inFlight).toBeNull();
      expect(graph.controls.requests()).toEqual([]);
      clock.now += 1;
      runner.afterSync();
      await runner.inFlight;
      expect(reports.map((r) => r.outcome)).toEqual(['written']);
    },
  );

  it('503: backs off exponentially, says the drive is down once, server sync unaffected', async () => {
    const user = 'down-cook';
    const venueId = await t.addVenue(user, 'Down Bistro');
    const d = await device(user, venueId);
    await d.store.apply(saveItem(ingredient('SAFFRON', 9)));
    await d.sync();
    const clock = { now: 0 };
    const statuses: DriveStatus[] = [];
    const runner = createDriveMirrorRunner({
      mirror: () => mirror(d.store, driveOf(user), venueId),
      onStatus: (status) => statuses.push(status),
      now: () => clock.now,
      random: () => 0,
    });
    graph.controls.failNext({ status: 503, count: 3 });
    const waits: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await d.store.apply(saveItem(ingredient('SAFFRON', 10 + attempt)));
      const report = await d.sync();
      expect(report.pushed).toBe(1);
      runner.afterSync();
      await runner.inFlight;
      waits.push(runner.nextAttemptAt - clock.now);
      clock.now = runner.nextAttemptAt;
    }
    expect(waits).toEqual([15_000, 30_000, 60_000]);
    expect(statuses).toEqual(['unavailable']);
    runner.afterSync();
    await runner.inFlight;
    expect(runner.nextAttemptAt).toBe(0);
    const read = await readMirror(driveOf(user), venueId);
    expect(read.records.find((r) => r.record.foodkey === 'SAFFRON')?.record.purchaseprice).toBe(12);
  });

  it('restores a mirror into a new venue through push: the server ends with the same records', async () => {
    const user = 'restore-cook';
    const venueId = await t.addVenue(user, 'Old Bistro');
    const d = await device(user, venueId);
    await d.store.apply(
      saveItems(
        [ingredient('SAFFRON', 9), ingredient('CUMIN', 2)],
        [
          {
            kind: 'supplier',
            record: {
              skey: 'ACME',
              name: 'Acme',
              ingredients: [{ foodkey: 'SAFFRON', code: 'S-1' }],
            },
          },
        ],
      ),
    );
    await d.store.apply(saveRecord('menu', { skey: 'LUNCH', name: 'Lunch', items: [] }));
    await d.sync();
    await mirror(d.store, driveOf(user), venueId, 'Old Bistro');
    const contents = await readMirror(driveOf(user), venueId);
    expect(contents.problems).toEqual([]);

    const newVenueId = await t.addVenue(user, 'Restored Bistro');
    const restored = await device(user, newVenueId);
    await restored.sync();
    const written = await restoreMirrorInto(restored.store, contents.records);
    expect(written.items).toBe(2);
    await restored.sync();
    const strip = (records: Map<string, Record<string, unknown>>) =>
      new Map(
        [...records].map(([key, doc]) => {
          const { timestamp: _t, ...rest } = doc;
          return [key, rest];
        }),
      );
    const before = await serverRecords(user, venueId);
    const after = await serverRecords(user, newVenueId);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    expect(strip(after)).toEqual(strip(before));
  });

  it('reports a tampered file instead of restoring it silently', async () => {
    const user = 'tamper-cook';
    const venueId = await t.addVenue(user, 'Tamper Bistro');
    const d = await device(user, venueId);
    await d.store.apply(
      saveItems(
        [ingredient('SAFFRON', 9)],
        [{ kind: 'supplier', record: { skey: 'ACME', name: 'Acme' } }],
      ),
    );
    await d.sync();
    await mirror(d.store, driveOf(user), venueId);
    const cursor = (await d.store.changes.cursor())!;
    const itemPath = `venues/${venueId}/item.${cursor.epoch}-${cursor.rev}.json`;
    graph.controls.changeFile(
      user,
      itemPath,
      graph.controls.readFile(user, itemPath)!.replace('"purchaseprice":9', '"purchaseprice":1'),
    );
    const read = await readMirror(driveOf(user), venueId);
    expect(read.problems).toEqual([{ file: itemPath.split('/').at(-1), reason: 'checksum' }]);
    expect(read.records.map((r) => r.kind)).not.toContain('item');
    expect(read.records.some((r) => r.kind === 'supplier')).toBe(true);
  });

  const until = async (check: () => Promise<boolean> | boolean, ms = 20_000) => {
    const deadline = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 25));
    }
  };

  /** The sync worker with the mirror on, and the page's own session on its database. */
  async function startWorker(user: string, venueId: string, events: SyncProgress[]) {
    const worker = new SyncWorkerApi(undefined, () => `worker-${user}`);
    await worker.start(
      {
        baseUrl,
        userId: user,
        venueId,
        venueName: 'Worker Bistro',
        offsetMs: 0,
        intervalMs: 100,
        drive: { graphUrl: graph.url },
      },
      {
        getToken: () => t.tokens.token(user),
        refreshOffset: async () => 0,
        progress: (event) => events.push(event),
        getDriveToken: () => graphToken(user),
      },
    );
    const page = new VenueSession();
    sessions.push(page);
    const store = await page.open({
      userId: user,
      venueId,
      newClientId: () => 'page',
      now: Date.now,
    });
    return { worker, store };
  }

  const done = (events: SyncProgress[]) => events.filter((e) => e.type === 'done').length;

  it('the sync worker goes on syncing with the server while the drive is down, and says so once', async () => {
    const user = 'worker-down-cook';
    const venueId = await t.addVenue(user, 'Worker Bistro');
    const events: SyncProgress[] = [];
    graph.controls.failNext({ status: 503, count: 10_000 });
    const { worker, store } = await startWorker(user, venueId, events);
    await store.apply(saveItem(ingredient('SAFFRON', 9)));
    await until(async () => (await serverRecords(user, venueId)).has('item/SAFFRON'));
    const seen = done(events);
    await until(() => done(events) >= seen + 3);
    await worker.stop();
    graph.controls.clearFailures();
    expect(events.filter((e) => e.type === 'error')).toEqual([]);
    expect(events.filter((e) => e.type === 'drive')).toEqual([
      { type: 'drive', userId: user, status: 'unavailable' },
    ]);
    expect(graph.controls.files(user)).toEqual([]);
  });

  it('the sync worker never waits for a slow drive: cycles end before it answers, then it mirrors', async () => {
    const user = 'worker-slow-cook';
    const venueId = await t.addVenue(user, 'Worker Bistro');
    const events: SyncProgress[] = [];
    graph.controls.clearRequests();
    graph.controls.setDelay(5_000);
    const { worker, store } = await startWorker(user, venueId, events);
    await store.apply(saveItem(ingredient('SAFFRON', 9)));
    await until(async () => (await serverRecords(user, venueId)).has('item/SAFFRON'));
    await until(() => done(events) >= 3);
    // Three cycles are over and the drive has not answered a single call yet.
    expect(graph.controls.requests()).toEqual([]);
    graph.controls.setDelay(0);
    await until(() => manifestText(user, venueId) !== undefined);
    await worker.stop();
    expect(events.filter((e) => e.type === 'error' || e.type === 'drive')).toEqual([]);
    const read = await readMirror(driveOf(user), venueId);
    expect(read.records.some((r) => r.record.foodkey === 'SAFFRON')).toBe(true);
  });

  it('our API refuses a Graph token (its audience is the drive, not the API)', async () => {
    const user = 'audience-cook';
    const venueId = await t.addVenue(user, 'Audience Bistro');
    const res = await fetch(`${baseUrl}/api/sync/v1/venues/${venueId}/pull`, {
      headers: { authorization: `Bearer ${await graphToken(user)}` },
    });
    expect(res.status).toBe(401);
  });
});

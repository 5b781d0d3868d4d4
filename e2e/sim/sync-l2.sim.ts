import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import {
  httpSyncApi,
  keyOf,
  saveItem,
  type StoredRecord,
  SyncHttpError,
  syncVenue,
  VenueSession,
  type VenueStore,
  withoutSync,
} from '@larder/data';
import { compareVersions, SYNC_KINDS, type SyncRow, type SyncVersion } from '@larder/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../apps/server/src/db/database.js';
import { buildTestApp, type TestApp } from '../../apps/server/src/test-support/test-app.js';
import {
  withCommitFaults,
  type CommitFault,
  type FaultyDatabase,
} from '../support/commit-faults.js';
import { startFaultProxy, type FaultProxy, type Toxics } from '../support/fault-proxy.js';

/**
 * Integration layer of the fault-injection plan (sync-and-security-notes §4, L2): the real
 * HTTP server listening on a port, on a PGlite database in a folder on disk, reached by
 * devices (the data layer's own sync over fetch, each with its own fake-indexeddb) through a
 * TCP fault proxy that adds latency, resets connections mid-request and mid-answer and goes
 * silent (docs/decisions/0006-tcp-fault-proxy.md); beside it, the server's push fails just
 * before or just after its commit. Every change must end on the server once, deduplicated by
 * its mutation id, and the devices must converge with nothing lost.
 */

/** One sync of one device goes through one of these, in turn. */
type LinkFault = { name: string; toxics?: Toxics; commit?: CommitFault };
const FAULTS: LinkFault[] = [
  { name: 'latency', toxics: { latencyMs: 40 } },
  { name: 'reset mid-request', toxics: { resetPeer: { direction: 'upstream', afterBytes: 120 } } },
  { name: 'reset mid-answer', toxics: { resetPeer: { direction: 'downstream', afterBytes: 30 } } },
  { name: 'timeout', toxics: { timeout: { ms: 300 } } },
  { name: '500 before commit', commit: 'before-commit' },
  { name: '500 after commit', commit: 'after-commit' },
  {
    name: 'latency, then reset inside the body',
    toxics: { latencyMs: 15, resetPeer: { direction: 'upstream', afterBytes: 400 } },
  },
  { name: 'healthy' },
];
const ROUNDS = 12;
const DEVICES = 3;

interface Written extends SyncVersion {
  deleted: boolean;
  doc: unknown;
}

interface Device {
  name: string;
  store: VenueStore;
  session: VenueSession;
}

describe('sync through a faulty link to the HTTP server on a file-backed PGlite (L2)', () => {
  let dataDir: string;
  let base: Database;
  let faulty: FaultyDatabase;
  let t: TestApp;
  let proxy: FaultProxy;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'larder-l2-'));
    base = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    await base.migrate();
    faulty = withCommitFaults(base);
    t = await buildTestApp(
      { ...faulty.database, dispose: () => base.close() },
      { env: { SYNC_RATE_LIMIT: '100000' } },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    proxy = await startFaultProxy({ host: '127.0.0.1', port });
  });
  afterAll(async () => {
    await proxy?.close();
    await t?.app.close();
    await base?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** Every row the server holds for the venue, read past the proxy. */
  async function serverRows(user: string, venueId: string): Promise<Map<string, SyncRow>> {
    const rows = new Map<string, SyncRow>();
    let cursor = '';
    for (;;) {
      const res = await t.app.inject({
        url: `/api/sync/v1/venues/${venueId}/pull${cursor ? `?cursor=${cursor}` : ''}`,
        headers: await t.auth(user),
      });
      const page = res.json() as {
        rows: SyncRow[];
        cursor: { epoch: string; rev: number };
        hasMore: boolean;
      };
      for (const row of page.rows) rows.set(`${row.kind}/${row.key}`, row);
      cursor = `${page.cursor.epoch}:${page.cursor.rev}`;
      if (!page.hasMore) return rows;
    }
  }

  async function localRows(store: VenueStore) {
    const rows = new Map<string, Written>();
    for (const k of SYNC_KINDS) {
      for (const record of await store.db.recordTable(k).toArray()) {
        rows.set(`${k}/${keyOf(k, record)}`, {
          ...record.sync!,
          deleted: Boolean(record.deleted),
          doc: record.deleted ? null : withoutSync(record),
        });
      }
    }
    return rows;
  }

  it('stores every change once through latency, resets, timeouts and 500s before and after commit, and the devices converge', async () => {
    const user = 'l2-owner';
    const venueId = await t.addVenue(user, 'Faulty Link Bistro');
    const api = httpSyncApi({ baseUrl: proxy.url, token: () => t.tokens.token(user) });

    /** The greatest version of each key any device wrote: what the server must end with. */
    const model = new Map<string, Written>();
    const written = (kind: string, record: StoredRecord) => {
      const version: Written = {
        ...record.sync!,
        deleted: Boolean(record.deleted),
        doc: record.deleted ? null : withoutSync(record),
      };
      const id = `${kind}/${keyOf(kind as never, record)}`;
      const best = model.get(id);
      if (!best || compareVersions(version, best) > 0) model.set(id, version);
    };

    const devices: Device[] = [];
    for (let i = 0; i < DEVICES; i++) {
      const name = `l2-device-${i}`;
      const session = new VenueSession();
      const store = await session.open({
        userId: user,
        venueId,
        newClientId: () => name,
        now: Date.now,
        indexedDB: { indexedDB: new IDBFactory(), IDBKeyRange },
        onRecordsWritten: (kind, records) => records.forEach((r) => written(kind, r)),
      });
      devices.push({ name, store, session });
    }
    const save = (device: Device, key: string, price: number) =>
      device.store.apply(
        saveItem({
          type: 'single',
          foodkey: key,
          name: key.toLowerCase(),
          purchaseprice: price,
          purchaseqty: 1,
          purchaseunit: 'kg',
        }),
      );

    const failures = new Map<string, number>();
    let turn = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, device] of devices.entries()) {
        // A new ingredient of its own and an edit of the one every device edits.
        await save(device, `D${index}-R${round}`, round + 1);
        await save(device, 'SHARED', 100 * index + round);
        const fault = FAULTS[turn++ % FAULTS.length]!;
        proxy.set(fault.toxics ?? {});
        faulty.failNext(fault.commit ?? null);
        try {
          await syncVenue(device.store, api, { venueId });
        } catch (error) {
          // The link or the server failed: the outbox keeps what was not acknowledged.
          expect(error, fault.name).toBeInstanceOf(SyncHttpError);
          const status = (error as SyncHttpError).status;
          expect([0, 500], `${fault.name}: ${status}`).toContain(status);
          failures.set(fault.name, (failures.get(fault.name) ?? 0) + 1);
        }
        proxy.set({});
        faulty.failNext(null);
      }
    }

    // Every kind of fault broke at least one sync, and each injected one fired.
    for (const fault of FAULTS.filter((f) => f.name !== 'healthy' && f.name !== 'latency')) {
      expect(failures.get(fault.name), fault.name).toBeGreaterThan(0);
    }
    expect(proxy.faulted.resets).toBeGreaterThan(0);
    expect(proxy.faulted.timeouts).toBeGreaterThan(0);
    expect(faulty.fired.before).toBeGreaterThan(0);
    expect(faulty.fired.after).toBeGreaterThan(0);

    // The link heals: two full rounds drain every outbox and bring every change to everyone.
    for (let round = 0; round < 2; round++) {
      for (const device of devices) await syncVenue(device.store, api, { venueId });
    }

    // Once: no push was stored twice (a mutation id acknowledged is never written again), and
    // no version of a key was written by two pushes.
    const byClient = new Map<string, number[]>();
    const versions = new Set<string>();
    for (const push of faulty.committed) {
      byClient.set(push.clientId, [...(byClient.get(push.clientId) ?? []), push.ackMid]);
      for (const row of push.rows) {
        const id = `${row.kind}/${row.key}/${row.gen}/${row.hlc}/${row.node}`;
        expect(versions.has(id), `${id} stored twice`).toBe(false);
        versions.add(id);
      }
    }
    expect([...byClient.keys()].sort()).toEqual(devices.map((d) => d.name).sort());
    for (const [client, mids] of byClient) {
      const rising = mids.every((mid, i) => i === 0 || mid > mids[i - 1]!);
      expect(rising, `${client} acknowledged ${mids.join(', ')}`).toBe(true);
    }

    // Nothing lost: the server holds the greatest version of every key any device wrote, and
    // every device holds exactly the server's rows with an empty outbox.
    const server = await serverRows(user, venueId);
    // (The venue's settings rows were made by the server when the venue was added.)
    expect([...server.keys()].filter((id) => !id.startsWith('settings/')).sort()).toEqual(
      [...model.keys()].sort(),
    );
    const ownKeys = [...server.keys()].filter((id) => /^item\/D\d-R\d+$/.test(id));
    expect(ownKeys).toHaveLength(ROUNDS * DEVICES);
    for (const [id, best] of model) {
      const row = server.get(id)!;
      expect({ gen: row.gen, hlc: row.hlc, node: row.node }, id).toEqual({
        gen: best.gen,
        hlc: best.hlc,
        node: best.node,
      });
      expect(row.doc, id).toEqual(best.doc);
    }
    for (const device of devices) {
      expect(await device.store.db.outbox.count(), `${device.name} outbox`).toBe(0);
      expect(await device.store.changes.refused(), `${device.name} refused`).toEqual([]);
      const local = await localRows(device.store);
      expect([...local.keys()].sort(), device.name).toEqual([...server.keys()].sort());
      for (const [id, row] of server) {
        const mine = local.get(id)!;
        expect({ gen: mine.gen, hlc: mine.hlc, node: mine.node, doc: mine.doc }, id).toEqual({
          gen: row.gen,
          hlc: row.hlc,
          node: row.node,
          doc: row.doc,
        });
      }
      await device.session.close();
    }
  });
});

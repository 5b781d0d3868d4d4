import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import {
  httpSyncApi,
  saveItems,
  SyncHttpError,
  syncVenue,
  VenueSession,
  type VenueStore,
} from '@larder/data';
import type { PullResponse, SyncRow } from '@larder/domain';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  freePort,
  startServerProcess,
  waitForHealth,
  type ServerProcess,
} from '../../apps/server/src/test-support/server-process.js';
import { signUpForToken } from '../support/api-session.js';

/**
 * The staging drills of the fault-injection plan (sync-and-security-notes §4, L4), on the real
 * server process (`src/main.ts`) with its embedded PGlite in a folder on disk, and a device
 * (the data layer's own sync over fetch, fake-indexeddb): `kill -9` during a push, an older
 * backup restored with `npm run backup` / `npm run restore`'s modules, and a full disk.
 */
const serverDir = fileURLToPath(new URL('../../apps/server', import.meta.url));
const root = process.getuid?.() === 0;

/** Why the full-disk drill cannot run on this machine, or null when it can. */
function fullDiskSkipReason(): string | null {
  if (!root) return 'mount -t tmpfs needs root: the full-disk drill is skipped';
  const probe = path.join(os.tmpdir(), `larder-mount-probe-${process.pid}`);
  spawnSync('mkdir', ['-p', probe]);
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe]);
  if (mounted.status === 0) spawnSync('umount', [probe]);
  spawnSync('rmdir', [probe]);
  return mounted.status === 0 ? null : 'this machine refuses mount -t tmpfs: the drill is skipped';
}
const fullDiskSkip = fullDiskSkipReason();
if (fullDiskSkip) console.info(fullDiskSkip);

/** The real server process on `dataDir`, at one address across restarts (tokens stay valid). */
class Staging {
  server: ServerProcess | null = null;
  private constructor(
    readonly dataDir: string,
    readonly port: number,
  ) {}

  static async start(dataDir: string): Promise<Staging> {
    const staging = new Staging(dataDir, await freePort());
    await staging.up();
    return staging;
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async up() {
    this.server = startServerProcess({
      PORT: String(this.port),
      DATA_DIR: this.dataDir,
      PUBLIC_URL: this.url,
      SYNC_RATE_LIMIT: '100000',
    });
    await waitForHealth(this.server, this.url);
  }

  /** Ends the process with `signal` and waits until it is gone. */
  async down(signal: NodeJS.Signals = 'SIGTERM') {
    const server = this.server;
    if (!server) return;
    this.server = null;
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill(signal);
    }
    await server.exited;
  }
}

/** Runs a server CLI (`npm run backup` / `restore`: `src/cli/<name>.ts`) on `dataDir`. */
function runCli(name: 'backup' | 'restore', dataDir: string, args: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(serverDir, `src/cli/${name}.ts`), ...args],
    {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: serverDir },
      encoding: 'utf8',
    },
  );
  expect(result.status, `${name}: ${result.stderr}`).toBe(0);
  return result.stdout;
}

const scratch: string[] = [];
const running: Staging[] = [];
const mounts: string[] = [];
afterEach(async () => {
  for (const staging of running.splice(0)) await staging.down('SIGKILL');
  for (const dir of mounts.splice(0)) spawnSync('umount', [dir]);
});
afterAll(async () => {
  for (const dir of scratch) await rm(dir, { recursive: true, force: true });
});

async function scratchDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'larder-drill-'));
  scratch.push(dir);
  return dir;
}

/** Signs an owner up on the running server and adds a venue: its id and the API calls. */
async function ownerWithVenue(staging: Staging, name: string) {
  const token = await signUpForToken(
    staging.url,
    `${name.toLowerCase().replace(/\W/g, '')}@example.com`,
  );
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const res = await fetch(`${staging.url}/api/venues`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ flag: 'add', venue: { venue_name: name } }),
  });
  expect(res.status).toBe(200);
  const venueId = ((await res.json()) as { venue: { id: string } }).venue.id;

  /** Every item row the server holds for the venue, by key; the venue's epoch and revision. */
  const serverItems = async () => {
    const rows = new Map<string, SyncRow>();
    let cursor = '';
    for (;;) {
      const page = await fetch(
        `${staging.url}/api/sync/v1/venues/${venueId}/pull${cursor ? `?cursor=${cursor}` : ''}`,
        { headers },
      );
      expect(page.status).toBe(200);
      const body = (await page.json()) as PullResponse;
      for (const row of body.rows) if (row.kind === 'item') rows.set(row.key, row);
      cursor = `${body.cursor.epoch}:${body.cursor.rev}`;
      if (!body.hasMore) return { rows, epoch: body.cursor.epoch, rev: body.cursor.rev };
    }
  };
  return { token, headers, venueId, serverItems };
}

interface Device {
  store: VenueStore;
  session: VenueSession;
  /** Pushes made so far; `onPush`, when set, makes each (`send`), knowing the keys it carries. */
  pushes: number;
  onPush:
    ((count: number, keys: string[], send: () => Promise<Response>) => Promise<Response>) | null;
  sync(): Promise<void>;
  /** Saves new ingredients `prefix-0` … `prefix-(count-1)` in one change. */
  save(prefix: string, count: number, price?: number): Promise<string[]>;
  /** The keys still queued in the outbox (not acknowledged by the server). */
  queued(): Promise<string[]>;
  /** Every item this device holds, by key, with its version. */
  items(): Promise<Map<string, { hlc: string; gen: number }>>;
}

async function openDevice(staging: Staging, venueId: string, token: string, name: string) {
  const session = new VenueSession();
  const store = await session.open({
    userId: 'drill-owner',
    venueId,
    newClientId: () => name,
    now: Date.now,
    indexedDB: { indexedDB: new IDBFactory(), IDBKeyRange },
  });
  const device: Device = {
    store,
    session,
    pushes: 0,
    onPush: null,
    async sync() {
      await syncVenue(store, api, { venueId });
    },
    async save(prefix, count, price = 1) {
      const keys = Array.from({ length: count }, (_, i) => `${prefix}-${i}`);
      // Packaging items: the trial limit (100 ingredients, 25 recipes) does not count them.
      await store.apply(
        saveItems(
          keys.map((key) => ({
            type: 'packaging',
            foodkey: key,
            name: `${key} ${'takeaway box '.repeat(10)}`.trim(),
            purchaseprice: price,
          })),
        ),
      );
      return keys;
    },
    async queued() {
      return (await store.db.outbox.toArray()).map((entry) => entry.key);
    },
    async items() {
      const out = new Map<string, { hlc: string; gen: number }>();
      for (const record of await store.db.master.toArray()) {
        out.set(String(record.foodkey), { hlc: record.sync!.hlc, gen: record.sync!.gen });
      }
      return out;
    },
  };
  const api = httpSyncApi({
    baseUrl: staging.url,
    token: async () => token,
    fetch: (input, init) => {
      const send = () => fetch(input, init);
      if (!String(input).endsWith('/push')) return send();
      const body = JSON.parse(String(init?.body)) as { mutations: { key: string }[] };
      const keys = body.mutations.map((m) => m.key);
      device.pushes += 1;
      return device.onPush ? device.onPush(device.pushes, keys, send) : send();
    },
  });
  return device;
}

/** The device holds exactly the server's items, each at the server's version. */
async function expectSame(device: Device, server: Map<string, SyncRow>) {
  expect(await device.queued()).toEqual([]);
  const mine = await device.items();
  expect([...mine.keys()].sort()).toEqual([...server.keys()].sort());
  for (const [key, row] of server) {
    expect(mine.get(key), key).toEqual({ hlc: row.hlc, gen: row.gen });
  }
}

describe('staging drills on the real server process with PGlite on disk (L4)', () => {
  it('kill -9 during a push: every acknowledged change is stored, the unacknowledged ones are pushed again after the restart', async () => {
    const dir = await scratchDir();
    const staging = await Staging.start(path.join(dir, 'data'));
    running.push(staging);
    const owner = await ownerWithVenue(staging, 'Kill Nine Bistro');
    const device = await openDevice(staging, owner.venueId, owner.token, 'drill-kill-device');

    const BATCH = 40;
    const saved: string[] = [];
    let batches = 0;

    /**
     * Saves and pushes batch after batch until push `at` is cut by kill -9: 'mid-request' kills
     * the process 2 ms after the push is sent; 'after-commit' once the server has answered it
     * (committed). Either way no answer reaches the device. Answers the cut push's keys.
     */
    const streamUntilKilled = async (at: number, when: 'mid-request' | 'after-commit') => {
      let cut: string[] = [];
      device.onPush = async (count, keys, send) => {
        if (count !== at) return send();
        cut = keys;
        let answered: Response | null;
        if (when === 'mid-request') {
          // The process dies wherever the request has got to. A server quick enough to answer
          // within those 2 ms has its answer lost with the process: the device never reads it.
          setTimeout(() => staging.server?.child.kill('SIGKILL'), 2);
          answered = await send().catch(() => null);
        } else {
          answered = await send();
          staging.server?.child.kill('SIGKILL');
        }
        await staging.server?.exited;
        void answered?.body?.cancel();
        throw new TypeError('fetch failed: the connection closed with the process');
      };
      let failure: unknown = null;
      while (failure === null) {
        saved.push(...(await device.save(`K${batches++}`, BATCH)));
        await device.sync().catch((error: unknown) => (failure = error));
      }
      device.onPush = null;
      expect(failure).toBeInstanceOf(SyncHttpError);
      expect((failure as SyncHttpError).status).toBe(0);
      expect(device.pushes).toBe(at);
      await staging.server!.exited;
      expect(staging.server!.child.signalCode).toBe('SIGKILL');

      // The cut push's changes stay queued on the device; everything else was acknowledged.
      expect(cut.length).toBeGreaterThan(0);
      expect((await device.queued()).sort()).toEqual([...cut].sort());
      staging.server = null;
      await staging.up();
      return cut;
    };

    // A kill mid-request. Restarted on the same folder, every acknowledged change is there,
    // and the cut push is there whole or not at all (one transaction).
    let cut = await streamUntilKilled(3, 'mid-request');
    let stored = await owner.serverItems();
    for (const key of saved.filter((k) => !cut.includes(k))) {
      expect(stored.rows.has(key), key).toBe(true);
    }
    const cutStored = cut.filter((key) => stored.rows.has(key));
    expect([0, cut.length]).toContain(cutStored.length);
    await device.sync();
    stored = await owner.serverItems();
    expect([...stored.rows.keys()].sort()).toEqual([...saved].sort());
    await expectSame(device, stored.rows);

    // A kill after the commit, the answer lost: the push is stored whole, and the device's
    // second push of it is acknowledged without writing anything again (same revision).
    cut = await streamUntilKilled(device.pushes + 2, 'after-commit');
    stored = await owner.serverItems();
    for (const key of saved) expect(stored.rows.has(key), key).toBe(true);
    await device.sync();
    const final = await owner.serverItems();
    expect(final.rev).toBe(stored.rev);
    expect([...final.rows.keys()].sort()).toEqual([...saved].sort());
    await expectSame(device, final.rows);
    await device.session.close();
  });

  it('restoring an older backup: devices reset on the new epoch and push again, nothing lost', async () => {
    const dir = await scratchDir();
    const dataDir = path.join(dir, 'data');
    const staging = await Staging.start(dataDir);
    running.push(staging);
    const owner = await ownerWithVenue(staging, 'Restore Bistro');
    const a = await openDevice(staging, owner.venueId, owner.token, 'drill-restore-a');
    const b = await openDevice(staging, owner.venueId, owner.token, 'drill-restore-b');
    const first = await a.save('OLD', 10);
    await a.sync();
    await b.sync();

    // The backup is taken (server stopped, as `npm run backup` asks), then work goes on.
    await staging.down();
    const backup = path.join(dir, 'larder-backup.tar.gz');
    expect(runCli('backup', dataDir, [backup])).toContain('Saved the database');
    await staging.up();
    const before = await owner.serverItems();
    const laterA = await a.save('NEW-A', 10, 2);
    await a.sync();
    const laterB = await b.save('NEW-B', 10, 3);
    await b.sync();
    await a.sync();
    expect((await owner.serverItems()).rows.size).toBe(30);

    // The older backup is restored: the server lost what came after it, under a new epoch.
    await staging.down();
    expect(runCli('restore', dataDir, [backup, '--force'])).toContain('Restored');
    await staging.up();
    const restored = await owner.serverItems();
    expect([...restored.rows.keys()].sort()).toEqual([...first].sort());
    expect(restored.epoch).not.toBe(before.epoch);

    // Each device sees the new epoch, resets its cursor and pushes everything it holds again.
    await a.sync();
    await b.sync();
    await a.sync();
    const final = await owner.serverItems();
    expect([...final.rows.keys()].sort()).toEqual([...first, ...laterA, ...laterB].sort());
    await expectSame(a, final.rows);
    await expectSame(b, final.rows);
    await a.session.close();
    await b.session.close();
  });

  it.skipIf(fullDiskSkip !== null)(
    'a full disk: the server answers 503 with a clear error and keeps running, the device keeps its outbox, and its changes land once space is freed',
    async () => {
      const dir = await scratchDir();
      const dataDir = path.join(dir, 'data');
      await mkdir(dataDir);
      const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=96m', 'tmpfs', dataDir]);
      expect(mounted.status, String(mounted.stderr)).toBe(0);
      mounts.push(dataDir);
      const staging = await Staging.start(dataDir);
      running.push(staging);
      const pid = staging.server!.child.pid;
      const owner = await ownerWithVenue(staging, 'Full Disk Bistro');
      const device = await openDevice(staging, owner.venueId, owner.token, 'drill-disk-device');
      const first = await device.save('BEFORE', 20);
      await device.sync();

      // The disk is filled to the last byte.
      const fill = path.join(dataDir, 'fill');
      spawnSync('sh', ['-c', `dd if=/dev/zero of="${fill}" bs=64k 2>/dev/null; true`]);
      const df = spawnSync('df', ['--output=avail', '-k', dataDir], { encoding: 'utf8' });
      expect(Number(df.stdout.trim().split('\n').at(-1))).toBe(0);

      // Writes fail with a clear 503, again and again, and nothing is lost on the device.
      const during = await device.save('DURING', 300);
      for (let attempt = 0; attempt < 3; attempt++) {
        const error = await device.sync().then(
          () => null,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(SyncHttpError);
        expect((error as SyncHttpError).status).toBe(503);
        expect((error as SyncHttpError).message).toBe(
          "The server's disk is full: nothing was stored. Try again later.",
        );
        expect((await device.queued()).sort()).toEqual([...during].sort());
      }
      // Bad input is still a 400, not a 5xx; the process is the same one, still serving.
      const bad = await fetch(`${staging.url}/api/sync/v1/venues/${owner.venueId}/push`, {
        method: 'POST',
        headers: owner.headers,
        body: JSON.stringify({ protocol: 1, mutations: 'not a list' }),
      });
      expect(bad.status).toBe(400);
      expect((await fetch(`${staging.url}/api/health`)).status).toBe(200);
      expect(staging.server!.child.exitCode).toBeNull();
      expect(staging.server!.child.pid).toBe(pid);

      // Space is freed: the next sync stores the queued changes.
      await rm(fill);
      await device.sync();
      const final = await owner.serverItems();
      expect([...final.rows.keys()].sort()).toEqual([...first, ...during].sort());
      await expectSame(device, final.rows);
      expect(staging.server!.child.pid).toBe(pid);
      await device.session.close();
    },
  );
});

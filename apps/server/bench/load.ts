/**
 * Load: LOAD_DEVICES simulated devices (200) for LOAD_SECONDS (600) against LOAD_PROCESSES
 * server processes (2) on one PostgreSQL, as behind a load balancer (each call goes to the
 * next process). Every device signs in with a password over HTTP at the start, pushes its
 * share of LOAD_CHANGES_PER_SECOND (1,000 changes a second over all devices) once a second
 * and pulls until nothing is left, refreshes its token every LOAD_REFRESH_SECONDS (60), each
 * device on its own second of that period, and signs in again with its password every fifth
 * time (a fifth of the devices at each round). Two devices share each user and venue,
 * so pulls carry the other device's changes. Devices sit behind a proxy (TRUST_PROXY is the
 * loopback; each device has its own X-Forwarded-For), so per-address limits count per device.
 *
 * The first LOAD_WARMUP_SECONDS (30) are a ramp: the devices join one after another over them,
 * as traffic reaches a freshly started server, and they are timed apart: the percentiles and
 * the changes per second are of the rest of the run, all devices on, and the output gives the
 * warm-up's p99 and the whole run's too.
 * Prints JSON: calls and changes per second, latency percentiles per kind of call, errors by
 * status, then checks that every acknowledged change is what the database holds. It reports;
 * it never fails on a missed target (0 errors, p99 under 50 ms at 1,000 changes/s).
 * LOAD_PROFILE_DIR=<folder> makes each server process write a CPU profile there.
 * Needs PostgreSQL at TEST_DATABASE_URL. Run: `npm run load -w apps/server`.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { formatHlc } from '@larder/domain';
import { and, eq } from 'drizzle-orm';
import { items } from '../src/db/schema.js';
import { testDatabaseKinds } from '../src/test-support/databases.js';
import {
  freePort,
  startServerProcess,
  waitForHealth,
  type ServerProcess,
} from '../src/test-support/server-process.js';
import { refreshOverHttp, signInOverHttp } from '../src/test-support/sign-in-over-http.js';
import { postgresCpuMs, processCpuMs } from './cpu-time.js';
import { httpConnection, type HttpConnection } from './http-client.js';
import { round, summarise } from './latency-summary.js';

const DEVICES = Number(process.env.LOAD_DEVICES ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 600);
const PROCESSES = Number(process.env.LOAD_PROCESSES ?? 2);
const CHANGES_PER_SECOND = Number(process.env.LOAD_CHANGES_PER_SECOND ?? 1000);
const REFRESH_SECONDS = Number(process.env.LOAD_REFRESH_SECONDS ?? 60);
/** When set, each server process writes a CPU profile (.cpuprofile) into this folder. */
const PROFILE_DIR = process.env.LOAD_PROFILE_DIR;
/** The first seconds of the run (fresh processes: JIT, pools) are run but not timed. */
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 30);
const KEYS_PER_DEVICE = 50;
const TARGETS = { changesPerSecond: CHANGES_PER_SECOND, p99Ms: 50, errors: 0 };

const kind = testDatabaseKinds.find((k) => k.name === 'postgres');
if (!kind) {
  console.log(
    JSON.stringify({
      benchmark: 'load',
      skipped: 'set TEST_DATABASE_URL: load runs on PostgreSQL',
    }),
  );
  process.exit(0);
}

const database = await kind.open();
const ports = await Promise.all(Array.from({ length: PROCESSES }, () => freePort()));
const bases = ports.map((port) => `http://127.0.0.1:${port}`);
const publicUrl = bases[0]!;
const servers: ServerProcess[] = [];
for (const [index, port] of ports.entries()) {
  const server = startServerProcess(
    {
      PORT: String(port),
      DATABASE_URL: database.url!,
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: 'loopback',
      // Each device's own budget is far above what it sends; the per-user limit is not measured.
      SYNC_RATE_LIMIT: '100000',
    },
    PROFILE_DIR ? ['sh', '-c', `exec "$0" --cpu-prof --cpu-prof-dir="${PROFILE_DIR}" "$@"`] : [],
  );
  servers.push(server);
  await waitForHealth(server, bases[index]!);
}

let nextProcess = 0;
/** The process the next call goes to (round robin, as a load balancer). */
const nextBase = () => {
  nextProcess = (nextProcess + 1) % PROCESSES;
  return nextProcess;
};

type CallKind = 'push' | 'pull' | 'refresh' | 'signIn';
const latencies: Record<CallKind, number[]> = { push: [], pull: [], refresh: [], signIn: [] };
/** Each call's start (ms since the run began) and latency, for the p99 over the run. */
const timeline: [number, number][] = [];
let runStarted = 0;
const warmUp: number[] = [];
const record = (kind: CallKind, started: number): void => {
  const ms = performance.now() - started;
  timeline.push([started - runStarted, ms]);
  if (afterWarmUp(started)) latencies[kind].push(ms);
  else warmUp.push(ms);
};
const errors = new Map<string, number>();
const countError = (what: string): void => {
  errors.set(what, (errors.get(what) ?? 0) + 1);
};

interface Device {
  index: number;
  email: string;
  forwardedFor: string;
  venueId: string;
  clientId: string;
  refreshToken: string;
  connections: HttpConnection[];
  mid: number;
  cursor: string;
  /** What the server acknowledged last for each of this device's keys (the price). */
  acknowledged: Map<string, number>;
}

const password = 'load test password';
const openConnections = (device: Pick<Device, 'forwardedFor'>, accessToken: string) =>
  ports.map((port) =>
    httpConnection('127.0.0.1', port, {
      authorization: `Bearer ${accessToken}`,
      'content-type': 'application/json',
      'x-forwarded-for': device.forwardedFor,
    }),
  );

// Sign-up and one venue per user; two devices per user.
const devices: Device[] = [];
const users = Math.ceil(DEVICES / 2);
const setupStarted = performance.now();
for (let u = 0; u < users; u++) {
  const email = `cook${u}@load.test`;
  const forwardedFor = `10.1.${Math.floor(u / 250)}.${u % 250}`;
  const first = await signInOverHttp(
    publicUrl,
    { name: `Cook ${u}`, email, password },
    { signUp: true, via: bases[u % PROCESSES]!, headers: { 'x-forwarded-for': forwardedFor } },
  );
  const connections = openConnections({ forwardedFor }, first.access_token);
  const added = await connections[0]!.send(
    'POST',
    '/api/venues',
    JSON.stringify({ flag: 'add', venue: { venue_name: `Kitchen ${u}` } }),
  );
  const venueId = (JSON.parse(added.body) as { venue: { id: string } }).venue.id;
  for (let d = 0; d < 2 && devices.length < DEVICES; d++) {
    const deviceFor = `10.2.${Math.floor(devices.length / 250)}.${devices.length % 250}`;
    const tokens =
      d === 0
        ? first
        : await signInOverHttp(
            publicUrl,
            { name: `Cook ${u}`, email, password },
            { via: bases[(u + 1) % PROCESSES]!, headers: { 'x-forwarded-for': deviceFor } },
          );
    devices.push({
      index: devices.length,
      email,
      forwardedFor: deviceFor,
      venueId,
      clientId: `load-device-${devices.length}`,
      refreshToken: tokens.refresh_token!,
      connections:
        d === 0 ? connections : openConnections({ forwardedFor: deviceFor }, tokens.access_token),
      mid: 0,
      cursor: '',
      acknowledged: new Map(),
    });
  }
}
const setupSeconds = (performance.now() - setupStarted) / 1000;

const changesPerPush = Math.max(1, Math.round(CHANGES_PER_SECOND / DEVICES));
let changesAcknowledged = 0;
/** The changes acknowledged for pushes sent after the warm-up. */
let changesTimed = 0;
const afterWarmUp = (started: number) => started - runStarted >= WARMUP_SECONDS * 1000;

async function push(device: Device): Promise<void> {
  const mutations = [];
  for (let i = 0; i < changesPerPush; i++) {
    device.mid += 1;
    const key = `D${device.index} ITEM ${device.mid % KEYS_PER_DEVICE}`;
    mutations.push({
      mid: device.mid,
      kind: 'item',
      key,
      gen: 0,
      hlc: formatHlc({ ms: Date.now(), counter: device.mid % 0xffff, node: device.clientId }),
      doc: {
        type: 'single',
        foodkey: key,
        name: key,
        purchaseprice: device.mid,
        purchaseqty: 1,
        purchaseunit: 'kg',
      },
    });
  }
  const started = performance.now();
  const answer = await device.connections[nextBase()]!.send(
    'POST',
    `/api/sync/v1/venues/${device.venueId}/push`,
    JSON.stringify({ protocol: 1, schemaVersion: 1, clientId: device.clientId, mutations }),
  );
  record('push', started);
  if (answer.status !== 200) return countError(`push ${answer.status}`);
  const { results } = JSON.parse(answer.body) as { results: { mid: number; status: string }[] };
  for (const result of results) {
    const sent = mutations.find((m) => m.mid === result.mid)!;
    if (result.status === 'applied') {
      device.acknowledged.set(sent.key, sent.doc.purchaseprice);
      changesAcknowledged += 1;
      if (afterWarmUp(started)) changesTimed += 1;
    } else countError(`push ${result.status}`);
  }
}

async function pull(device: Device): Promise<void> {
  for (;;) {
    const started = performance.now();
    const answer = await device.connections[nextBase()]!.send(
      'GET',
      `/api/sync/v1/venues/${device.venueId}/pull${device.cursor ? `?cursor=${device.cursor}` : ''}`,
    );
    record('pull', started);
    if (answer.status !== 200) return countError(`pull ${answer.status}`);
    const page = JSON.parse(answer.body) as {
      cursor: { epoch: string; rev: number };
      hasMore: boolean;
    };
    device.cursor = `${page.cursor.epoch}:${page.cursor.rev}`;
    if (!page.hasMore) return;
  }
}

async function renewToken(device: Device, round: number): Promise<void> {
  const via = bases[nextBase()]!;
  const headers = { 'x-forwarded-for': device.forwardedFor };
  const started = performance.now();
  let accessToken: string;
  // A fifth of the renewals are password sign-ins, a fifth of the devices at each round (as
  // devices whose sessions began at different times), never all of them in one minute.
  if ((round + device.index) % 5 === 4) {
    const tokens = await signInOverHttp(
      publicUrl,
      { name: device.email, email: device.email, password },
      { via, headers },
    ).catch((error: Error) => {
      countError(`signIn ${error.message}`);
      return null;
    });
    record('signIn', started);
    if (!tokens) return;
    device.refreshToken = tokens.refresh_token!;
    accessToken = tokens.access_token;
  } else {
    const answer = await refreshOverHttp(via, device.refreshToken, headers);
    record('refresh', started);
    if (answer.status !== 200) return countError(`refresh ${answer.status}`);
    const tokens = (await answer.json()) as { access_token: string; refresh_token?: string };
    device.refreshToken = tokens.refresh_token ?? device.refreshToken;
    accessToken = tokens.access_token;
  }
  for (const c of device.connections) c.close();
  device.connections = openConnections(device, accessToken);
}

const cpuBefore = cpuNow();
// The devices' own event loop: a delay of it is in every latency measured meanwhile.
const devicesLoop = monitorEventLoopDelay({ resolution: 10 });
devicesLoop.enable();
const started = performance.now();
runStarted = started;
const deadline = started + SECONDS * 1000;
await Promise.all(
  devices.map(async (device) => {
    // Each device on its own one-second schedule, spread over the second; device i joins in
    // second i/DEVICES of the warm-up.
    let due =
      started +
      Math.floor((WARMUP_SECONDS * device.index) / DEVICES) * 1000 +
      (1000 * device.index) / DEVICES;
    // Renewals are spread too: device i renews on its own second of each minute, as devices
    // that signed in at different times do, not all 200 in one second.
    const refreshEvery = Math.max(1, Math.round(REFRESH_SECONDS));
    let tick = device.index % refreshEvery;
    let renewals = 0;
    while (due < deadline) {
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      try {
        await push(device);
        await pull(device);
        tick += 1;
        if (tick % refreshEvery === 0) await renewToken(device, renewals++);
      } catch (error) {
        countError(`connection ${(error as Error).message.slice(0, 60)}`);
      }
      due += 1000;
    }
  }),
);
const elapsed = (performance.now() - started) / 1000;
const cpuAfter = cpuNow();

// Every acknowledged change is stored: each device's keys hold the last price it was told
// was applied.
let checked = 0;
const missing: string[] = [];
for (const device of devices) {
  for (const [key, price] of device.acknowledged) {
    checked += 1;
    const [row] = await database.db
      .select({ doc: items.doc })
      .from(items)
      .where(and(eq(items.venueId, device.venueId), eq(items.kind, 'item'), eq(items.key, key)));
    if ((row?.doc as { purchaseprice?: number } | undefined)?.purchaseprice !== price) {
      missing.push(`${device.clientId} ${key}`);
    }
  }
}

const calls = timeline.length;
const timedSeconds = Math.max(1, elapsed - WARMUP_SECONDS);
const errorCount = [...errors.values()].reduce((n, e) => n + e, 0);
const summary = Object.fromEntries(
  Object.entries(latencies).map(([name, list]) => [name, summarise(list, timedSeconds)]),
) as Record<CallKind, ReturnType<typeof summarise>>;
const allCalls = summarise(Object.values(latencies).flat(), timedSeconds);
const warmUpCalls = summarise(warmUp, Math.min(WARMUP_SECONDS, elapsed));
console.log(
  JSON.stringify(
    {
      benchmark: 'load',
      database: 'postgres',
      processes: PROCESSES,
      devices: devices.length,
      users,
      seconds: round(elapsed, 1),
      setupSeconds: round(setupSeconds, 1),
      targets: TARGETS,
      changesPerSecond: round(changesTimed / timedSeconds, 1),
      callsPerSecond: round(calls / elapsed, 1),
      p99Ms: allCalls.p99Ms,
      warmUp: { seconds: WARMUP_SECONDS, calls: warmUpCalls.syncs, p99Ms: warmUpCalls.p99Ms },
      p99MsIncludingWarmUp: summarise(
        timeline.map(([, ms]) => ms),
        elapsed,
      ).p99Ms,
      p99MsByTenth: p99ByTenth(),
      latencyMs: Object.fromEntries(
        Object.entries(summary).map(([name, s]) => [
          name,
          { calls: s.syncs, p50: s.p50Ms, p95: s.p95Ms, p99: s.p99Ms },
        ]),
      ),
      errors: errorCount,
      errorsByKind: Object.fromEntries(errors),
      acknowledgedChanges: changesAcknowledged,
      storedCheck: { keysChecked: checked, missing: missing.length, firstMissing: missing[0] },
      cpuSecondsPerProcess: {
        servers: cpuAfter.servers.map((after, i) => {
          const before = cpuBefore.servers[i];
          return after === null || before === null || before === undefined
            ? null
            : round((after - before) / 1000, 1);
        }),
        postgres:
          cpuAfter.postgres === null || cpuBefore.postgres === null
            ? null
            : round((cpuAfter.postgres - cpuBefore.postgres) / 1000, 1),
        devices: round((cpuAfter.devices - cpuBefore.devices) / 1000, 1),
      },
      devicesEventLoopDelayMs: {
        p99: round(devicesLoop.percentile(99) / 1e6, 1),
        max: round(devicesLoop.max / 1e6, 1),
      },
      meetsTargets:
        errorCount === 0 &&
        missing.length === 0 &&
        allCalls.p99Ms < TARGETS.p99Ms &&
        changesTimed / timedSeconds >= CHANGES_PER_SECOND * 0.98,
      note: 'The devices, the server processes and PostgreSQL share this machine.',
    },
    null,
    2,
  ),
);

for (const device of devices) for (const c of device.connections) c.close();
for (const server of servers) {
  server.child.kill('SIGTERM');
  await server.exited;
}
await database.dispose();

/** The p99 of the calls started in each tenth of the run: warm-up, bursts and drift show. */
function p99ByTenth(): number[] {
  const tenth = (SECONDS * 1000) / 10;
  const parts: number[][] = Array.from({ length: 10 }, () => []);
  for (const [at, ms] of timeline) parts[Math.min(9, Math.floor(at / tenth))]!.push(ms);
  return parts.map((part) => summarise(part, SECONDS / 10).p99Ms);
}

function cpuNow() {
  return {
    servers: servers.map((s) => (s.child.pid === undefined ? null : processCpuMs(s.child.pid))),
    postgres: postgresCpuMs(),
    /** This script: the simulated devices' own work (user and system, ms). */
    devices: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
  };
}

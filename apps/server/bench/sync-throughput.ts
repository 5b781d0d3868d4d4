/**
 * Sync throughput: 50 concurrent clients, each on its own venue and connection, run
 * changes-only syncs against the real server over HTTP: first with nothing to push (one pull
 * that finds no change), then pushing one changed item and pulling until there is no more.
 * Each kind is measured twice: its capacity (every client syncs again as soon as its last
 * sync ends) and its latency at the target rate (1,000 syncs per second over all clients, on
 * a fixed schedule). Prints JSON: syncs per second and latency percentiles of one whole
 * sync, the targets beside them, and the CPU the server, PostgreSQL and the bench itself
 * spent per sync. It reports; it never fails on a missed target. Needs PostgreSQL at
 * TEST_DATABASE_URL (as CI sets it).
 *
 * BENCH_CLIENTS (50), BENCH_SECONDS (5 per measured run, four runs after a 3 s warm-up) and
 * BENCH_SERVER_NODE_ARGS (extra node flags for the server, e.g. `--cpu-prof`) tune it.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { formatHlc } from '@larder/domain';
import { eq } from 'drizzle-orm';
import { importJWK, SignJWT, type JWK } from 'jose';
import { serverSecrets } from '../src/db/schema.js';
import { testDatabaseKinds } from '../src/test-support/databases.js';
import { postgresCpuMs, processCpuMs } from './cpu-time.js';
import { httpConnection, type HttpConnection } from './http-client.js';
import { round, summarise } from './latency-summary.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_UP_SECONDS = Math.min(3, SECONDS);
const TARGETS = { syncsPerSecond: 1000, p99Ms: 50 };

// The server runs as `npm start` runs it, in its own process, on PostgreSQL (a fresh
// database at TEST_DATABASE_URL).
const kind = testDatabaseKinds.at(-1)!;
if (kind.name === 'pglite') {
  console.log(
    JSON.stringify({
      benchmark: 'sync-throughput',
      skipped: 'set TEST_DATABASE_URL: the throughput bench runs on PostgreSQL',
    }),
  );
  process.exit(0);
}
const database = await kind.open();
const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const address = probe.address();
    probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
  });
});
const base = `http://localhost:${port}`;
const serverArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
const server = spawn(
  process.execPath,
  [...serverArgs, '--import', 'tsx', fileURLToPath(new URL('../src/main.ts', import.meta.url))],
  {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Warnings only: at the default `info`, two access-log lines per call add about a fifth
      // to a pull's server CPU on this kind of machine.
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url,
      // The bench measures capacity, not the per-user limit of real devices.
      SYNC_RATE_LIMIT: '100000000',
    },
    // The server's log goes to stderr, so stdout carries the bench's JSON only.
    stdio: ['ignore', 2, 'inherit'],
  },
);
for (let i = 0; ; i++) {
  const probe = httpConnection('127.0.0.1', port);
  try {
    if ((await probe.send('GET', '/api/health')).status === 200) break;
  } catch {
    // not up yet
  } finally {
    probe.close();
  }
  if (i > 300) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 100));
}

// Access tokens signed beforehand with the embedded provider's own key, as it would issue them.
const [secret] = await database.db
  .select()
  .from(serverSecrets)
  .where(eq(serverSecrets.name, 'oidc-signing-key'));
const jwk = secret!.value as JWK;
const key = await importJWK(jwk, 'RS256');
const token = (sub: string) =>
  new SignJWT({ scope: 'openid api' })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid! })
    .setIssuer(`${base}/oidc`)
    .setAudience('urn:larder:api')
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(key);

/** A simulated device: its own connection (with its user's token) and its own venue. */
interface Client {
  http: HttpConnection;
  venueId: string;
  clientId: string;
  mid: number;
  cursor: string;
}

const clients: Client[] = [];
for (let i = 0; i < CLIENTS; i++) {
  const http = httpConnection('127.0.0.1', port, {
    authorization: `Bearer ${await token(`bench-user-${i % 25}`)}`,
    'content-type': 'application/json',
  });
  const res = await http.send(
    'POST',
    '/api/venues',
    JSON.stringify({ flag: 'add', venue: { venue_name: `Bench ${i}` } }),
  );
  const venueId = (JSON.parse(res.body) as { venue: { id: string } }).venue.id;
  clients.push({ http, venueId, clientId: `bench-client-${i}`, mid: 0, cursor: '' });
}

/** One changes-only sync: optionally push one changed item, then pull until no more. */
async function oneSync(c: Client, withChange: boolean): Promise<void> {
  if (withChange) {
    c.mid += 1;
    const key = `ITEM ${c.mid % 20}`;
    const res = await c.http.send(
      'POST',
      `/api/sync/v1/venues/${c.venueId}/push`,
      JSON.stringify({
        protocol: 1,
        schemaVersion: 1,
        clientId: c.clientId,
        mutations: [
          {
            mid: c.mid,
            kind: 'item',
            key,
            gen: 0,
            hlc: formatHlc({ ms: Date.now(), counter: c.mid % 0xffff, node: c.clientId }),
            doc: {
              type: 'single',
              foodkey: key,
              name: key,
              purchaseprice: c.mid,
              purchaseqty: 1,
              purchaseunit: 'kg',
            },
          },
        ],
      }),
    );
    if (res.status !== 200) throw new Error(`push ${res.status}: ${res.body}`);
  }
  for (;;) {
    const res = await c.http.send(
      'GET',
      `/api/sync/v1/venues/${c.venueId}/pull${c.cursor ? `?cursor=${c.cursor}` : ''}`,
    );
    if (res.status !== 200) throw new Error(`pull ${res.status}: ${res.body}`);
    const page = JSON.parse(res.body) as {
      cursor: { epoch: string; rev: number };
      hasMore: boolean;
    };
    c.cursor = `${page.cursor.epoch}:${page.cursor.rev}`;
    if (!page.hasMore) return;
  }
}

/**
 * Every client syncing for `seconds`. Without `rate`, each starts its next sync as soon as
 * the last one ends: the capacity. With `rate` (syncs per second over all clients), each
 * client starts its syncs on a fixed schedule, as devices would, and a sync's latency runs
 * from when it was due, so time spent waiting behind a slow one counts too.
 */
async function run(withChange: boolean, seconds: number, rate?: number) {
  const latencies: number[] = [];
  const cpuBefore = cpuNow();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const interval = rate ? (CLIENTS / rate) * 1000 : 0;
  await Promise.all(
    clients.map(async (c, i) => {
      let due = started + (interval * i) / CLIENTS;
      while (due < deadline) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        // Counted from when it was due (a late start counts), or from its start when a timer
        // fires a little early.
        const start = rate ? Math.min(due, performance.now()) : performance.now();
        await oneSync(c, withChange);
        const end = performance.now();
        latencies.push(end - start);
        due = rate ? due + interval : end;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = cpuNow();
  const perSync = (before: number | null, after: number | null) =>
    before === null || after === null || latencies.length === 0
      ? null
      : round((after - before) / latencies.length, 3);
  return {
    ...summarise(latencies, elapsed),
    cpuMsPerSync: {
      server: perSync(cpuBefore.server, cpuAfter.server),
      postgres: perSync(cpuBefore.postgres, cpuAfter.postgres),
      benchClient: perSync(cpuBefore.client, cpuAfter.client),
    },
  };
}

function cpuNow() {
  const usage = process.cpuUsage();
  return {
    server: server.pid === undefined ? null : processCpuMs(server.pid),
    postgres: postgresCpuMs(),
    client: (usage.user + usage.system) / 1000,
  };
}

/** Capacity, then latency at the target rate, of one kind of sync, with the targets beside. */
async function measure(withChange: boolean, what: string) {
  const capacity = await run(withChange, SECONDS);
  const atTargetRate = await run(withChange, SECONDS, TARGETS.syncsPerSecond);
  return {
    what,
    capacity: {
      ...capacity,
      syncsPerSecondTarget: TARGETS.syncsPerSecond,
      note: 'every client syncs again as soon as its last sync ends',
    },
    atTargetRate: {
      offeredSyncsPerSecond: TARGETS.syncsPerSecond,
      ...atTargetRate,
      p99MsTarget: TARGETS.p99Ms,
      note: 'each client syncs on a fixed schedule; latency counts from when a sync was due',
    },
    meetsTargets:
      capacity.syncsPerSecond >= TARGETS.syncsPerSecond &&
      atTargetRate.syncsPerSecond >= TARGETS.syncsPerSecond * 0.98 &&
      atTargetRate.p99Ms < TARGETS.p99Ms,
  };
}

// Warm up, then measure: nothing changed (pull only), and one change pushed per sync.
let pullOnly: Awaited<ReturnType<typeof measure>>;
let pushOneChange: Awaited<ReturnType<typeof measure>>;
try {
  await run(false, WARM_UP_SECONDS);
  pullOnly = await measure(false, 'changes-only sync, nothing to push: one pull, no change');
  pushOneChange = await measure(
    true,
    'changes-only sync with one change: push one item, then pull until hasMore is false',
  );
} catch (error) {
  server.kill('SIGTERM');
  for (const c of clients) c.http.close();
  await database.dispose();
  throw error;
}
console.log(
  JSON.stringify(
    {
      benchmark: 'sync-throughput',
      database: kind.name,
      clients: CLIENTS,
      secondsPerRun: SECONDS,
      targets: TARGETS,
      pullOnly,
      pushOneChange,
      note: 'The bench client, the server and PostgreSQL share this machine, so all three count.',
    },
    null,
    2,
  ),
);
for (const c of clients) c.http.close();
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
await database.dispose();

/**
 * Sync throughput: 50 concurrent clients, each running changes-only syncs (push one changed
 * item, then pull until there is no more) against the real server over HTTP, for a fixed
 * time. Prints JSON: syncs per second and latency percentiles of one whole sync.
 * Uses PostgreSQL at TEST_DATABASE_URL (as CI sets it), else the embedded PGlite.
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

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

// The server runs as `npm start` runs it, in its own process, on PostgreSQL when
// TEST_DATABASE_URL is set (a fresh database), else on an embedded PGlite folder.
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
const server = spawn(
  process.execPath,
  ['--import', 'tsx', fileURLToPath(new URL('../src/main.ts', import.meta.url))],
  {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url,
      // The bench measures capacity, not the per-user limit of real devices.
      SYNC_RATE_LIMIT: '100000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    // not up yet
  }
  if (i > 300) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 100));
}

// Access tokens signed with the embedded provider's own key, as it would issue them.
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

interface Client {
  user: string;
  venueId: string;
  clientId: string;
  headers: Record<string, string>;
  mid: number;
  cursor: string;
}

const clients: Client[] = [];
for (let i = 0; i < CLIENTS; i++) {
  const user = `bench-user-${i % 25}`;
  const headers = {
    authorization: `Bearer ${await token(user)}`,
    'content-type': 'application/json',
  };
  const res = await fetch(`${base}/api/venues`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ flag: 'add', venue: { venue_name: `Bench ${i}` } }),
  });
  const venueId = ((await res.json()) as { venue: { id: string } }).venue.id;
  clients.push({ user, venueId, clientId: `bench-client-${i}`, headers, mid: 0, cursor: '' });
}

async function oneSync(c: Client, withChange: boolean): Promise<void> {
  if (withChange) {
    c.mid += 1;
    const key = `ITEM ${c.mid % 20}`;
    const res = await fetch(`${base}/api/sync/v1/venues/${c.venueId}/push`, {
      method: 'POST',
      headers: c.headers,
      body: JSON.stringify({
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
    });
    if (!res.ok) throw new Error(`push ${res.status}`);
    await res.arrayBuffer();
  }
  for (;;) {
    const res = await fetch(
      `${base}/api/sync/v1/venues/${c.venueId}/pull${c.cursor ? `?cursor=${c.cursor}` : ''}`,
      { headers: c.headers },
    );
    if (!res.ok) throw new Error(`pull ${res.status}`);
    const page = (await res.json()) as { cursor: { epoch: string; rev: number }; hasMore: boolean };
    c.cursor = `${page.cursor.epoch}:${page.cursor.rev}`;
    if (!page.hasMore) return;
  }
}

async function run(withChange: boolean) {
  const latencies: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(
    clients.map(async (c) => {
      while (performance.now() < deadline) {
        const start = performance.now();
        await oneSync(c, withChange);
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    Number(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!.toFixed(2));
  return {
    syncsPerSecond: Number((latencies.length / SECONDS).toFixed(1)),
    p50Ms: pct(0.5),
    p95Ms: pct(0.95),
    p99Ms: pct(0.99),
    syncs: latencies.length,
  };
}

// Warm up, then measure: nothing changed (pull only), and one change pushed per sync.
let idle: Awaited<ReturnType<typeof run>>;
let changed: Awaited<ReturnType<typeof run>>;
try {
  await run(false);
  idle = await run(false);
  changed = await run(true);
} catch (error) {
  server.kill('SIGTERM');
  await database.dispose();
  throw error;
}
console.log(
  JSON.stringify(
    {
      benchmark: 'sync-throughput',
      database: kind.name,
      clients: CLIENTS,
      seconds: SECONDS,
      changesOnlyNoChange: idle,
      changesOnlyOneChange: changed,
      targets: { syncsPerSecond: 1000, p99Ms: 50 },
    },
    null,
    2,
  ),
);
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
await database.dispose();

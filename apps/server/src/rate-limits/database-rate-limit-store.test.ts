import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '../test-support/databases.js';
import { databaseRateLimitStore } from './database-rate-limit-store.js';

const MAX = 3;
const WINDOW_MS = 60_000;

describe.each(testDatabaseKinds)('rate limits counted in the database on $name', (kind) => {
  let database: TestDatabase;
  let clock = Date.parse('2026-11-25T10:00:00Z');
  const servers: FastifyInstance[] = [];

  /** One server process: its own app and store, on the shared database. */
  async function server() {
    const app = Fastify();
    await app.register(rateLimit, {
      global: false,
      keyGenerator: (request) => String(request.headers['x-user'] ?? request.ip),
      store: databaseRateLimitStore(database, () => clock),
    });
    const shared = app.rateLimit({ groupId: 'shared', max: MAX, timeWindow: WINDOW_MS });
    app.get('/a', { config: { rateLimit: { max: MAX, timeWindow: WINDOW_MS } } }, () => 'a');
    app.get('/b', { config: { rateLimit: { max: MAX, timeWindow: WINDOW_MS } } }, () => 'b');
    app.get('/s1', { preHandler: shared }, () => 's1');
    app.get('/s2', { preHandler: shared }, () => 's2');
    await app.ready();
    servers.push(app);
    return app;
  }

  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    await database?.dispose();
  });

  it('keeps the counters in an unlogged table: counting a call writes no WAL and waits for no flush', async () => {
    const [table] = await database.rows<{ relpersistence: string }>(
      sql`select relpersistence from pg_class where relname = 'rate_limits' and relkind = 'r'`,
    );
    expect(table?.relpersistence).toBe('u');
  });

  it('shares one budget per caller between two server processes', async () => {
    const [one, two] = [await server(), await server()];
    const call = (app: FastifyInstance, user: string) =>
      app.inject({ url: '/a', headers: { 'x-user': user } });
    const statuses = [];
    for (const app of [one, two, one, two]) statuses.push((await call(app, 'ann')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await call(one, 'ann');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(WINDOW_MS / 1000);
    // Another caller has a budget of their own.
    expect((await call(two, 'bob')).statusCode).toBe(200);
  });

  it('never loses a count when calls arrive at once', async () => {
    const [one, two] = [await server(), await server()];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? one : two).inject({ url: '/b', headers: { 'x-user': 'cora' } }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(MAX);
  });

  it('keeps each limit apart, and a named limit shared by its routes', async () => {
    const app = await server();
    const as = (url: string) => app.inject({ url, headers: { 'x-user': 'dee' } });
    expect((await as('/a')).statusCode).toBe(200);
    expect((await as('/s1')).statusCode).toBe(200);
    expect((await as('/s2')).statusCode).toBe(200);
    expect((await as('/s1')).statusCode).toBe(200);
    expect((await as('/s2')).statusCode).toBe(429);
    expect((await as('/b')).statusCode).toBe(200);
  });

  it('starts a new window once the last one ended', async () => {
    const app = await server();
    const as = () => app.inject({ url: '/a', headers: { 'x-user': 'eve' } });
    for (let i = 0; i < MAX; i++) expect((await as()).statusCode).toBe(200);
    expect((await as()).statusCode).toBe(429);
    clock += WINDOW_MS - 1;
    expect((await as()).statusCode).toBe(429);
    clock += 1;
    expect((await as()).statusCode).toBe(200);
  });
});

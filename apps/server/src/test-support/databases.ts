import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import { openDatabase, type Database } from '../db/database.js';

/**
 * The databases every integration test runs against: PGlite always, and PostgreSQL when
 * TEST_DATABASE_URL is set (CI sets it). Each PostgreSQL test gets a fresh database of its
 * own, dropped afterwards, so runs never see each other's rows.
 */
export interface TestDatabaseKind {
  name: Database['kind'];
  open(): Promise<TestDatabase>;
}

export interface TestDatabase extends Database {
  /** The PostgreSQL URL of this database (undefined for PGlite). */
  url?: string;
  /** Closes and, for PostgreSQL, drops the database. */
  dispose(): Promise<void>;
}

const testUrl = process.env.TEST_DATABASE_URL || undefined;

export const testDatabaseKinds: TestDatabaseKind[] = [
  { name: 'pglite', open: () => openFresh({ kind: 'pglite', dataDir: 'memory://' }) },
  ...(testUrl ? [{ name: 'postgres' as const, open: () => openPostgres(testUrl) }] : []),
];

async function openFresh(config: DatabaseConfig, drop?: () => Promise<void>) {
  const database = await openDatabase(config);
  await database.migrate();
  return {
    ...database,
    ...(config.kind === 'postgres' ? { url: config.url } : {}),
    async dispose() {
      await database.close();
      await drop?.();
    },
  } satisfies TestDatabase;
}

async function openPostgres(adminUrl: string): Promise<TestDatabase> {
  const name = `larder_test_${randomUUID().replaceAll('-', '')}`;
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return openFresh({ kind: 'postgres', url: url.toString() }, async () => {
    await withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import { openDatabase, type Database, type OpenOptions } from '../db/database.js';

/**
 * The databases every integration test runs against: PGlite always, and PostgreSQL when
 * TEST_DATABASE_URL is set (CI sets it). Each test gets a fresh database of its own (PostgreSQL
 * ones are dropped afterwards), so runs never see each other's rows. Under vitest each is a copy
 * of the run's migrated template (`database-templates.ts`): the migrations run once per run, not
 * once per database; elsewhere (the benches) each is migrated from empty.
 */
export interface TestDatabaseKind {
  name: Database['kind'];
  /** A migrated database of its own. */
  open(): Promise<TestDatabase>;
  /** A database of its own on which every migration runs, from an empty one. */
  openFromScratch(): Promise<TestDatabase>;
}

export interface TestDatabase extends Database {
  /** The PostgreSQL URL of this database (undefined for PGlite). */
  url?: string;
  /** Closes and, for PostgreSQL, drops the database. */
  dispose(): Promise<void>;
}

/** The file of the migrated PGlite dump the databases of a run start from. */
export const PGLITE_TEMPLATE_ENV = 'LARDER_TEST_PGLITE_TEMPLATE';
/** The migrated PostgreSQL database the databases of a run are created from. */
export const POSTGRES_TEMPLATE_ENV = 'LARDER_TEST_POSTGRES_TEMPLATE';
/** The name of a template database (checked before it goes into a statement). */
export const TEMPLATE_NAME = /^larder_template_[0-9a-f]{32}$/;

const testUrl = process.env.TEST_DATABASE_URL || undefined;
const memory: DatabaseConfig = { kind: 'pglite', dataDir: 'memory://' };

export const testDatabaseKinds: TestDatabaseKind[] = [
  {
    name: 'pglite',
    open: async () => openMigrated(memory, await pgliteTemplate()),
    openFromScratch: () => openMigrated(memory),
  },
  ...(testUrl
    ? [
        {
          name: 'postgres' as const,
          open: () => openPostgres(testUrl, postgresTemplate()),
          openFromScratch: () => openPostgres(testUrl),
        },
      ]
    : []),
];

let pgliteDump: Promise<Blob> | undefined;

/** The run's migrated PGlite dump, read once per process; none outside a test run. */
async function pgliteTemplate(): Promise<OpenOptions> {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (!file) return {};
  pgliteDump ??= readFile(file).then((bytes) => new Blob([new Uint8Array(bytes)]));
  return { pgliteDump: await pgliteDump };
}

function postgresTemplate(): string | undefined {
  const name = process.env[POSTGRES_TEMPLATE_ENV];
  if (name === undefined) return undefined;
  if (!TEMPLATE_NAME.test(name)) throw new Error(`${POSTGRES_TEMPLATE_ENV} is not a template`);
  return name;
}

/**
 * Opens the database and runs the migrations: every one on an empty database, none on a copy
 * of the migrated template (the run then also checks that the template is the latest).
 */
async function openMigrated(
  config: DatabaseConfig,
  options: OpenOptions = {},
  drop?: () => Promise<void>,
) {
  const database = await openDatabase(config, options);
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

async function openPostgres(adminUrl: string, template?: string): Promise<TestDatabase> {
  const name = `larder_test_${randomUUID().replaceAll('-', '')}`;
  const from = template ? ` TEMPLATE ${template}` : '';
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${name}${from}`));
  return openMigrated({ kind: 'postgres', url: databaseUrl(adminUrl, name) }, {}, async () => {
    await withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `run` on a connection of `url` (the admin database), then closes it. */
export async function withAdmin<T>(
  url: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import { holdDataDir } from './data-dir-lock.js';
import * as schema from './schema.js';
import type { Query, Statement } from './statements.js';

export type DatabaseKind = DatabaseConfig['kind'];
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database: PGlite embedded in DATA_DIR, or PostgreSQL at DATABASE_URL. */
export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** Applies every pending migration of ./drizzle (the same set for both kinds). */
  migrate(): Promise<void>;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  /** Runs raw SQL and returns its rows (the same shape on both kinds). */
  rows<T>(query: SQL): Promise<T[]>;
  /** Runs a named statement of a hot path; PostgreSQL plans it once per connection. */
  query: Query;
  /** Runs `work` in one transaction on one connection: committed if it returns, else undone. */
  transaction<T>(work: (query: Query) => Promise<T>): Promise<T>;
  /**
   * Listens on a notification channel (`pg_notify`): `onNotice` gets each payload, delivered
   * once the notifying transaction commits. On PostgreSQL the listener holds a connection of
   * its own, outside the pool; `onLost` is called once if that connection fails (the listener
   * is then over: listen again). Resolves, once listening, to a function that stops it.
   */
  listen(
    channel: string,
    onNotice: (payload: string) => void,
    onLost: (error: Error) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** How an embedded database starts. */
export interface OpenOptions {
  /**
   * A dump of another PGlite database (`dumpDataDir`) to start from instead of an empty one;
   * the tests open each in-memory database from one migrated dump of the run.
   */
  pgliteDump?: Blob;
}

export async function openDatabase(
  config: DatabaseConfig,
  options: OpenOptions = {},
): Promise<Database> {
  if (config.kind === 'pglite') {
    // A path on disk; 'memory://' keeps it in memory (tests).
    let release = async () => {};
    if (!config.dataDir.startsWith('memory://')) {
      await mkdir(config.dataDir, { recursive: true });
      release = await holdDataDir(config.dataDir);
    }
    const client = new PGlite(config.dataDir, {
      relaxedDurability: false,
      ...(options.pgliteDump ? { loadDataDir: options.pgliteDump } : {}),
    });
    try {
      await client.waitReady;
    } catch (error) {
      await release().catch(() => undefined);
      throw error;
    }
    const db = drizzlePglite(client, { schema });
    return {
      kind: 'pglite',
      db: db as unknown as Db,
      migrate: () => migratePglite(db, { migrationsFolder }),
      ping: () => ping(db as unknown as Db),
      rows: async <T>(query: SQL) => (await db.execute(query)).rows as T[],
      query: byTextOn(client),
      transaction: (work) => client.transaction((tx) => work(byTextOn(tx))),
      // In-process: the listener lives as long as the database, nothing to lose.
      listen: async (channel, onNotice) => {
        const stop = await client.listen(channel, onNotice);
        // A database closed first (shutdown, a test) has stopped listening with it.
        return async () => {
          if (!client.closed) await stop();
        };
      },
      close: async () => {
        await client.close();
        await release();
      },
    };
  }
  // An idle connection is kept 5 minutes (not pg's 10 s): under bursty sync traffic a pool
  // that drops and reopens connections pays a backend start and re-plans every named
  // statement each time, which shows in the slowest calls.
  const pool = new pg.Pool({ connectionString: config.url, max: 10, idleTimeoutMillis: 300_000 });
  // An idle connection the server drops (restart, failover, or a database dropped while the
  // pool is closing) is reported here; the pool replaces it on the next query. Without a
  // listener the error would end the process.
  let closing = false;
  pool.on('error', (error) => {
    if (!closing) console.error('Larder database: an idle connection was lost:', error.message);
  });
  const db = drizzlePg(pool, { schema });
  return {
    kind: 'postgres',
    db: db as unknown as Db,
    migrate: () => migratePg(db, { migrationsFolder }),
    ping: () => ping(db as unknown as Db),
    rows: async <T>(query: SQL) => (await db.execute(query)).rows as T[],
    query: namedOn(pool),
    transaction: (work) => inTransaction(pool, work),
    listen: (channel, onNotice, onLost) => listenOn(config.url, channel, onNotice, onLost),
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

/** A connection of its own that LISTENs on `channel` (see `Database.listen`). */
async function listenOn(
  url: string,
  channel: string,
  onNotice: (payload: string) => void,
  onLost: (error: Error) => void,
): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: url });
  let stopped = false;
  let lost = false;
  const lose = (error: Error) => {
    if (stopped || lost) return;
    lost = true;
    client.end().catch(() => undefined);
    onLost(error);
  };
  client.on('error', lose);
  client.on('end', () => lose(new Error('the listening connection ended')));
  client.on('notification', (message) => {
    if (message.channel === channel) onNotice(message.payload ?? '');
  });
  try {
    await client.connect();
    await client.query(`listen ${client.escapeIdentifier(channel)}`);
  } catch (error) {
    stopped = true;
    await client.end().catch(() => undefined);
    throw error;
  }
  return async () => {
    stopped = true;
    await client.end().catch(() => undefined);
  };
}

/** Runs statements by their text on PGlite: one connection, in-process, nothing to name. */
function byTextOn(on: Pick<PGlite, 'query'>): Query {
  return async <T>(s: Statement, values: readonly unknown[]) =>
    (await on.query<T>(s.text, values as unknown[])).rows;
}

/** Runs named statements on the pool, or on one of its connections. */
function namedOn(on: pg.Pool | pg.PoolClient): Query {
  return async <T>(s: Statement, values: readonly unknown[]) => {
    const config = { name: s.name, text: s.text, values: values as unknown[] };
    return (await on.query<T & pg.QueryResultRow>(config)).rows;
  };
}

/** One transaction on one pooled connection; a connection that failed to roll back is dropped. */
async function inTransaction<T>(pool: pg.Pool, work: (query: Query) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin');
    const result = await work(namedOn(client));
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    client.release(broken);
  }
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

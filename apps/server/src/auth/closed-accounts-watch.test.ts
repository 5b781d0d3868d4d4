import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.js';
import { closedAccounts } from '../db/schema.js';
import { testDatabaseKinds, type TestDatabase } from '../test-support/databases.js';
import { markAccountClosed } from './closed-accounts.js';
import { watchClosedAccounts, type ClosedAccountsCheck } from './closed-accounts-watch.js';

const seconds = (ms: number) => Math.floor(ms / 1000);

/** Closes the account of `userId` at `now` as the account deletion does: in a transaction. */
const close = (database: Database, userId: string, now: number) =>
  database.db.transaction((tx) => markAccountClosed(tx, userId, now));

describe.each(testDatabaseKinds)('closed-account marks held in memory ($name)', (kind) => {
  let database: TestDatabase;
  const opened: { stop(): Promise<void> }[] = [];
  const watch = async (on: Database, retryMs = 50): Promise<ClosedAccountsCheck> => {
    const check = await watchClosedAccounts(on, { retryMs });
    opened.push(check);
    return check;
  };

  afterEach(async () => {
    for (const item of opened.splice(0)) await item.stop();
    await database?.dispose();
  });

  it('refuses tokens issued before a closing it hears of, and only those, without a query', async () => {
    database = await kind.open();
    const before = randomUUID();
    const now = Date.UTC(2026, 10, 27, 12);
    await close(database, before, now - 60_000);
    const check = await watch(database);
    expect(check.live).toBe(true);
    // A mark kept before the watch started was read at start.
    expect(await check.refuses(before, seconds(now - 120_000))).toBe(true);
    expect(await check.refuses(before, seconds(now))).toBe(false);

    const userId = randomUUID();
    expect(await check.refuses(userId, seconds(now - 1000))).toBe(false);
    await close(database, userId, now);
    await expect.poll(() => check.refuses(userId, seconds(now - 1000))).toBe(true);
    // A token without an issue time counts as issued before; one issued after passes.
    expect(await check.refuses(userId, undefined)).toBe(true);
    expect(await check.refuses(userId, seconds(now) + 1)).toBe(false);

    // The answer comes from memory: with the table emptied behind its back it still refuses.
    await database.db.delete(closedAccounts);
    expect(await check.refuses(userId, seconds(now - 1000))).toBe(true);
  });

  it('refuses at once a closing this process tells it of, before the notification comes back', async () => {
    database = await kind.open();
    const check = await watch(database);
    const userId = randomUUID();
    const now = Date.UTC(2026, 10, 27, 12);
    // No row and no notification: only this process's word.
    check.closed(userId, now);
    expect(await check.refuses(userId, seconds(now - 1000))).toBe(true);
    expect(await check.refuses(userId, seconds(now) + 1)).toBe(false);
  });

  it('is not told of a closing that never commits', async () => {
    database = await kind.open();
    const check = await watch(database);
    const userId = randomUUID();
    const now = Date.UTC(2026, 10, 27, 12);
    await expect(
      database.db.transaction(async (tx) => {
        await markAccountClosed(tx, userId, now);
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    // A later closing of another account is heard, so the undone one would have been by now.
    const other = randomUUID();
    await close(database, other, now);
    await expect.poll(() => check.refuses(other, seconds(now - 1000))).toBe(true);
    expect(await check.refuses(userId, seconds(now - 1000))).toBe(false);
  });
});

const postgres = testDatabaseKinds.find((kind) => kind.name === 'postgres');

describe.skipIf(!postgres)('closed-account marks across processes on PostgreSQL', () => {
  let database: TestDatabase;
  let other: Database | undefined;
  const opened: ClosedAccountsCheck[] = [];

  afterEach(async () => {
    for (const check of opened.splice(0)) await check.stop();
    await other?.close();
    other = undefined;
    await database?.dispose();
  });

  it('hears a closing written through another connection pool (another server process)', async () => {
    database = await postgres!.open();
    other = await openDatabase({ kind: 'postgres', url: database.url! });
    const check = await watchClosedAccounts(database, { retryMs: 50 });
    opened.push(check);
    const userId = randomUUID();
    const now = Date.UTC(2026, 10, 27, 12);
    await close(other, userId, now);
    await expect.poll(() => check.refuses(userId, seconds(now - 1000))).toBe(true);
  });

  it('reads each call from the database while its listener is lost, and holds the marks again once back', async () => {
    database = await postgres!.open();
    const logged: string[] = [];
    const check = await watchClosedAccounts(database, {
      retryMs: 200,
      log: (message) => logged.push(message),
    });
    opened.push(check);
    expect(check.live).toBe(true);
    // The listening connection is cut by the database (a restart, a failover).
    await database.rows(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'listen %'`,
    );
    await expect.poll(() => check.live).toBe(false);
    expect(logged.some((line) => line.includes('listener lost'))).toBe(true);

    // Closed while nobody listens: the call reads the mark from the database.
    const userId = randomUUID();
    const now = Date.UTC(2026, 10, 27, 12);
    await close(database, userId, now);
    expect(await check.refuses(userId, seconds(now - 1000))).toBe(true);

    // Back: the marks are read again, the one closed meanwhile among them.
    await expect.poll(() => check.live, { timeout: 5000 }).toBe(true);
    await database.db.delete(closedAccounts);
    expect(await check.refuses(userId, seconds(now - 1000))).toBe(true);
    expect(await check.refuses(randomUUID(), seconds(now - 1000))).toBe(false);
  });
});

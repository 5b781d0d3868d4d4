import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test-support/databases.js';
import { statement } from './statements.js';

const postgres = testDatabaseKinds.find((kind) => kind.name === 'postgres');

describe.runIf(postgres)('a PostgreSQL connection lost while idle', () => {
  it('is replaced on the next query instead of ending the process', async () => {
    const database = await postgres!.open();
    try {
      const [row] = await database.rows<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        await admin.query('select pg_terminate_backend($1)', [row?.pid]);
      } finally {
        await admin.end();
      }
      // Give the pool a moment to see the dropped connection.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await database.ping()).toBe(true);
    } finally {
      await database.dispose();
    }
  });
});

describe.each(testDatabaseKinds)('named statements and transactions on $name', (kind) => {
  const insertSecret = statement(
    'test-insert-secret',
    `insert into server_secrets (name, value) values ($1, $2::jsonb)`,
  );
  const readSecret = statement(
    'test-read-secret',
    `select name, value from server_secrets where name = $1`,
  );

  it('runs a statement again and again by name, with its values', async () => {
    const database = await kind.open();
    try {
      await database.query(insertSecret, ['test-a', JSON.stringify({ n: 1 })]);
      for (let i = 0; i < 8; i++) {
        expect(await database.query(readSecret, ['test-a'])).toEqual([
          { name: 'test-a', value: { n: 1 } },
        ]);
      }
      expect(await database.query(readSecret, ['test-none'])).toEqual([]);
    } finally {
      await database.dispose();
    }
  });

  it('commits a transaction that returns, and undoes one that throws', async () => {
    const database = await kind.open();
    try {
      const answer = await database.transaction(async (query) => {
        await query(insertSecret, ['test-kept', '1']);
        return 'done';
      });
      expect(answer).toBe('done');
      await expect(
        database.transaction(async (query) => {
          await query(insertSecret, ['test-undone', '1']);
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect(await database.query(readSecret, ['test-kept'])).toHaveLength(1);
      expect(await database.query(readSecret, ['test-undone'])).toEqual([]);
      // The connection of the undone transaction is usable again.
      for (let i = 0; i < 12; i++)
        expect(await database.query(readSecret, ['test-kept'])).toHaveLength(1);
    } finally {
      await database.dispose();
    }
  });
});

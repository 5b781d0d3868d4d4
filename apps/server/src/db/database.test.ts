import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test-support/databases.js';

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

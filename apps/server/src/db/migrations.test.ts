import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName, isTable, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '../test-support/databases.js';
import { migrationsFolder } from './database.js';
import * as schema from './schema.js';
import { shippedMigrations } from './shipped-migrations.js';

interface Journal {
  entries: Array<{ idx: number; tag: string }>;
}

const journal = JSON.parse(
  readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
) as Journal;

const sha256 = (tag: string) =>
  createHash('sha256')
    .update(readFileSync(path.join(migrationsFolder, `${tag}.sql`)))
    .digest('hex');

describe('migrations only add', () => {
  it('keeps every shipped migration, unedited, in its place', () => {
    shippedMigrations.forEach((shipped, index) => {
      expect(journal.entries[index]?.tag, `migration ${index}`).toBe(shipped.tag);
      expect(sha256(shipped.tag), `${shipped.tag} was edited`).toBe(shipped.sha256);
    });
  });

  it('records every migration in the journal as shipped', () => {
    expect(journal.entries.map((e) => e.tag)).toEqual(shippedMigrations.map((m) => m.tag));
  });

  it('never drops or renames in a migration', () => {
    for (const { tag } of journal.entries) {
      const text = readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8');
      expect(text, tag).not.toMatch(/\bDROP\s+(TABLE|COLUMN)\b|\bRENAME\b/i);
    }
  });
});

describe.each(testDatabaseKinds)('migrations on $name', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    // Every migration, from an empty database (the other tests start from a migrated copy).
    database = await kind.openFromScratch();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('creates every table of the schema', async () => {
    const rows = await database.rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const tables = rows.map((r) => r.table_name);
    for (const table of Object.values(schema).filter(isTable)) {
      expect(tables).toContain(getTableName(table));
    }
  });

  it('is safe to run again', async () => {
    await expect(database.migrate()).resolves.toBeUndefined();
  });

  it('stores and reads a venue through the schema', async () => {
    await database.db.insert(schema.users).values({ id: 'user-1' });
    await database.db
      .insert(schema.venues)
      .values({ id: 'venue-1', ownerId: 'user-1', name: 'Bistro' });
    const rows = await database.db.select().from(schema.venues);
    expect(rows).toMatchObject([
      { id: 'venue-1', ownerId: 'user-1', name: 'Bistro', deleted: false },
    ]);
  });
});

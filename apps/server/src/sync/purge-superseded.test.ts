import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superseded, users, venues } from '../db/schema.js';
import { testDatabaseKinds, type TestDatabase } from '../test-support/databases.js';
import { purgeSuperseded, SUPERSEDED_KEEP_DAYS } from './purge-superseded.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-23T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW - days * DAY_MS);

describe.each(testDatabaseKinds)('superseded versions on $name', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await kind.open();
    await database.db.insert(users).values({ id: 'owner' });
    await database.db.insert(venues).values({ id: 'v1', ownerId: 'owner', name: 'Bistro' });
  });
  afterAll(async () => database?.dispose());

  const loser = (id: string, recordedAt: Date, deleted = false) => ({
    id,
    venueId: 'v1',
    kind: 'item',
    key: 'EGGS',
    gen: deleted ? 1 : 0,
    hlc: `0000000000000-0000-${id}`,
    node: 'device-a',
    deleted,
    doc: deleted ? null : { foodkey: 'EGGS', purchaseprice: 3 },
    recordedAt,
  });

  it('keeps 30 days of losing versions (SUPERSEDED_KEEP_DAYS) and drops older ones', async () => {
    expect(SUPERSEDED_KEEP_DAYS).toBe(30);
    await database.db
      .insert(superseded)
      .values([
        loser('a-old', daysAgo(31)),
        loser('b-edge', daysAgo(29.9)),
        loser('c-new', daysAgo(1)),
        loser('d-tomb', daysAgo(200), true),
      ]);
    expect(await purgeSuperseded(database, NOW)).toBe(2);
    const rows = await database.db.select().from(superseded).orderBy(asc(superseded.id));
    expect(rows.map((r) => [r.id, r.doc])).toEqual([
      ['b-edge', { foodkey: 'EGGS', purchaseprice: 3 }],
      ['c-new', { foodkey: 'EGGS', purchaseprice: 3 }],
    ]);
    // Nothing left to purge: a second run changes nothing.
    expect(await purgeSuperseded(database, NOW)).toBe(0);
  });
});

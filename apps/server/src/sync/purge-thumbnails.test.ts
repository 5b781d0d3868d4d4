import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, thumbnails, users, venues } from '../db/schema.js';
import { testDatabaseKinds, type TestDatabase } from '../test-support/databases.js';
import { purgeDeletedItemThumbnails } from './purge-thumbnails.js';

describe.each(testDatabaseKinds)('thumbnails of deleted items on $name', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await kind.open();
    await database.db.insert(users).values({ id: 'owner' });
    await database.db.insert(venues).values([
      { id: 'v1', ownerId: 'owner', name: 'Bistro' },
      { id: 'v2', ownerId: 'owner', name: 'Cafe' },
    ]);
  });
  afterAll(async () => database?.dispose());

  const item = (venueId: string, key: string, deleted: boolean) => ({
    venueId,
    kind: 'item',
    key,
    gen: deleted ? 1 : 0,
    hlc: '0000000000001-0000-device',
    node: 'device',
    rev: 1,
    deleted,
    doc: deleted ? null : { foodkey: key },
  });
  const picture = (venueId: string, foodkey: string) => ({
    venueId,
    foodkey,
    dataUrl: 'data:image/webp;base64,UklGR',
    width: 96,
    height: 72,
    hash: 'h',
  });

  it('drops the thumbnails of deleted items only, in their own venue', async () => {
    await database.db
      .insert(items)
      .values([item('v1', 'BASIL', true), item('v1', 'MINT', false), item('v2', 'MINT', true)]);
    await database.db
      .insert(thumbnails)
      .values([
        picture('v1', 'BASIL'),
        picture('v1', 'MINT'),
        picture('v1', 'NOT SYNCED YET'),
        picture('v2', 'BASIL'),
      ]);
    expect(await purgeDeletedItemThumbnails(database)).toBe(1);
    const left = await database.db
      .select({ venueId: thumbnails.venueId, foodkey: thumbnails.foodkey })
      .from(thumbnails)
      .orderBy(asc(thumbnails.venueId), asc(thumbnails.foodkey));
    expect(left).toEqual([
      { venueId: 'v1', foodkey: 'MINT' },
      { venueId: 'v1', foodkey: 'NOT SYNCED YET' },
      { venueId: 'v2', foodkey: 'BASIL' },
    ]);
  });
});

import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';

/**
 * Drops the thumbnails of items deleted since (their tombstone is stored): a deleted
 * ingredient's picture does not stay on the server. Devices that still hold it remove it at
 * their next thumbnail sync. Answers how many were dropped.
 */
export async function purgeDeletedItemThumbnails(database: Database): Promise<number> {
  const [row] = await database.rows<{ purged: number }>(sql`
    with purged as (
      delete from thumbnails t
      using items i
      where i.venue_id = t.venue_id and i.kind = 'item' and i.key = t.foodkey and i.deleted
      returning 1
    )
    select count(*)::int as purged from purged`);
  return Number(row?.purged ?? 0);
}

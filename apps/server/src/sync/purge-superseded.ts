import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';

/** Days a losing version is kept in `superseded` (sync-and-security-notes §1.3: 30 days). */
export const SUPERSEDED_KEEP_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Drops the versions that lost a conflict more than 30 days before `now` (kept that long so
 * the product can offer to restore them). The winners' version headers, tombstones among
 * them, stay in `items` forever. Answers how many were dropped.
 */
export async function purgeSuperseded(database: Database, now: number): Promise<number> {
  const before = new Date(now - SUPERSEDED_KEEP_DAYS * DAY_MS).toISOString();
  const [row] = await database.rows<{ purged: number }>(sql`
    with purged as (
      delete from superseded where recorded_at < ${before}::timestamptz returning 1
    )
    select count(*)::int as purged from purged`);
  return Number(row?.purged ?? 0);
}

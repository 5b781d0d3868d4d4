import { and, asc, eq, gt } from 'drizzle-orm';
import {
  bucketDigests,
  bucketOf,
  MAX_PULL_PAGE,
  mismatchedBuckets,
  type PullResponse,
  type SyncCursor,
  type SyncKind,
  type SyncRow,
} from '@larder/domain';
import type { Db } from '../db/database.js';
import { items, venues } from '../db/schema.js';
import { ApiError } from '../errors.js';

async function liveVenue(db: Db, userId: string, venueId: string) {
  const [venue] = await db
    .select({ id: venues.id, rev: venues.rev, epoch: venues.epoch })
    .from(venues)
    .where(and(eq(venues.id, venueId), eq(venues.ownerId, userId), eq(venues.deleted, false)));
  if (!venue) throw new ApiError('ERR_NOT_FOUND', 'Venue not found');
  return venue;
}

const toRow = (r: typeof items.$inferSelect): SyncRow => ({
  kind: r.kind as SyncKind,
  key: r.key,
  gen: r.gen,
  hlc: r.hlc,
  node: r.node,
  rev: r.rev,
  deleted: r.deleted,
  doc: r.doc,
});

/**
 * A page of rows changed after the cursor, in revision order (sync-and-security-notes §1.5).
 * A cursor of another epoch, or ahead of the venue, gets `reset` and a page from the start.
 */
export async function pullPage(
  db: Db,
  userId: string,
  venueId: string,
  cursor: SyncCursor | null,
  limit = MAX_PULL_PAGE,
): Promise<PullResponse> {
  const venue = await liveVenue(db, userId, venueId);
  const reset = cursor !== null && (cursor.epoch !== venue.epoch || cursor.rev > venue.rev);
  const after = cursor && !reset ? cursor.rev : 0;
  const rows = await db
    .select()
    .from(items)
    .where(and(eq(items.venueId, venueId), gt(items.rev, after)))
    .orderBy(asc(items.rev))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    rows: page.map(toRow),
    cursor: { epoch: venue.epoch, rev: page.at(-1)?.rev ?? after },
    hasMore: rows.length > limit,
    ...(reset ? { reset: true } : {}),
  };
}

/**
 * Anti-entropy (sync-and-security-notes §1.6): compares the client's 64 bucket digests with
 * the server's and returns every row of the buckets that differ.
 */
export async function compareBuckets(
  db: Db,
  userId: string,
  venueId: string,
  digests: readonly string[],
): Promise<{ mismatched: number[]; rows: SyncRow[]; cursor: SyncCursor }> {
  const venue = await liveVenue(db, userId, venueId);
  const all = await db.select().from(items).where(eq(items.venueId, venueId));
  const mismatched = mismatchedBuckets(bucketDigests(all), digests);
  const wanted = new Set(mismatched);
  return {
    mismatched,
    rows: all.filter((r) => wanted.has(bucketOf(r.kind, r.key))).map(toRow),
    cursor: { epoch: venue.epoch, rev: venue.rev },
  };
}

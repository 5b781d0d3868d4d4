import { eq } from 'drizzle-orm';
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
import { statement, type Query } from '../db/statements.js';
import { items } from '../db/schema.js';
import { ownedVenueWhere, venueNotFound, type OwnedVenue } from '../venues/venue-access.js';

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

// One round trip: the venue (the caller's and live, by venue access's rule) and the page after
// the cursor. A cursor of another epoch gets rows from the start; a cursor ahead of the venue is
// caught by the caller.
const pageAfter = statement(
  'sync-pull-page',
  `select v.epoch as venue_epoch, v.rev as venue_rev,
     i.kind, i.key, i.gen, i.hlc, i.node, i.rev, i.deleted, i.doc
   from venues v
   left join lateral (
     select it.kind, it.key, it.gen, it.hlc, it.node, it.rev, it.deleted, it.doc
     from items it
     where it.venue_id = v.id
       and it.rev > (case when $3::text is null or $3::text = v.epoch then $4::bigint else 0 end)
     order by it.rev
     limit $5
   ) i on true
   where ${ownedVenueWhere('v', '$1', '$2')}`,
);

/**
 * A page of rows changed after the cursor, in revision order (sync-and-security-notes §1.5).
 * A cursor of another epoch, or ahead of the venue, gets `reset` and a page from the start.
 */
export async function pullPage(
  query: Query,
  userId: string,
  venueId: string,
  cursor: SyncCursor | null,
  limit = MAX_PULL_PAGE,
): Promise<PullResponse> {
  const after = cursor?.rev ?? 0;
  const found = await query<PageRow>(pageAfter, [
    venueId,
    userId,
    cursor?.epoch ?? null,
    after,
    limit + 1,
  ]);
  const head = found[0];
  if (!head) throw venueNotFound();
  const epoch = head.venue_epoch;
  const venueRev = Number(head.venue_rev);
  const reset = cursor !== null && (cursor.epoch !== epoch || cursor.rev > venueRev);
  if (reset && cursor.epoch === epoch) {
    // Ahead of the venue: start again from the beginning.
    return pullPage(query, userId, venueId, null, limit).then((page) => ({ ...page, reset: true }));
  }
  const rows = found.filter((r) => r.kind !== null);
  const page = rows.slice(0, limit).map((r): SyncRow => ({
    kind: r.kind as SyncKind,
    key: r.key!,
    gen: Number(r.gen),
    hlc: r.hlc!,
    node: r.node!,
    rev: Number(r.rev),
    deleted: Boolean(r.deleted),
    doc: r.doc,
  }));
  return {
    rows: page,
    cursor: { epoch, rev: page.at(-1)?.rev ?? (reset ? 0 : after) },
    hasMore: rows.length > limit,
    ...(reset ? { reset: true } : {}),
  };
}

interface PageRow {
  venue_epoch: string;
  venue_rev: string | number;
  kind: string | null;
  key: string | null;
  gen: number | null;
  hlc: string | null;
  node: string | null;
  rev: string | number | null;
  deleted: boolean | null;
  doc: unknown;
}

/**
 * Anti-entropy (sync-and-security-notes §1.6): compares the client's 64 bucket digests with
 * the server's and returns every row of the buckets that differ. The venue is the one venue
 * access loaded for the caller.
 */
export async function compareBuckets(
  db: Db,
  venue: Pick<OwnedVenue, 'id' | 'rev' | 'epoch'>,
  digests: readonly string[],
): Promise<{ mismatched: number[]; rows: SyncRow[]; cursor: SyncCursor }> {
  const all = await db.select().from(items).where(eq(items.venueId, venue.id));
  const mismatched = mismatchedBuckets(bucketDigests(all), digests);
  const wanted = new Set(mismatched);
  return {
    mismatched,
    rows: all.filter((r) => wanted.has(bucketOf(r.kind, r.key))).map(toRow),
    cursor: { epoch: venue.epoch, rev: venue.rev },
  };
}

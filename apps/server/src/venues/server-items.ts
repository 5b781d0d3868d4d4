import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { items, venues } from '../db/schema.js';

/** The node id the server stamps on records it writes itself (venue profile, settings). */
export const SERVER_NODE = 'server';

/**
 * A sortable hybrid-logical-clock stamp `ms-counter-node` (sync-and-security-notes 1.2):
 * zero-padded so that string order is time order.
 */
export function hlcStamp(ms: number, counter: number, node: string): string {
  return `${String(ms).padStart(15, '0')}-${counter.toString(16).padStart(4, '0')}-${node}`;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Writes a record the server owns (a venue's settings records) with the next venue revision,
 * inside the caller's transaction. The venue row is locked so revisions commit in order.
 */
export async function putServerItem(
  tx: Tx,
  venueId: string,
  kind: string,
  key: string,
  doc: Record<string, unknown>,
  now: number,
): Promise<void> {
  const [venue] = await tx
    .update(venues)
    .set({ rev: sql`${venues.rev} + 1` })
    .where(eq(venues.id, venueId))
    .returning({ rev: venues.rev });
  if (!venue) throw new Error(`venue ${venueId} missing`);
  const hlc = hlcStamp(now, 0, `${SERVER_NODE}${randomBytes(2).toString('hex')}`);
  const row = { venueId, kind, key, doc, hlc, node: SERVER_NODE, rev: venue.rev, deleted: false };
  await tx
    .insert(items)
    .values(row)
    .onConflictDoUpdate({
      target: [items.venueId, items.kind, items.key],
      set: {
        doc,
        hlc,
        node: SERVER_NODE,
        rev: venue.rev,
        deleted: false,
        updatedAt: new Date(now),
      },
    });
}

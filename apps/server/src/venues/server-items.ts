import { formatHlc } from '@larder/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { items, venues } from '../db/schema.js';

/** The node id the server stamps on records it writes itself (venue profile, settings). */
export const SERVER_NODE = 'server';

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
  const hlc = formatHlc({ ms: now, counter: 0, node: SERVER_NODE });
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

import type { PullResponse } from '@larder/domain';

type PulledRow = PullResponse['rows'][number];

/** Every row the server holds for the venue, as another device would pull them from the start. */
export async function pulledRows(
  baseURL: string,
  session: { token: string; venueId: string },
): Promise<PulledRow[]> {
  const rows: PulledRow[] = [];
  let cursor: string | null = null;
  for (;;) {
    const query: string = cursor ? `?cursor=${cursor}` : '';
    const res = await fetch(`${baseURL}/api/sync/v1/venues/${session.venueId}/pull${query}`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    if (!res.ok) throw new Error(`pull ${res.status}: ${await res.text()}`);
    const page = (await res.json()) as PullResponse;
    rows.push(...page.rows);
    cursor = `${page.cursor.epoch}:${page.cursor.rev}`;
    if (!page.hasMore) return rows;
  }
}

/** The purchase price of the ingredient `name` as the server holds it (a full pull). */
export async function pulledPurchasePrice(
  baseURL: string,
  session: { token: string; venueId: string },
  name: string,
): Promise<unknown> {
  let price: unknown;
  for (const row of await pulledRows(baseURL, session)) {
    const doc = row.doc as { name?: string; purchaseprice?: unknown } | null;
    if (row.kind === 'item' && doc?.name === name) price = doc.purchaseprice;
  }
  return price;
}

/**
 * How many live records of each kind the server holds for the venue, as another device would
 * pull them (every page of the sync pull, from the start).
 */
export async function pulledCounts(
  baseURL: string,
  session: { token: string; venueId: string },
): Promise<Record<string, number>> {
  const live = new Map<string, boolean>();
  for (const row of await pulledRows(baseURL, session)) {
    live.set(`${row.kind}\u0000${row.key}`, !row.deleted);
  }
  const counts: Record<string, number> = {};
  for (const [id, isLive] of live) {
    const kind = id.split('\u0000')[0]!;
    if (isLive) counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return counts;
}

import type { PullResponse } from '@larder/domain';

/**
 * How many live records of each kind the server holds for the venue, as another device would
 * pull them (every page of the sync pull, from the start).
 */
export async function pulledCounts(
  baseURL: string,
  session: { token: string; venueId: string },
): Promise<Record<string, number>> {
  const live = new Map<string, boolean>();
  let cursor: string | null = null;
  for (;;) {
    const query: string = cursor ? `?cursor=${cursor}` : '';
    const res = await fetch(`${baseURL}/api/sync/v1/venues/${session.venueId}/pull${query}`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    if (!res.ok) throw new Error(`pull ${res.status}: ${await res.text()}`);
    const page = (await res.json()) as PullResponse;
    for (const row of page.rows) live.set(`${row.kind}\u0000${row.key}`, !row.deleted);
    cursor = `${page.cursor.epoch}:${page.cursor.rev}`;
    if (!page.hasMore) break;
  }
  const counts: Record<string, number> = {};
  for (const [id, isLive] of live) {
    const kind = id.split('\u0000')[0]!;
    if (isLive) counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return counts;
}

import { formatHlc, type CatalogueItem } from '@larder/domain';

/** Records pushed per request. */
const BATCH = 500;

/**
 * Stores the items on the server for the venue through the sync API, as a device named
 * `seed-device` would push them. Throws on any refused request or rejected record.
 */
export async function pushItems(
  baseURL: string,
  token: string,
  venueId: string,
  items: readonly CatalogueItem[],
): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  for (let i = 0; i < items.length; i += BATCH) {
    const mutations = items.slice(i, i + BATCH).map((doc, j) => ({
      mid: i + j + 1,
      kind: 'item',
      key: doc.foodkey,
      gen: 0,
      hlc: formatHlc({ ms: Date.now(), counter: j, node: 'seed-device' }),
      doc,
    }));
    const res = await fetch(`${baseURL}/api/sync/v1/venues/${venueId}/push`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ protocol: 1, schemaVersion: 1, clientId: 'seed-device', mutations }),
    });
    if (!res.ok) throw new Error(`seed push ${res.status}: ${await res.text()}`);
    const ack = (await res.json()) as { results: Array<{ status: string; reason?: string }> };
    const rejected = ack.results.filter((r) => r.status === 'rejected');
    if (rejected.length > 0) throw new Error(`seed rejected: ${rejected[0]!.reason}`);
  }
}

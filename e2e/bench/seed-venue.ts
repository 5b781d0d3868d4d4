import { randomUUID } from 'node:crypto';
import { formatHlc, licenceProductId, type CatalogueItem } from '@larder/domain';
import { signedReceipt } from '../support/licence-receipts.js';

/** Records pushed per request. */
const BATCH = 500;

/**
 * Makes the token's user Pro (a 30-venue store pack, redeemed with a receipt signed by the
 * journeys' secret), so that a bench venue may hold more than the trial's 100 ingredients and
 * 25 recipes.
 */
async function redeemPack(baseURL: string, token: string): Promise<void> {
  const productId = licenceProductId(30);
  const receipt = signedReceipt({ source: 'test', productId, transactionId: randomUUID() });
  const res = await fetch(`${baseURL}/api/licences/redeem`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ source: 'test', productId, receipt }),
  });
  if (!res.ok) throw new Error(`licence redeem ${res.status}: ${await res.text()}`);
}

/**
 * Stores the items on the server for the venue through the sync API, as a device named
 * `seed-device` would push them, after making the user Pro. Throws on any refused request or
 * rejected record.
 */
export async function pushItems(
  baseURL: string,
  token: string,
  venueId: string,
  items: readonly CatalogueItem[],
): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  await redeemPack(baseURL, token);
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

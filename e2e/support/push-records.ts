import { randomUUID } from 'node:crypto';
import { formatHlc } from '@larder/domain';
import type { Page } from 'playwright-core';

/** A record as the sync API stores it: its kind ('item', 'supplier', 'event'...), key and document. */
export interface SeedRecord {
  kind: string;
  key: string;
  doc: object;
}

/** The signed-in session of a page of the app: its access token and the open venue's id. */
export async function sessionOf(page: Page): Promise<{ token: string; venueId: string }> {
  const { token, venueId } = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
    const user = key
      ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string })
      : {};
    return { token: user.access_token, venueId: localStorage.getItem('lastVID') };
  });
  if (!token || !venueId) throw new Error('no signed-in session in the page');
  return { token, venueId };
}

/**
 * Stores records on the server for the venue through the sync API, as another device of the
 * same cook would push them; the app's own sync then brings them in. Throws on
 * a refused request or a rejected record.
 */
export async function pushRecords(
  baseURL: string,
  session: { token: string; venueId: string },
  records: readonly SeedRecord[],
  /**
   * The pushing device; its mutation ids start at 1, so one push per device id. A device id
   * belongs to one user on the server, so by default each push is a new device.
   */
  clientId = `seed-${randomUUID()}`,
): Promise<void> {
  const mutations = records.map((record, i) => ({
    mid: i + 1,
    kind: record.kind,
    key: record.key,
    gen: 0,
    hlc: formatHlc({ ms: Date.now(), counter: i, node: clientId }),
    doc: record.doc,
  }));
  const res = await fetch(`${baseURL}/api/sync/v1/venues/${session.venueId}/push`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ protocol: 1, schemaVersion: 1, clientId, mutations }),
  });
  if (!res.ok) throw new Error(`seed push ${res.status}: ${await res.text()}`);
  const ack = (await res.json()) as { results: Array<{ status: string; reason?: string }> };
  const rejected = ack.results.filter((r) => r.status === 'rejected');
  if (rejected.length > 0) throw new Error(`seed rejected: ${JSON.stringify(rejected[0])}`);
}

import { formatHlc, type Mutation } from '@larder/domain';
import { grantLicencePack } from './billing-rows.js';
import type { TestApp } from './test-app.js';

/** A record a device pushes: its kind, key and document. */
export interface PushedRecord {
  kind: Mutation['kind'];
  key: string;
  doc: Record<string, unknown>;
}

let devices = 0;

/** Pushes records to a venue as a device of `sub` does (the sync push route); fails on refusal. */
export async function pushRecords(
  t: Pick<TestApp, 'app' | 'auth'>,
  sub: string,
  venueId: string,
  records: readonly PushedRecord[],
): Promise<void> {
  const clientId = `site-device-${++devices}-${sub}`.slice(0, 64);
  const mutations = records.map((r, i) => ({
    mid: i + 1,
    kind: r.kind,
    key: r.key,
    gen: 0,
    hlc: formatHlc({ ms: Date.now(), counter: i, node: clientId }),
    doc: r.doc,
  }));
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/sync/v1/venues/${venueId}/push`,
    headers: await t.auth(sub),
    payload: { protocol: 1, schemaVersion: 1, clientId, mutations },
  });
  const body = res.json() as { results?: { status: string; issue?: unknown }[] };
  const refused = (body.results ?? []).filter(
    (r) => r.status === 'rejected' || r.status === 'held',
  );
  if (res.statusCode !== 200 || refused.length > 0) {
    throw new Error(`push refused: ${res.statusCode} ${res.body.slice(0, 400)}`);
  }
}

/** A café's records: flour with gluten, milk, pancakes at 8.50 and coffee at 3.20 on its menu. */
export const cafeRecords = (prices: { pancakes?: number } = {}): PushedRecord[] => [
  {
    kind: 'item',
    key: 'FLOUR',
    doc: {
      type: 'single',
      foodkey: 'FLOUR',
      name: 'Flour',
      purchaseprice: 30,
      purchaseqty: 25,
      purchaseunit: 'kg',
      allergens: ['gluten'],
      usda: { energy: 1520, protein: 10, carbs: 76, fat: 1 },
    },
  },
  {
    kind: 'item',
    key: 'MILK',
    doc: {
      type: 'single',
      foodkey: 'MILK',
      name: 'Milk',
      purchaseprice: 3,
      purchaseqty: 2,
      purchaseunit: 'L',
      map: { volume_value: 1, volume_unit: 'L', weight_value: 1030, weight_unit: 'g' },
      allergens: ['milk'],
      usda: { energy: 270, protein: 3.4, fat: 3.6 },
    },
  },
  {
    kind: 'item',
    key: 'PANCAKES',
    doc: {
      type: 'recipe',
      foodkey: 'PANCAKES',
      name: 'Pancakes',
      items: [
        { name: 'FLOUR', qty_value: 200, qty_unit: 'g' },
        { name: 'MILK', qty_value: 300, qty_unit: 'g' },
      ],
      servingsize: 125,
      servingsize_unit: 'g',
      menuitem: true,
      saleprice: prices.pancakes ?? 8.5,
    },
  },
  {
    kind: 'item',
    key: 'COFFEE',
    doc: {
      type: 'recipe',
      foodkey: 'COFFEE',
      name: 'Flat white <script>alert(1)</script>',
      items: [{ name: 'MILK', qty_value: 150, qty_unit: 'g' }],
      menuitem: true,
      saleprice: 3.2,
    },
  },
];

/** A Pro venue of `sub` with the café's records on it; answers its id. */
export async function cafeVenue(
  t: TestApp & { database: { db: Parameters<typeof grantLicencePack>[0] } },
  sub: string,
  name = 'River Café',
) {
  const venueId = await t.addVenue(sub, name);
  await grantLicencePack(t.database.db, sub, 1);
  await pushRecords(t, sub, venueId, cafeRecords());
  return venueId;
}

/**
 * Benchmark of the kitchen operations (operations-model §2, §3) on the generated venue of
 * generate-venue.ts (10,000 ingredients, 3,000 recipes nested up to 6 deep, 500 packaging
 * items), costed first, with 20 suppliers, par levels and stock counts: 200 demanded recipes
 * are exploded (`explodeDemand`) and their needs ordered (`orderList`). Prints JSON: medians in
 * ms, timed by timing.ts.
 *
 *   npx tsx packages/domain/bench/operations.ts
 */
import {
  explodeDemand,
  orderList,
  recalculateAll,
  type CatalogueItem,
  type DemandLine,
  type Recipe,
  type Supplier,
} from '../src/index';
import { generateVenue } from './generate-venue';
import { createPrng } from './prng';
import { venueFigures, watchLoad } from './report';
import { measure, medianMs, time } from './timing';

const rng = createPrng(20240601);
const venue = generateVenue();
const SUPPLIERS = 20;
const suppliers: Supplier[] = Array.from({ length: SUPPLIERS }, (_, i) => ({
  skey: `SUPPLIER ${String(i).padStart(2, '0')}`,
  name: `Supplier ${String(i).padStart(2, '0')}`,
  ingredients: [],
}));
// Nine items in ten have a supplier (named in lower case: matched case-insensitively), one in
// four a par level; the supplier lists its code for the item.
const withSuppliers = venue.items.map((item): CatalogueItem => {
  if (item.type === 'recipe' || rng.next() < 0.1) return item;
  const supplier = rng.pick(suppliers);
  supplier.ingredients?.push({ foodkey: item.foodkey, code: `C${rng.int(1000, 99_999)}` });
  const unit = item.type === 'packaging' ? 'each' : 'kg';
  const par = rng.next() < 0.25 ? { par: { qty: rng.int(1, 5), unit } } : {};
  return { ...item, ...par, supplier: supplier.skey.toLowerCase() } as CatalogueItem;
});
/** Read back as storage gives it (flat strings), then costed. */
const catalogue = recalculateAll(JSON.parse(JSON.stringify(withSuppliers)) as CatalogueItem[]);
const items = new Map(catalogue.map((item) => [item.foodkey, item]));

// 200 demanded recipes, most of them nested (levels 2 to 5), in servings, weights and batches.
const recipes = catalogue.filter((i): i is Recipe => i.type === 'recipe');
const nested = recipes.filter((r) => / L[2-5] /.test(r.foodkey));
const chosen = new Set<Recipe>();
while (chosen.size < 200) chosen.add(rng.pick(rng.next() < 0.8 ? nested : recipes));
const demand: DemandLine[] = [...chosen].map((r, i) =>
  i % 3 === 0
    ? { foodkey: r.foodkey, amount: rng.int(10, 120), unit: 'servings' }
    : i % 3 === 1
      ? { foodkey: r.foodkey, amount: rng.int(1, 20), unit: 'kg' }
      : { foodkey: r.foodkey, amount: rng.int(1, 4), unit: 'batches' },
);
const onHand = new Map<string, number>();
for (const item of catalogue)
  if (item.type !== 'recipe' && rng.next() < 0.3) onHand.set(item.foodkey, rng.int(0, 20_000));

const load = watchLoad();
let exploded = explodeDemand(demand, items);
let ordered = orderList({ needs: exploded.needs, items, suppliers, onHand });
const explodeMs = time(15, 3, () => {
  exploded = explodeDemand(demand, items);
});
const orderMs = time(15, 3, () => {
  ordered = orderList({ needs: exploded.needs, items, suppliers, onHand });
});
// The first call on a catalogue not seen before (after a change, every record is new): the
// per-record work is done again.
const firstCall: number[] = [];
for (let i = 0; i < 5; i++) {
  const fresh = new Map(
    (JSON.parse(JSON.stringify(catalogue)) as CatalogueItem[]).map((item) => [item.foodkey, item]),
  );
  const freshSuppliers = JSON.parse(JSON.stringify(suppliers)) as Supplier[];
  const { wallMs } = measure(() => {
    const { needs } = explodeDemand(demand, fresh);
    orderList({ needs, items: fresh, suppliers: freshSuppliers, onHand });
  });
  firstCall.push(wallMs);
}
const bothMs = time(15, 3, () => {
  const { needs } = explodeDemand(demand, items);
  orderList({ needs, items, suppliers, onHand });
});

console.log(
  JSON.stringify(
    {
      venue: {
        ...venueFigures(venue, catalogue.length),
        suppliers: SUPPLIERS,
        demandedRecipes: demand.length,
      },
      machine: {
        loadAverage1m: load(),
      },
      explodeDemand: {
        ...explodeMs,
        prepLines: exploded.recipes.length,
        needs: exploded.needs.length,
        missing: exploded.missing.length,
      },
      orderList: {
        ...orderMs,
        groups: ordered.groups.length,
        lines: ordered.groups.reduce((n, g) => n + g.lines.length, 0),
        missing: ordered.missing.length,
      },
      explodeAndOrder: bothMs,
      explodeAndOrderFirstCall: { medianMs: medianMs(firstCall) },
    },
    null,
    2,
  ),
);

/**
 * Benchmark of the kitchen operations (operations-model §2, §3) on the generated venue of
 * generate-venue.ts (10,000 ingredients, 3,000 recipes nested up to 6 deep, 500 packaging
 * items), costed first, with 20 suppliers, par levels and stock counts: 200 demanded recipes
 * are exploded (`explodeDemand`) and their needs ordered (`orderList`). Prints JSON: medians in
 * ms. `performance.now` is used here only, never in src.
 *
 *   npx tsx packages/domain/bench/operations.ts
 */
import { loadavg } from 'node:os';
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

const median = (values: number[]): number => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

/**
 * Median wall time of `runs` calls after `warmup`, and the median CPU time of this process
 * per call (user + system): on a busy machine the wall time counts waiting for a core, the
 * CPU time does not.
 */
const time = (
  runs: number,
  warmup: number,
  fn: () => void,
): { medianMs: number; cpuMs: number } => {
  for (let i = 0; i < warmup; i++) fn();
  const samples: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const startCpu = process.cpuUsage();
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
  }
  return { medianMs: Number(median(samples).toFixed(3)), cpuMs: Number(median(cpu).toFixed(3)) };
};

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

const loadBefore = loadavg()[0];
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
  const start = performance.now();
  const { needs } = explodeDemand(demand, fresh);
  orderList({ needs, items: fresh, suppliers: freshSuppliers, onHand });
  firstCall.push(performance.now() - start);
}
const bothMs = time(15, 3, () => {
  const { needs } = explodeDemand(demand, items);
  orderList({ needs, items, suppliers, onHand });
});

console.log(
  JSON.stringify(
    {
      venue: {
        items: catalogue.length,
        ingredients: venue.ingredients,
        recipes: venue.recipes,
        packaging: venue.packaging,
        suppliers: SUPPLIERS,
        demandedRecipes: demand.length,
      },
      machine: {
        loadAverage1m: [Number(loadBefore?.toFixed(2)), Number(loadavg()[0]?.toFixed(2))],
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
      explodeAndOrderFirstCall: { medianMs: Number(median(firstCall).toFixed(3)) },
    },
    null,
    2,
  ),
);

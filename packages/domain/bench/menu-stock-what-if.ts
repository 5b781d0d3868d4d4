/**
 * Benchmark of stock counts, menu engineering and what-if costing (operations-model §4, §7, §8)
 * on the generated venue of generate-venue.ts (10,000 ingredients, 3,000 recipes nested up to
 * 6 deep, 500 packaging items), costed first:
 * - what-if: one supplier's 500 items +10% (`whatIfCosts` with the venue's DependencyIndex):
 *   median, and the first call on a catalogue not seen before (cold per-record caches);
 * - a 2,000-line stock count: `countLineFacts` for every line, then `stockCountTotals`;
 * - menu engineering of 300 dishes (`menuEngineering`).
 * Prints JSON: medians in ms (wall and CPU), timed by timing.ts.
 *
 *   npx tsx packages/domain/bench/menu-stock-what-if.ts
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import {
  countLineFacts,
  countUnitsFor,
  DependencyIndex,
  menuEngineering,
  recalculateAll,
  stockCountTotals,
  whatIfCosts,
  type CatalogueItem,
  type MenuEngineeringInput,
  type PriceChange,
} from '../src/index';
import { generateVenue } from './generate-venue';
import { createPrng } from './prng';
import { venueFigures, watchLoad } from './report';
import { measure, medianMs, time } from './timing';

/**
 * A full garbage collection, run before each first call so that it does not pay for the
 * clone of the catalogue the bench has just made (in the app the catalogue is read long before
 * the first keystroke).
 */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const rng = createPrng(20240701);
const venue = generateVenue();
const HOT_SUPPLIER = 'Hot Supplier';
const OTHERS = Array.from({ length: 19 }, (_, i) => `Supplier ${String(i).padStart(2, '0')}`);
const AREAS = ['Walk-in', 'Freezer', 'Dry store', 'Bar', 'Pastry', 'Cellar'];
const CATEGORIES = ['Dairy', 'Meat', 'Produce', 'Baking', 'Drinks', 'Sauces', 'Packaging'];

// Exactly 500 priced items (ingredients and packaging) from the hot supplier, in lower case
// (matched case-insensitively); most others from one of 19 suppliers.
const priced = venue.items.filter((i) => i.type !== 'recipe' && i.type !== 'part');
const hot = new Set<string>();
while (hot.size < 500) hot.add(rng.pick(priced).foodkey);
const withData = venue.items.map(
  (item): CatalogueItem =>
    ({
      ...item,
      storagearea: rng.pick(AREAS),
      category: rng.pick(CATEGORIES),
      ...(item.type === 'recipe' ? { saleprice: rng.int(800, 3500) / 100 } : {}),
      ...(item.type === 'recipe' || item.type === 'part'
        ? {}
        : {
            supplier: hot.has(item.foodkey) ? HOT_SUPPLIER.toLowerCase() : rng.pick(OTHERS),
          }),
    }) as CatalogueItem,
);
/** Read back as storage gives it (flat strings), then costed. */
const catalogue = recalculateAll(JSON.parse(JSON.stringify(withData)) as CatalogueItem[]);
const items = new Map(catalogue.map((item) => [item.foodkey, item]));
const index = DependencyIndex.build(items.values());
const changes: PriceChange[] = [{ scope: 'supplier', supplier: HOT_SUPPLIER, percent: 10 }];

const load = watchLoad();

// What-if.
let result = whatIfCosts(items, changes, undefined, { index });
// The first call on a catalogue not seen before (as read from storage, every record new).
const firstCall: number[] = [];
const firstCallCpu: number[] = [];
for (let i = 0; i < 5; i++) {
  const fresh = new Map(
    (JSON.parse(JSON.stringify(catalogue)) as CatalogueItem[]).map((item) => [item.foodkey, item]),
  );
  const freshIndex = DependencyIndex.build(fresh.values());
  collectGarbage();
  const { wallMs, cpuMs } = measure(() =>
    whatIfCosts(fresh, changes, undefined, { index: freshIndex }),
  );
  firstCall.push(wallMs);
  firstCallCpu.push(cpuMs);
}
const whatIfMs = time(21, 5, () => {
  result = whatIfCosts(items, changes, undefined, { index });
});
const whatIfNoIndexMs = time(11, 2, () => whatIfCosts(items, changes));

// A 2,000-line stock count: items from every kind, typed in any unit they convert to.
const countable = catalogue.filter((i) => i.type !== 'part');
const lines = Array.from({ length: 2000 }, () => {
  const item = rng.pick(countable);
  const units = countUnitsFor(item);
  return {
    item,
    line: {
      foodkey: item.foodkey,
      qty: rng.int(0, 5000) / 10,
      unit: units.length > 0 ? rng.pick(units.slice(0, 6)) : 'g',
    },
    area: String(item.storagearea ?? ''),
    category: String(item.category ?? ''),
  };
});
let totals = stockCountTotals([]);
const countMs = time(31, 5, () => {
  const valued = lines.map((l) => ({
    area: l.area,
    category: l.category,
    value: countLineFacts(l.line, items.get(l.line.foodkey)).value,
  }));
  totals = stockCountTotals(valued);
});

// Menu engineering of 300 dishes.
const dishes: MenuEngineeringInput[] = Array.from({ length: 300 }, (_, i) => ({
  key: `DISH ${i}`,
  unitsSold: rng.int(0, 400),
  costPerServing: rng.next() < 0.05 ? null : rng.int(50, 1500) / 100,
  netPrice: rng.int(800, 4000) / 100,
}));
let engineering = menuEngineering(dishes);
const engineeringMs = time(51, 10, () => {
  engineering = menuEngineering(dishes);
});

console.log(
  JSON.stringify(
    {
      venue: venueFigures(venue, catalogue.length),
      machine: {
        loadAverage1m: load(),
      },
      whatIf: {
        ...whatIfMs,
        firstCallMs: medianMs(firstCall),
        firstCallCpuMs: medianMs(firstCallCpu),
        withoutIndexMs: whatIfNoIndexMs.medianMs,
        changedItems: result.changedItems.length,
        affectedRecipes: result.recipes.length,
        targetMs: 50,
      },
      stockCount2000Lines: {
        ...countMs,
        lines: totals.overall.lines,
        missing: totals.overall.missing,
        areas: totals.byArea.length,
        targetMs: 5,
      },
      menuEngineering300: {
        ...engineeringMs,
        stars: engineering.rows.filter((r) => r.class === 'star').length,
        targetMs: 5,
      },
    },
    null,
    2,
  ),
);

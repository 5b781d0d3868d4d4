/**
 * Benchmark of the domain package on a generated venue (see generate-venue.ts). Prints JSON:
 * medians in ms of recalculateAll (from records without figures: fresh record objects each
 * time, and the very same records again; and over the costed catalogue), propagate (one ingredient used by 200 recipes changes) and
 * searchItems per query, timed by timing.ts.
 */
import {
  DependencyIndex,
  propagate,
  recalculateAll,
  searchItems,
  type CatalogueItem,
  type Ingredient,
} from '../src/index';
import { generateVenue, HOT_KEY } from './generate-venue';
import { venueFigures, watchLoad } from './report';
import { median, timeWall, timeWallPrepared } from './timing';

/**
 * Calibration: one Map lookup per recipe line over all foodkeys (the bare lookups a full
 * recompute needs, no arithmetic). Shows how fast this machine is at the moment of the run.
 */
const lookupsOnly = (items: readonly CatalogueItem[]): number => {
  const byKey = new Map(items.map((item) => [item.foodkey, item]));
  let found = 0;
  for (const item of items) {
    if (item.type !== 'recipe') continue;
    for (const line of item.items ?? []) if (line.name && byKey.get(line.name)) found++;
  }
  return found;
};

const venue = generateVenue();
/**
 * The records as the app holds them: read back from storage (IndexedDB clones, sync JSON),
 * so every string is flat. Generated strings are built by concatenation, and such rope
 * strings make each Map lookup by foodkey compare piece by piece, which no real venue does.
 */
const stored = JSON.stringify(venue.items);
const generated: CatalogueItem[] = JSON.parse(stored) as CatalogueItem[];

const load = watchLoad();
const lookupsOnlyMs = timeWall(15, 3, () => lookupsOnly(generated));
// Records read back from storage anew before each call (not timed): no record is one a
// previous recompute met, so nothing kept by record (plan, entries, line results) applies.
const recalcFreshMs = timeWallPrepared(
  15,
  3,
  () => JSON.parse(stored) as CatalogueItem[],
  (records) => recalculateAll(records),
);
let catalogue: CatalogueItem[] = [];
const recalcMs = timeWall(15, 3, () => {
  catalogue = recalculateAll(generated);
});

// A costed catalogue costed again: what a settings change or the patch update does.
const costedCatalogue = catalogue;
const recalcCostedMs = timeWall(15, 3, () => recalculateAll(costedCatalogue));

const map = new Map(catalogue.map((item) => [item.foodkey, item]));
const hot = map.get(HOT_KEY) as Ingredient;
let affected = 0;
const propagateMs = timeWall(31, 5, (i) => {
  affected = propagate({ ...hot, purchaseprice: 12 + (i % 7) }, map).length;
});
const index = DependencyIndex.build(map.values());
const propagateIndexedMs = timeWall(31, 5, (i) => {
  propagate({ ...hot, purchaseprice: 12 + (i % 7) }, map, undefined, { index });
});
const indexBuildMs = timeWall(15, 3, () => DependencyIndex.build(map.values()));

const queries = [
  'tomato',
  'fresh basil',
  'chicken',
  'smoked salmon fillet',
  'recipe l3',
  'oil',
  'pack box',
  'zzz',
];
const search: Record<string, { ms: number; hits: number }> = {};
for (const q of queries) {
  let hits = 0;
  const ms = timeWall(21, 3, () => {
    hits = searchItems(catalogue, q).length;
  });
  search[q] = { ms, hits };
}
const searchMedianMs = median(Object.values(search).map((s) => s.ms));

const costed = catalogue.filter((i) => i.type === 'recipe' && i.eachcost !== null).length;
console.log(
  JSON.stringify(
    {
      venue: {
        ...venueFigures(venue, catalogue.length),
        recipesWithCost: costed,
      },
      machine: {
        loadAverage1m: load(),
        mapLookupsBaselineMs: lookupsOnlyMs,
      },
      recalculateAll: {
        medianMs: recalcFreshMs,
        note: 'medianMs: from records without figures, fresh record objects each call; sameRecordsMs: the very same records without figures again (plan kept)',
        sameRecordsMs: recalcMs,
        overCostedCatalogueMs: recalcCostedMs,
        targetMs: 50,
      },
      propagate: {
        medianMs: propagateIndexedMs,
        note: 'medianMs: with the DependencyIndex the data layer maintains (options.index)',
        withoutIndexMs: propagateMs,
        indexBuildMs,
        directUsers: 200,
        recomputed: affected,
        targetMs: 2,
      },
      searchItems: { medianMsPerQuery: searchMedianMs, perQuery: search, targetMs: 2 },
    },
    null,
    2,
  ),
);

import { COST_INPUT_MISSING, type DomainWarning } from '../messages';
import type { CatalogueItem } from '../records/item';
import type { PackagingLine, Recipe, RecipeLine } from '../records/recipe';
import { mapDensity } from '../units/item-conversions';
import { measureOf, unitTableFor, type UnitsInput, type UnitTable } from '../units/unit-table';
import { waterLoss } from './water-loss';
import {
  costPackagingLine,
  costResolvedLine,
  packagingLineCounts,
  type LineResult,
} from './recipe-lines';
import { profileOf, type Resolve, type ResolvedItem } from './resolver';
import { itemProfile, type ItemProfile } from '../units/item-profile';
import { finite, orNull } from './unit-costs';

/** Finds an item by foodkey. */
export type ItemLookup = (foodkey: string) => CatalogueItem | undefined;

/** The figures of a costed recipe (costing-model §5). Missing values are null. */
export interface RecipeCostResult {
  /** Batch cost: ingredients + packaging, produced only with an each_value. */
  readonly total: number | null;
  readonly ingredients: number | null;
  readonly packaging: number | null;
  /** Finished batch weight in g (map.each_value). */
  readonly eachValue: number | null;
  /** True when eachValue was computed from the lines, false when the stored value was used. */
  readonly eachValueComputed: boolean;
  /** Finished batch volume in mL. */
  readonly volume: number | null;
  readonly gramcost: number | null;
  readonly mlcost: number | null;
  readonly eachcost: number | null;
  readonly servings: number | null;
  readonly perServing: number | null;
  /** Cost per serving as a percentage of the sale price, when one is set. */
  readonly foodCost: number | null;
  /** A recipe is complete with both each_value and eachcost (product spec §5). */
  readonly complete: boolean;
  readonly lines: readonly LineResult[];
  readonly packagingCosts: readonly (number | null)[];
  readonly warnings: readonly DomainWarning[];
}

const NO_WARNINGS: readonly DomainWarning[] = Object.freeze([]);
const NO_COSTS: readonly (number | null)[] = Object.freeze([]);

/**
 * The line results a recipe was last costed with, and what each was costed from. A line's
 * result depends only on the line (records are immutable), the item it names and the unit
 * table, so a line whose line and item are the very same objects keeps its result: when one
 * ingredient moves, its users cost only the lines that name it again.
 *
 * Only the result of a line that already carries its cost is kept: the costed record keeps
 * that very line (see `applyRecipeCosts`), so it is met again. Any other line is replaced by a
 * new line in the costed record and is not met again; keeping its result would only hold it,
 * its item and its result in memory (a recompute from records read from storage costs every
 * line of every recipe once).
 */
interface LineMemo {
  table: UnitTable;
  /** The number of lines the memo is for. */
  readonly n: number;
  /**
   * What is kept of line i, side by side in one list (read together, so from one place in
   * memory): keys[4i] the line as it was costed, keys[4i + 1] the item it named then,
   * keys[4i + 2] the line's name as the very string of that item's foodkey (the same text; the
   * name itself when they differ: a Map keyed by foodkeys finds the string it was given its
   * entry with without comparing text, see `LineSource.storedKeys`), keys[4i + 3] its result.
   */
  readonly keys: (RecipeLine | CatalogueItem | string | LineResult | null | undefined)[];
  /**
   * figures[3i], [3i + 1], [3i + 2]: the cost, grams and mL of line i's result, NaN for null (a
   * kept figure is finite or null, never NaN): the sums read them from one array instead of
   * from each result's boxed numbers.
   */
  readonly figures: Float64Array;
}

/** Memos by recipe foodkey, dropped all at once past this many (a bound on memory). */
const MEMO_LIMIT = 50_000;
const memos = new Map<string, LineMemo>();

/** The recipe's memo when it may hold results of these lines (same table, as many lines). */
const memoOf = (recipe: Recipe, table: UnitTable, n: number): LineMemo | undefined => {
  const memo = memos.get(recipe.foodkey);
  return memo !== undefined && memo.table === table && memo.n === n ? memo : undefined;
};

/** The recipe's memo to keep a result in: its own, else a new one (see `LineMemo`). */
const memoFor = (recipe: Recipe, table: UnitTable, n: number): LineMemo => {
  let memo = memos.get(recipe.foodkey);
  if (memo === undefined || memo.n !== n) {
    if (memos.size >= MEMO_LIMIT) memos.clear();
    memo = {
      table,
      n,
      keys: new Array<LineMemo['keys'][number]>(4 * n).fill(undefined),
      figures: new Float64Array(3 * n),
    };
    memos.set(recipe.foodkey, memo);
  } else if (memo.table !== table) {
    memo.table = table;
    memo.keys.fill(undefined);
  }
  return memo;
};

/**
 * A figure as kept in `LineMemo.figures`: NaN for null. The `+` (a number as it is) makes it a
 * plain double, as a kept figure read from `figures` is: V8 then keeps a line's figures
 * unboxed in the sums instead of making a heap number of each kept one.
 */
const figureOf = (value: number | null): number => (value === null ? NaN : +value);

/**
 * Where a recipe's lines find their items: `item` by foodkey, and `profile` (the conversion
 * profile of the item `item` has just returned) only for a line that must be costed again.
 */
export interface LineSource {
  readonly item: (foodkey: string) => CatalogueItem | undefined;
  readonly profile: (item: CatalogueItem) => ItemProfile;
  /**
   * `item` looks foodkeys up in a Map keyed by the records' own foodkey strings: a line whose
   * result is kept is then asked for by its item's foodkey string (`LineMemo.keys`), which the
   * Map matches without comparing text.
   */
  readonly storedKeys?: boolean;
}

/** Costs a recipe with the prepared unit table (see `costRecipe`). */
export const costRecipeWith = (
  recipe: Recipe,
  resolve: Resolve,
  table: UnitTable,
): RecipeCostResult => {
  let last: ResolvedItem | undefined;
  return costRecipeFrom(
    recipe,
    {
      item: (key) => {
        last = resolve(key);
        return last?.item;
      },
      profile: () => profileOf(last as ResolvedItem, table),
    },
    table,
  );
};

/** A `RecipeCostResult` whose fields are written, one costing after another. */
export type CostResultSlots = { -readonly [K in keyof RecipeCostResult]: RecipeCostResult[K] };

/** A result to be written by `costRecipeFrom` (see `CostingScratch`). */
export const blankCostResult = (): CostResultSlots => ({
  total: null,
  ingredients: null,
  packaging: null,
  eachValue: null,
  eachValueComputed: false,
  volume: null,
  gramcost: null,
  mlcost: null,
  eachcost: null,
  servings: null,
  perServing: null,
  foodCost: null,
  complete: false,
  lines: [],
  packagingCosts: NO_COSTS,
  warnings: NO_WARNINGS,
});

/**
 * What a caller costing many recipes one after the other reuses (see `costRecipeFrom`): the
 * result of each recipe, its line results included, is read before the next one is costed.
 * No result object nor list of line results is made per recipe (measured ~300 bytes less per
 * recipe costed again, a fifth of what propagate allocates).
 */
export interface CostingScratch {
  /**
   * Set for each line: `kept[i]` is 1 when line i's result is the one kept for that very line
   * and item (the line already carries its cost, see `LineMemo`), else 0. At least as long as
   * the lines.
   */
  readonly kept: Uint8Array;
  /**
   * The line results, written here: the result's `lines` is this very list, longer than the
   * lines when an earlier recipe had more.
   */
  readonly lines: LineResult[];
  /** The result, written here and returned. */
  readonly result: CostResultSlots;
}

/** `costRecipeWith` with the lines' items found through a `LineSource` (see `CostingScratch`). */
export const costRecipeFrom = (
  recipe: Recipe,
  source: LineSource,
  table: UnitTable,
  scratch?: CostingScratch,
): RecipeCostResult => {
  const lineList = recipe.items ?? [];
  const n = lineList.length;
  const lines: LineResult[] = scratch?.lines ?? new Array<LineResult>(n);
  const kept = scratch?.kept;
  let memo = n > 0 ? memoOf(recipe, table, n) : undefined;
  const storedKeys = source.storedKeys === true;
  // The three sums as plain numbers, each with whether it is still known (a null line value
  // makes it null for good): a number that may be null is a new heap object at each addition.
  let ingredientsSum = 0;
  let ingredientsKnown = true;
  let rawSum = 0;
  let rawKnown = n > 0;
  let mlSum = 0;
  let mlKnown = n > 0;
  for (let i = 0; i < n; i++) {
    const line = lineList[i] as RecipeLine;
    // The memo of a line met before: its result is kept when it names the very same item.
    const met =
      memo !== undefined && line !== undefined && memo.keys[4 * i] === line ? memo : undefined;
    const name = met !== undefined && storedKeys ? (met.keys[4 * i + 2] as string) : line.name;
    const item = name ? source.item(name) : undefined;
    let cost: number;
    let grams: number;
    let ml: number;
    if (met !== undefined && met.keys[4 * i + 1] === item) {
      lines[i] = met.keys[4 * i + 3] as LineResult;
      const figures = met.figures;
      cost = figures[3 * i] as number;
      grams = figures[3 * i + 1] as number;
      ml = figures[3 * i + 2] as number;
      if (kept !== undefined) kept[i] = 1;
    } else {
      if (kept !== undefined) kept[i] = 0;
      const r =
        item !== undefined
          ? costResolvedLine(line, item, source.profile(item), table)
          : costResolvedLine(line, undefined, null, table);
      lines[i] = r;
      cost = figureOf(r.cost);
      grams = figureOf(r.grams);
      ml = figureOf(r.ml);
      // Kept only for a line the costed record keeps as it is (see `LineMemo`).
      if (line.cost === r.cost && r.custom === 'none') {
        memo ??= memoFor(recipe, table, n);
        memo.keys[4 * i] = line;
        memo.keys[4 * i + 1] = item;
        memo.keys[4 * i + 2] = item !== undefined && item.foodkey === name ? item.foodkey : name;
        memo.keys[4 * i + 3] = r;
        memo.figures[3 * i] = cost;
        memo.figures[3 * i + 1] = grams;
        memo.figures[3 * i + 2] = ml;
      }
    }
    // NaN stands for null: a null line figure makes its sum null for good.
    if (ingredientsKnown) {
      if (cost !== cost) ingredientsKnown = false;
      else ingredientsSum += cost;
    }
    if (rawKnown) {
      if (grams !== grams) rawKnown = false;
      else rawSum += grams;
    }
    if (mlKnown) {
      if (ml !== ml) mlKnown = false;
      else mlSum += ml;
    }
  }
  const ingredients = ingredientsKnown ? ingredientsSum : null;
  const packagingLines = recipe.packaging ?? [];
  // No list made for a recipe without packaging lines (half of them, say): one shared empty one.
  const packagingCosts =
    packagingLines.length === 0 ? NO_COSTS : new Array<number | null>(packagingLines.length);
  let packagingSum = 0;
  let packagingKnown = true;
  for (let i = 0; i < packagingLines.length; i++) {
    const line = packagingLines[i] as PackagingLine;
    const cost = costPackagingLine(line, line.name ? source.item(line.name) : undefined);
    (packagingCosts as (number | null)[])[i] = cost;
    if (packagingKnown && packagingLineCounts(line)) {
      if (cost === null) packagingKnown = false;
      else packagingSum += cost;
    }
  }
  const packaging = packagingKnown ? packagingSum : null;

  // Batch weight (§5): computed when every line converts to grams, else the stored value.
  // The raw weight and volume are read from their sums (`rawKnown`, `mlKnown`), and an unknown
  // finished weight is NaN: none of them is made a heap number only to be compared.
  const loss = rawKnown ? waterLoss(recipe, rawSum, table) : null;
  const finished = rawKnown && loss !== null ? rawSum - loss : NaN;
  const computed = finished > 0;
  const stored = recipe.map?.each_value;
  const eachValue = computed ? finished : finite(stored) && stored > 0 ? stored : null;

  // Finished volume and density (§5).
  const userDensity = mapDensity(recipe.map, table);
  let volume: number | null = null;
  if (userDensity !== null) volume = eachValue === null ? null : eachValue / userDensity;
  else if (n > 0) {
    const adjust = finite(recipe.volumeadjust) ? recipe.volumeadjust : 0;
    volume = mlKnown ? mlSum * (1 + adjust / 100) : null;
  }
  if (volume !== null && !(volume > 0)) volume = null;
  const density =
    userDensity ?? (eachValue !== null && volume !== null ? eachValue / volume : null);

  const total =
    ingredients !== null && packaging !== null && eachValue !== null
      ? ingredients + packaging
      : null;
  const eachcost = total;
  const gramcost = eachcost !== null && eachValue !== null ? orNull(eachcost / eachValue) : null;
  const mlcost = gramcost !== null && density !== null ? orNull(gramcost * density) : null;

  let servings: number | null = null;
  let perServing: number | null = null;
  if (recipe.servingsize_auto === true) {
    servings = 1;
    perServing = eachcost;
  } else if (finite(recipe.servingsize) && recipe.servingsize > 0 && recipe.servingsize_unit) {
    // The serving in its base unit: a measure unit only (what `quantityToBase` gives without
    // an item), without a quantity object made for it.
    const s = measureOf(table, recipe.servingsize_unit);
    if (s?.dimension === 'weight') {
      const amount = recipe.servingsize * s.size;
      servings = eachValue === null ? null : eachValue / amount;
      perServing = gramcost === null ? null : gramcost * amount;
    } else if (s?.dimension === 'volume') {
      const amount = recipe.servingsize * s.size;
      servings = volume === null ? null : volume / amount;
      perServing = mlcost === null ? null : mlcost * amount;
    }
  }
  const sale = recipe.saleprice;
  const foodCost =
    perServing !== null && finite(sale) && sale > 0 ? orNull((perServing / sale) * 100) : null;

  const warnings: readonly DomainWarning[] =
    ingredients === null || packaging === null
      ? [{ message: COST_INPUT_MISSING, foodkey: recipe.foodkey }]
      : NO_WARNINGS;
  const result = scratch?.result ?? blankCostResult();
  result.total = total;
  result.ingredients = ingredients;
  result.packaging = packaging;
  result.eachValue = eachValue;
  result.eachValueComputed = computed;
  result.volume = volume;
  result.gramcost = gramcost;
  result.mlcost = mlcost;
  result.eachcost = eachcost;
  result.servings = orNull(servings);
  result.perServing = orNull(perServing);
  result.foodCost = foodCost;
  result.complete = eachValue !== null && eachcost !== null;
  result.lines = lines;
  result.packagingCosts = packagingCosts;
  result.warnings = warnings;
  return result;
};

/**
 * Costs a recipe (costing-model §4, §5) from the stored unit costs of the items `lookup`
 * returns, nested recipes included. No recipe cost is produced without each_value; a line
 * without quantity or cost leaves the recipe without cost and one COST_INPUT_MISSING warning.
 */
export const costRecipe = (
  recipe: Recipe,
  lookup: ItemLookup,
  units?: UnitsInput,
): RecipeCostResult => {
  const table = unitTableFor(units);
  return costRecipeWith(
    recipe,
    (key) => {
      const item = lookup(key);
      return item && { item, profile: itemProfile(item, table) };
    },
    table,
  );
};

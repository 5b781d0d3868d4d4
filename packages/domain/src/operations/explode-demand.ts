import { dependencyOrderIds } from '../costing/dependency-order';
import { toItemMap, type ItemCollection } from '../costing/item-collection';
import { packagingLineCounts } from '../costing/recipe-lines';
import type { CatalogueItem } from '../records/item';
import type { Recipe } from '../records/recipe';
import { convertBase, quantityToBase, type BaseQuantity } from '../units/item-conversions';
import { unitTableFor, type UnitsInput, type UnitTable } from '../units/unit-table';
import type { DemandLine } from './demand';
import { lineAmount } from './line-amount';
import { BASE_UNITS, purchaseUnitOf, type BaseUnit } from './purchase-unit';
import { batchesIn, recipeAmount, recipeBatches } from './recipe-batches';

/** One recipe to prepare (operations-model §2). */
export interface PrepLine {
  readonly foodkey: string;
  readonly name: string;
  /** Batches needed: the demanded amount over the batch yield, summed over every use. */
  readonly batches: number;
  /** The same amount in the recipe's base unit, for display (costing-model §10). */
  readonly amount: number;
  readonly unit: BaseUnit;
  /** The recipe's storage area and category ('' when it has none). */
  readonly storagearea: string;
  readonly category: string;
  /** 0 for a recipe no other listed recipe uses; else one more than its deepest user. */
  readonly depth: number;
}

/** The summed need of one ingredient, part or packaging item (operations-model §2, §3). */
export interface ItemNeed {
  readonly foodkey: string;
  /** In the base unit of the item's purchase unit (g, mL or each). */
  readonly qty: number;
  readonly unit: BaseUnit;
}

/** What a demand explodes into (operations-model §2). */
export interface Explosion {
  /** Recipes to prepare, every sub-recipe before the recipes that use it. */
  readonly recipes: PrepLine[];
  /** Raw needs, sorted by foodkey. */
  readonly needs: ItemNeed[];
  /**
   * Foodkeys demanded or referenced that are not in the catalogue, whose amount does not
   * convert (no batch yield, density, each weight or known unit), or met again inside their
   * own nesting (a loop in stored data); sorted.
   */
  readonly missing: string[];
}

export interface ExplodeOptions {
  /** The user's unit sizes (costing-model §1). */
  readonly units?: UnitsInput;
}

/** One line of a recipe, per batch: a sub-recipe's batches, an item's need, or a gap. */
type Use =
  | {
      readonly kind: 'recipe';
      readonly recipe: Recipe;
      readonly foodkey: string;
      /** Batches of the sub-recipe per batch; null when the line does not convert. */
      readonly per: number | null;
    }
  | {
      readonly kind: 'item';
      readonly foodkey: string;
      /** The item's place in the catalogue's key order (see `catalogueOrder`). */
      readonly rank: number;
      readonly unit: BaseUnit;
      readonly per: number;
    }
  | { readonly kind: 'missing'; readonly foodkey: string };

/** An item's quantity in the base unit of its purchase dimension (else its own dimension). */
const needOf = (
  item: CatalogueItem,
  base: BaseQuantity,
  table: UnitTable,
): { unit: BaseUnit; qty: number } | null => {
  const dimension = purchaseUnitOf(item, table)?.dimension ?? base.dimension;
  const qty = convertBase(base, dimension, item, table);
  return qty === null || !Number.isFinite(qty) ? null : { unit: BASE_UNITS[dimension], qty };
};

const text = (value: string | null | undefined): string => value?.trim() ?? '';

/** A catalogue's keys in order, and each key's place in it: needs are summed by place. */
interface CatalogueOrder {
  readonly keys: readonly string[];
  readonly rank: ReadonlyMap<string, number>;
}

const orderCache = new WeakMap<ReadonlyMap<string, CatalogueItem>, CatalogueOrder>();

/** The key order of a catalogue map, worked out once per map. */
const catalogueOrder = (all: ReadonlyMap<string, CatalogueItem>): CatalogueOrder => {
  let order = orderCache.get(all);
  if (order === undefined) {
    const keys = [...all.keys()].sort();
    order = { keys, rank: new Map(keys.map((key, i) => [key, i])) };
    orderCache.set(all, order);
  }
  return order;
};

const rankOf = (all: ReadonlyMap<string, CatalogueItem>, foodkey: string): number =>
  catalogueOrder(all).rank.get(foodkey) as number;

/** Base units in the order needs of one item are listed ('each' < 'g' < 'mL'). */
const SLOT_UNITS: readonly BaseUnit[] = ['each', 'g', 'mL'];
const SLOT_OF: Readonly<Record<BaseUnit, number>> = { each: 0, g: 1, mL: 2 };

/**
 * Needs summed per catalogue place and base unit in flat arrays (no map keyed by text: an
 * explosion adds thousands of needs), listed by foodkey then unit.
 */
class NeedTotals {
  private readonly qty: Float64Array;
  private readonly units: Uint8Array;
  private readonly touched: number[] = [];

  constructor(private readonly order: CatalogueOrder) {
    this.qty = new Float64Array(order.keys.length * 3);
    this.units = new Uint8Array(order.keys.length);
  }

  add(rank: number, unit: BaseUnit, qty: number): void {
    const slot = SLOT_OF[unit];
    if (this.units[rank] === 0) this.touched.push(rank);
    this.units[rank] = (this.units[rank] as number) | (1 << slot);
    this.qty[rank * 3 + slot] = (this.qty[rank * 3 + slot] as number) + qty;
  }

  list(): ItemNeed[] {
    const ranks = Int32Array.from(this.touched).sort();
    const out: ItemNeed[] = [];
    for (const rank of ranks) {
      const foodkey = this.order.keys[rank] as string;
      const bits = this.units[rank] as number;
      for (let slot = 0; slot < 3; slot++) {
        if (bits & (1 << slot)) {
          out.push({ foodkey, qty: this.qty[rank * 3 + slot] as number, unit: SLOT_UNITS[slot]! });
        }
      }
    }
    return out;
  }
}

/** A live item by foodkey: a deleted one counts as absent. */
const liveItem = (
  all: ReadonlyMap<string, CatalogueItem>,
  foodkey: string,
): CatalogueItem | undefined => {
  const item = all.get(foodkey);
  return item?.deleted === true ? undefined : item;
};

/**
 * A recipe's lines per batch, worked out once per recipe record, catalogue and unit table
 * (records are immutable; a changed catalogue is a new map): the unit conversions are the
 * costly part of an explosion, and a prep list is recomputed for every tick and date.
 */
const usesCache = new WeakMap<
  Recipe,
  { all: ReadonlyMap<string, CatalogueItem>; table: UnitTable; uses: Use[] }
>();

const usesOf = (
  recipe: Recipe,
  all: ReadonlyMap<string, CatalogueItem>,
  table: UnitTable,
): Use[] => {
  const hit = usesCache.get(recipe);
  if (hit !== undefined && hit.all === all && hit.table === table) return hit.uses;
  const list: Use[] = [];
  for (const line of recipe.items ?? []) {
    if (!line.name) continue;
    const item = liveItem(all, line.name);
    const base = item ? lineAmount(line, item, table) : null;
    if (item?.type === 'recipe') {
      // Ordered after this recipe even when its amount does not convert.
      const per = base === null ? null : batchesIn(item, base, table);
      list.push({ kind: 'recipe', recipe: item, foodkey: item.foodkey, per });
    } else if (!item || base === null) {
      list.push({ kind: 'missing', foodkey: line.name });
    } else {
      const need = needOf(item, base, table);
      list.push(
        need === null
          ? { kind: 'missing', foodkey: item.foodkey }
          : {
              kind: 'item',
              foodkey: item.foodkey,
              rank: rankOf(all, item.foodkey),
              unit: need.unit,
              per: need.qty,
            },
      );
    }
  }
  for (const line of recipe.packaging ?? []) {
    if (!packagingLineCounts(line) || !line.name) continue;
    const item = liveItem(all, line.name);
    const need = item && needOf(item, { dimension: 'count', amount: line.qty as number }, table);
    list.push(
      need
        ? {
            kind: 'item',
            foodkey: line.name,
            rank: rankOf(all, line.name),
            unit: need.unit,
            per: need.qty,
          }
        : { kind: 'missing', foodkey: line.name },
    );
  }
  usesCache.set(recipe, { all, table, uses: list });
  return list;
};

/**
 * The prep list and raw needs of a demand (operations-model §2): each demanded recipe's
 * batches = amount / batch yield; nested recipes exploded, a sub-recipe used by several
 * recipes listed once with its batches summed, in dependency order (sub-recipes first); every
 * ingredient, part and packaging item reached summed in base units. An item demanded directly
 * is a need of its own. Data problems never throw: they are listed in `missing`.
 */
export const explodeDemand = (
  demand: readonly DemandLine[],
  items: ItemCollection,
  options: ExplodeOptions = {},
): Explosion => {
  const all = toItemMap(items);
  const lookup = (foodkey: string): CatalogueItem | undefined => liveItem(all, foodkey);
  const table = unitTableFor(options.units);
  const missing = new Set<string>();
  const keyOrder = catalogueOrder(all);
  const needs = new NeedTotals(keyOrder);

  const ids = new Map<string, number>();
  const recipes: Recipe[] = [];
  const batches: number[] = [];
  const idOf = (recipe: Recipe): number => {
    let id = ids.get(recipe.foodkey);
    if (id === undefined) {
      id = recipes.length;
      ids.set(recipe.foodkey, id);
      recipes.push(recipe);
      batches.push(0);
    }
    return id;
  };

  for (const line of demand) {
    const item = lookup(line.foodkey);
    if (!item || !Number.isFinite(line.amount) || line.amount < 0) {
      missing.add(line.foodkey);
      continue;
    }
    if (line.amount === 0) continue;
    if (item.type === 'recipe') {
      const b = recipeBatches(item, line.amount, line.unit, table);
      if (b === null) missing.add(item.foodkey);
      else if (b > 0) {
        const id = idOf(item);
        batches[id] = (batches[id] as number) + b;
      }
      continue;
    }
    const base = quantityToBase(line.amount, line.unit, item, table);
    const need = base && needOf(item, base, table);
    if (need) needs.add(keyOrder.rank.get(item.foodkey) as number, need.unit, need.qty);
    else missing.add(item.foodkey);
  }

  // Every recipe reached from the demand, with its lines per batch (discovered breadth first).
  const uses: Use[][] = [];
  for (let id = 0; id < recipes.length; id++) {
    const list = usesOf(recipes[id] as Recipe, all, table);
    for (const use of list) if (use.kind === 'recipe') idOf(use.recipe);
    uses.push(list);
  }

  const n = recipes.length;
  const subRecipes = (id: number): number[] => {
    const out: number[] = [];
    for (const use of uses[id] ?? []) if (use.kind === 'recipe') out.push(ids.get(use.foodkey)!);
    return out;
  };
  const loops = new Set<number>();
  const order = dependencyOrderIds(n, subRecipes, (from, to) => loops.add(from * n + to));

  // Users before sub-recipes: a recipe's batches are complete when its turn comes.
  const depth = new Int32Array(n);
  for (let k = n - 1; k >= 0; k--) {
    const id = order[k] as number;
    const b = batches[id] as number;
    if (!(b > 0)) continue;
    for (const use of uses[id] as Use[]) {
      if (use.kind === 'missing') missing.add(use.foodkey);
      else if (use.kind === 'item') needs.add(use.rank, use.unit, use.per * b);
      else {
        const sub = ids.get(use.foodkey)!;
        if (loops.has(id * n + sub)) missing.add(use.foodkey);
        else {
          depth[sub] = Math.max(depth[sub] as number, (depth[id] as number) + 1);
          if (use.per === null) missing.add(use.foodkey);
          else batches[sub] = (batches[sub] as number) + use.per * b;
        }
      }
    }
  }

  const lines: PrepLine[] = [];
  for (const id of order) {
    const b = batches[id] as number;
    if (!(b > 0)) continue;
    const recipe = recipes[id] as Recipe;
    const { amount, unit } = recipeAmount(recipe, b, table);
    lines.push({
      foodkey: recipe.foodkey,
      name: text(recipe.name) || recipe.foodkey,
      batches: b,
      amount,
      unit,
      storagearea: text(recipe.storagearea),
      category: text(recipe.category),
      depth: depth[id] as number,
    });
  }
  const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return {
    recipes: lines,
    needs: needs.list(),
    missing: [...missing].sort(byKey),
  };
};

import type { CatalogueItem } from '../records/item';
import type { Recipe } from '../records/recipe';
import { partKeysOf } from './dependency-index';
import { dependencyOrderIds } from './dependency-order';

const NONE: readonly number[] = [];

/**
 * Notes a recipe line's item: its name, its id (-1: none) and, when found, the id among the
 * recipe's dependencies (a function of the module, not a closure made for each recipe).
 */
const noteLine = (
  name: string | null | undefined,
  ids: ReadonlyMap<string, number>,
  names: string[],
  found: number[],
  out: number[],
): void => {
  if (!name) return;
  const d = ids.get(name);
  names.push(name);
  found.push(d ?? -1);
  if (d !== undefined) out.push(d);
};

/**
 * What a whole-catalogue recompute needs before costing anything, on integer ids (the index of
 * each item in the list): all of it follows from the foodkeys, types, part names and line
 * names of the records, nothing from their figures.
 */
export interface RecalculatePlan {
  /** Foodkey to id (the last duplicate wins). */
  readonly ids: ReadonlyMap<string, number>;
  /** canonical[i]: the id holding item i's foodkey. */
  readonly canonical: Int32Array;
  /** parent[i]: the id of part item i's `multiple` parent, -1 for none. */
  readonly parent: Int32Array;
  /** A recipe's named lines (item lines, then packaging lines) and their ids (-1: none). */
  readonly lineNames: readonly (readonly string[] | undefined)[];
  readonly lineIds: readonly (readonly number[] | undefined)[];
  /** Every id after the ids it depends on (costing-model §6). */
  readonly order: Int32Array;
  /** Ids of the items from which an edge closed a loop, in the order the walk met them. */
  readonly loops: readonly number[];
}

/** Builds the plan of a list of items (see `RecalculatePlan`). */
export const buildPlan = (items: readonly CatalogueItem[]): RecalculatePlan => {
  const n = items.length;
  const ids = new Map<string, number>();
  // A foodkey met again leaves the map's size as it was.
  let repeats = false;
  for (let i = 0; i < n; i++) {
    const size = ids.size;
    ids.set((items[i] as CatalogueItem).foodkey, i);
    if (ids.size === size) repeats = true;
  }
  const canonical = new Int32Array(n);
  for (let i = 0; i < n; i++)
    canonical[i] = repeats ? (ids.get((items[i] as CatalogueItem).foodkey) as number) : i;
  const parent = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) {
    const item = items[i] as CatalogueItem;
    if (item.type !== 'multiple') continue;
    for (const key of partKeysOf(item)) {
      const p = ids.get(key);
      if (p !== undefined) parent[p] = i;
    }
  }
  const lineNames = new Array<readonly string[] | undefined>(n);
  const lineIds = new Array<readonly number[] | undefined>(n);
  const dependenciesOf = (i: number): readonly number[] => {
    if (canonical[i] !== i) return NONE;
    const item = items[i] as CatalogueItem;
    if (item.type === 'part') {
      const p = parent[i] as number;
      return p >= 0 ? [p] : NONE;
    }
    if (item.type !== 'recipe') return NONE;
    const out: number[] = [];
    const names: string[] = [];
    const found: number[] = [];
    const recipe = item as Recipe;
    for (const line of recipe.items ?? []) noteLine(line.name, ids, names, found, out);
    for (const line of recipe.packaging ?? []) noteLine(line.name, ids, names, found, out);
    lineNames[i] = names;
    lineIds[i] = found;
    return out;
  };
  const loops: number[] = [];
  const order = dependencyOrderIds(n, dependenciesOf, (from) => loops.push(from));
  return { ids, canonical, parent, lineNames, lineIds, order, loops };
};

/** The last list planned (its items, copied) and its plan. */
let last: { readonly items: readonly CatalogueItem[]; readonly plan: RecalculatePlan } | null =
  null;

const sameItems = (a: readonly CatalogueItem[], b: readonly CatalogueItem[]): boolean => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

/**
 * The plan of a list of items, kept for the last list: a list holding the very same records in
 * the same order (records are immutable) has the same plan, so a catalogue costed again without
 * a change of record (a change of units, the patch update) is not planned again.
 */
export const planFor = (items: readonly CatalogueItem[]): RecalculatePlan => {
  if (last !== null && sameItems(last.items, items)) return last.plan;
  const plan = buildPlan(items);
  last = { items: items.slice(), plan };
  return plan;
};

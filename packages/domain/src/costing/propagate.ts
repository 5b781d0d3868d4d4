import { REASON_MESSAGES } from '../errors';
import type { CatalogueItem } from '../records/item';
import { unitTableFor, type UnitsInput, type UnitTable } from '../units/unit-table';
import { DependencyIndex, directDependencies, partKeysOf } from './dependency-index';
import { dependencyOrder } from './dependency-order';
import type { RecomputeOptions } from './recalculate-all';
import { recomputeItem } from './recompute-item';
import type { ResolvedItem } from './resolver';

/**
 * Per-map cache of resolved items (item + conversion profile), checked by identity on every
 * use: a venue's map outlives many propagations, so profiles are computed once per record.
 */
const caches = new WeakMap<
  ReadonlyMap<string, CatalogueItem>,
  { table: UnitTable; entries: Map<string, ResolvedItem> }
>();

const baseEntries = (
  items: ReadonlyMap<string, CatalogueItem>,
  table: UnitTable,
): Map<string, ResolvedItem> => {
  let cache = caches.get(items);
  if (cache === undefined || cache.table !== table) {
    cache = { table, entries: new Map() };
    caches.set(items, cache);
  }
  return cache.entries;
};

/** Options of `propagate`: a maintained reverse-dependency index avoids a full scan. */
export interface PropagateOptions extends RecomputeOptions {
  readonly index?: DependencyIndex;
}

/**
 * Propagation of several changed items at once (see `propagate`): each changed item and every
 * item depending on any of them is recomputed exactly once, in dependency order.
 */
export const propagateMany = (
  changedItems: readonly CatalogueItem[],
  items: ReadonlyMap<string, CatalogueItem>,
  units?: UnitsInput,
  options?: PropagateOptions,
): CatalogueItem[] => {
  const table = unitTableFor(units);
  const changed = new Map(changedItems.map((item) => [item.foodkey, item]));
  const index = options?.index ?? DependencyIndex.build(items.values());
  const ownParts = new Map<string, string>();
  for (const item of changedItems) for (const k of partKeysOf(item)) ownParts.set(k, item.foodkey);
  const single = changedItems.length === 1 ? changedItems[0] : undefined;
  const current = (k: string): CatalogueItem | undefined =>
    single !== undefined
      ? k === single.foodkey
        ? single
        : items.get(k)
      : (changed.get(k) ?? items.get(k));
  const parentOf = (k: string): string | undefined => ownParts.get(k) ?? index.parentOf(k);

  const affected = new Set<string>(changed.keys());
  const queue: string[] = [...changed.keys()];
  while (queue.length > 0) {
    const k = queue.pop() as string;
    const own = changed.get(k);
    const users = own ? [...index.usersOf(k), ...partKeysOf(own)] : index.usersOf(k);
    for (const user of users) {
      if (!affected.has(user) && items.has(user)) {
        affected.add(user);
        queue.push(user);
      }
    }
  }

  const dependenciesOf = (k: string): readonly string[] => {
    const item = current(k);
    if (item?.type === 'part') {
      const parent = parentOf(k);
      return parent === undefined ? [] : [parent];
    }
    return item ? directDependencies(item) : [];
  };
  const onWarning = options?.onWarning;
  const order = dependencyOrder(
    affected,
    dependenciesOf,
    (k) => affected.has(k),
    (from) => onWarning?.({ message: REASON_MESSAGES['recipe-loop'], foodkey: from }),
  );
  const base = baseEntries(items, table);
  const overlay = new Map<string, ResolvedItem>();
  const resolve = (k: string): ResolvedItem | undefined => {
    const hit = overlay.get(k);
    if (hit !== undefined) return hit;
    const item = current(k);
    if (item === undefined) return undefined;
    let entry = base.get(k);
    if (entry === undefined || entry.item !== item) {
      entry = { item, profile: null };
      base.set(k, entry);
    }
    return entry;
  };
  const out: CatalogueItem[] = [];
  for (const k of order) {
    const next = recomputeItem(current(k) as CatalogueItem, resolve, table, parentOf(k), onWarning);
    overlay.set(k, { item: next, profile: null });
    out.push(next);
  }
  return out;
};

/**
 * Propagation (costing-model §3, §6; product spec §4): the changed item and every item that
 * depends on it, directly or through nested recipes and parts, each recomputed exactly once,
 * in dependency order. Returns the recomputed records in that order (the changed item first).
 * Pass `options.index` (a maintained `DependencyIndex`) to avoid scanning the catalogue.
 */
export const propagate = (
  changed: CatalogueItem,
  items: ReadonlyMap<string, CatalogueItem>,
  units?: UnitsInput,
  options?: PropagateOptions,
): CatalogueItem[] => propagateMany([changed], items, units, options);

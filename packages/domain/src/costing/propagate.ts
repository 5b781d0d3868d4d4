import { REASON_MESSAGES } from '../errors';
import type { CatalogueItem } from '../records/item';
import { unitTableFor, type UnitsInput } from '../units/unit-table';
import { DependencyIndex, directDependencies, partKeysOf } from './dependency-index';
import type { RecomputeOptions } from './recalculate-all';
import type { LineSource } from './cost-recipe';
import { recomputeItem } from './recompute-item';
import { entriesFor, entryIn, type ResolvedItem } from './resolver';

/** Options of `propagate`: a maintained reverse-dependency index avoids a full scan. */
export interface PropagateOptions extends RecomputeOptions {
  readonly index?: DependencyIndex;
}

const NONE: readonly string[] = [];

const addTo = (map: Map<string, string[]>, key: string, value: string): void => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/**
 * Propagation of several changed items at once (see `propagate`): each changed item and every
 * item depending on any of them is recomputed exactly once, in dependency order.
 *
 * The affected items and their order come from one depth-first walk along "used by" edges
 * from the changed items (reverse post-order is a dependency order), so only the edges among
 * affected items are visited, never every line of every affected recipe. An item is
 * recomputed only when it is a changed item or one of the affected items it uses came out
 * different; otherwise it is returned as it is (a recipe over a line whose cost did not move
 * is not costed again, nor are the recipes that use it).
 */
export const propagateMany = (
  changedItems: readonly CatalogueItem[],
  items: ReadonlyMap<string, CatalogueItem>,
  units?: UnitsInput,
  options?: PropagateOptions,
): CatalogueItem[] => {
  const table = unitTableFor(units);
  const index = options?.index ?? DependencyIndex.build(items.values());
  const onWarning = options?.onWarning;
  const changed = new Map(changedItems.map((item) => [item.foodkey, item]));
  const single = changedItems.length === 1 ? changedItems[0] : undefined;
  // Edges the index cannot know yet: parts of a changed parent, lines of a changed recipe.
  const ownParts = new Map<string, string>();
  const newUsers = new Map<string, string[]>();
  for (const item of changedItems) {
    for (const k of partKeysOf(item)) {
      ownParts.set(k, item.foodkey);
      addTo(newUsers, item.foodkey, k);
    }
    for (const k of directDependencies(item)) addTo(newUsers, k, item.foodkey);
  }
  const current = (k: string): CatalogueItem | undefined =>
    single !== undefined
      ? k === single.foodkey
        ? single
        : items.get(k)
      : (changed.get(k) ?? items.get(k));
  const usersOf = (k: string): readonly string[] => {
    const known = index.usersOf(k);
    if (newUsers.size === 0) return known;
    const extra = newUsers.get(k);
    return extra === undefined ? known : [...known, ...extra];
  };

  // Depth-first walk along "used by" edges; post-order collected, reversed below.
  const state = new Map<string, 1 | 2>();
  const post: CatalogueItem[] = [];
  // postUsers[i]: the users of post[i], as the walk found them.
  const postUsers: (readonly string[])[] = [];
  const stackItems: CatalogueItem[] = [];
  const stackUsers: (readonly string[])[] = [];
  const stackPos: number[] = [];
  for (const root of changedItems) {
    if (state.has(root.foodkey)) continue;
    state.set(root.foodkey, 1);
    stackItems.push(root);
    stackUsers.push(usersOf(root.foodkey));
    stackPos.push(0);
    while (stackItems.length > 0) {
      const top = stackItems.length - 1;
      const users = stackUsers[top] ?? NONE;
      const at = stackPos[top] as number;
      if (at < users.length) {
        stackPos[top] = at + 1;
        const user = users[at] as string;
        const seen = state.get(user);
        if (seen === undefined) {
          const item = current(user);
          if (item === undefined) continue;
          state.set(user, 1);
          stackItems.push(item);
          stackUsers.push(usersOf(user));
          stackPos.push(0);
        } else if (seen === 1) {
          onWarning?.({ message: REASON_MESSAGES['recipe-loop'], foodkey: user });
        }
      } else {
        const done = stackItems.pop() as CatalogueItem;
        postUsers.push(stackUsers.pop() ?? NONE);
        stackPos.pop();
        state.set(done.foodkey, 2);
        post.push(done);
      }
    }
  }

  const byItem = entriesFor(table);
  // Items recomputed so far, by foodkey: these replace the catalogue's records.
  const overlay = new Map<string, ResolvedItem>();
  const resolve = (k: string): ResolvedItem | undefined => {
    const fresh = overlay.get(k);
    if (fresh !== undefined) return fresh;
    const item = current(k);
    return item === undefined ? undefined : entryIn(byItem, item);
  };
  const source: LineSource = {
    item: (k) => {
      const fresh = overlay.get(k);
      return fresh !== undefined ? fresh.item : current(k);
    },
    entry: (item) => {
      const fresh = overlay.get(item.foodkey);
      return fresh !== undefined && fresh.item === item ? fresh : entryIn(byItem, item);
    },
  };
  // An item is costed again when it is a changed item or an item it uses came out different
  // (`moved` marks the users of each such item); any other keeps its record, since each stored
  // record is costed from the records it uses.
  const moved = new Set<string>();
  const out: CatalogueItem[] = new Array<CatalogueItem>(post.length);
  for (let i = post.length - 1, o = 0; i >= 0; i--, o++) {
    const item = post[i] as CatalogueItem;
    const key = item.foodkey;
    const root = changed.has(key);
    if (!root && !moved.has(key)) {
      out[o] = item;
      continue;
    }
    const parentKey = item.type === 'part' ? (ownParts.get(key) ?? index.parentOf(key)) : undefined;
    const next = recomputeItem(item, resolve, table, parentKey, onWarning, source);
    if (next !== item || root) {
      overlay.set(key, { item: next, profile: null });
      for (const user of postUsers[i] ?? NONE) moved.add(user);
    }
    out[o] = next;
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

import { REASON_MESSAGES } from '../errors';
import type { CatalogueItem } from '../records/item';
import { unitTableFor, type UnitsInput } from '../units/unit-table';
import { DependencyIndex, directDependencies, partKeysOf } from './dependency-index';
import type { RecomputeOptions } from './recalculate-all';
import type { LineSource } from './cost-recipe';
import { recomputeItem, type ProfileSlot } from './recompute-item';
import { entriesFor, entryIn, profileOf, type ResolvedItem } from './resolver';

/** Options of `propagate`: a maintained reverse-dependency index avoids a full scan. */
export interface PropagateOptions extends RecomputeOptions {
  readonly index?: DependencyIndex;
}

/** An item met by the propagation walk. */
interface Visit {
  /** Its foodkey, as the walk reached it. */
  readonly key: string;
  /** Its record: the changed item itself, else the catalogue's. */
  readonly item: CatalogueItem;
  /** Foodkeys of the items that use it. */
  readonly users: readonly string[];
  /** The items met by the walk that it uses: those whose `users` name it, once per naming. */
  readonly uses: Visit[];
  /** Its walk is over (its users all met). */
  done: boolean;
  /** A changed item. */
  root: boolean;
  /** Its recomputed record when it came out different (or is a changed item). */
  fresh: ResolvedItem | null;
}

/** A visit; `uses` starts with the visit that reached it, none for a changed item. */
const visitOf = (
  key: string,
  item: CatalogueItem,
  users: readonly string[],
  uses: Visit[],
): Visit => ({ key, item, users, uses, done: false, root: false, fresh: null });

/** One of the visits came out different (or is a changed item) so far. */
const anyFresh = (visits: readonly Visit[]): boolean => {
  for (let i = 0; i < visits.length; i++) if ((visits[i] as Visit).fresh !== null) return true;
  return false;
};

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
  const usersOf = (k: string): readonly string[] => {
    const known = index.usersOf(k);
    if (newUsers.size === 0) return known;
    const extra = newUsers.get(k);
    return extra === undefined ? known : [...known, ...extra];
  };

  // Depth-first walk along "used by" edges; post-order collected, reversed below.
  const visits = new Map<string, Visit>();
  const post: Visit[] = [];
  const stack: Visit[] = [];
  const stackPos: number[] = [];
  for (const root of changedItems) {
    if (visits.has(root.foodkey)) continue;
    const first = visitOf(root.foodkey, root, usersOf(root.foodkey), []);
    visits.set(root.foodkey, first);
    stack.push(first);
    stackPos.push(0);
    while (stack.length > 0) {
      const top = stack.length - 1;
      const visit = stack[top] as Visit;
      const at = stackPos[top] as number;
      if (at < visit.users.length) {
        stackPos[top] = at + 1;
        const user = visit.users[at] as string;
        const seen = visits.get(user);
        if (seen === undefined) {
          const item = changed.get(user) ?? items.get(user);
          if (item === undefined) continue;
          const next = visitOf(user, item, usersOf(user), [visit]);
          visits.set(user, next);
          stack.push(next);
          stackPos.push(0);
        } else {
          seen.uses.push(visit);
          if (!seen.done) onWarning?.({ message: REASON_MESSAGES['recipe-loop'], foodkey: user });
        }
      } else {
        stack.pop();
        stackPos.pop();
        visit.done = true;
        post.push(visit);
      }
    }
  }
  for (const item of changedItems) (visits.get(item.foodkey) as Visit).root = true;

  const byItem = entriesFor(table);
  // An item found by foodkey: a visited one as recomputed so far (its fresh entry once it came
  // out different, else its record), any other from the catalogue.
  const resolve = (k: string): ResolvedItem | undefined => {
    const visit = visits.get(k);
    if (visit !== undefined) return visit.fresh ?? entryIn(byItem, visit.item);
    const item = items.get(k);
    return item === undefined ? undefined : entryIn(byItem, item);
  };
  // A line's item: one of the visited items the recipe being costed uses (`costing`, the
  // `uses` of its visit) as recomputed so far, any other from the catalogue. The index lists
  // every user of an item (and the lines of a changed recipe are added to it above), so a line
  // naming a visited item names one of these: each line is looked up once.
  // A line's profile is asked for right after its item: the fresh entry of the last visit found
  // holds it when that item came out different.
  let costing: readonly Visit[] = [];
  let lastFresh: ResolvedItem | null = null;
  const source: LineSource = {
    item: (k) => {
      for (let u = 0; u < costing.length; u++) {
        const visit = costing[u] as Visit;
        if (visit.key === k) {
          lastFresh = visit.fresh;
          return lastFresh !== null ? lastFresh.item : visit.item;
        }
      }
      lastFresh = null;
      return items.get(k);
    },
    profile: (item) =>
      profileOf(
        lastFresh !== null && lastFresh.item === item ? lastFresh : entryIn(byItem, item),
        table,
      ),
    storedKeys: true,
  };
  // An item is costed again when it is a changed item or an item it uses came out different
  // (recomputed before it, with a fresh entry); any other keeps its record, since each stored
  // record is costed from the records it uses.
  // A recomputed ingredient's profile, the one it was costed with (see `ProfileSlot`).
  const slot: ProfileSlot = { profile: null };
  const out: CatalogueItem[] = new Array<CatalogueItem>(post.length);
  for (let i = post.length - 1, o = 0; i >= 0; i--, o++) {
    const visit = post[i] as Visit;
    const item = visit.item;
    if (!visit.root && !anyFresh(visit.uses)) {
      out[o] = item;
      continue;
    }
    const key = visit.key;
    const parentKey = item.type === 'part' ? (ownParts.get(key) ?? index.parentOf(key)) : undefined;
    costing = visit.uses;
    const next = recomputeItem(item, resolve, table, parentKey, onWarning, source, slot);
    if (next !== item || visit.root) {
      visit.fresh = { item: next, profile: next !== item ? slot.profile : null };
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

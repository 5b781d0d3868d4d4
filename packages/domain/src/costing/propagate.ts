import { REASON_MESSAGES } from '../errors';
import type { CatalogueItem } from '../records/item';
import { unitTableFor, type UnitsInput } from '../units/unit-table';
import { DependencyIndex, directDependencies, partKeysOf } from './dependency-index';
import type { RecomputeOptions } from './recalculate-all';
import type { LineSource } from './cost-recipe';
import {
  endWalk,
  keptVisit,
  metBy,
  metIn,
  startWalk,
  usedVisit,
  usesChanged,
  visitIn,
  type Visit,
} from './propagation-visits';
import { recomputeItem, type ProfileSlot } from './recompute-item';
import { entriesFor, entryIn, profileOf, type ResolvedItem } from './resolver';

/** Options of `propagate`: a maintained reverse-dependency index avoids a full scan. */
export interface PropagateOptions extends RecomputeOptions {
  readonly index?: DependencyIndex;
  /**
   * Recompute the changed items only, in dependency order among themselves, and leave the
   * items that use them as they are (a save shows its own figures first and re-costs what
   * uses it in a second propagation).
   */
  readonly changedOnly?: boolean;
}

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
  const allUsersOf = (k: string): readonly string[] => {
    const known = index.usersOf(k);
    if (newUsers.size === 0) return known;
    const extra = newUsers.get(k);
    return extra === undefined ? known : [...known, ...extra];
  };
  const usersOf = options?.changedOnly
    ? (k: string) => allUsersOf(k).filter((user) => changed.has(user))
    : allUsersOf;

  // Depth-first walk along "used by" edges; post-order collected, reversed below.
  const walk = startWalk();
  const post: Visit[] = [];
  const stack: Visit[] = [];
  const stackPos: number[] = [];
  for (const root of changedItems) {
    if (metIn(walk, root.foodkey) !== undefined) continue;
    const first = visitIn(
      walk,
      keptVisit(walk, root.foodkey),
      root.foodkey,
      root,
      usersOf(root.foodkey),
      null,
    );
    stack.push(first);
    stackPos.push(0);
    while (stack.length > 0) {
      const top = stack.length - 1;
      const visit = stack[top] as Visit;
      const at = stackPos[top] as number;
      if (at < visit.users.length) {
        stackPos[top] = at + 1;
        const user = visit.users[at] as string;
        const seen = keptVisit(walk, user);
        if (!metBy(walk, seen)) {
          const item = changed.get(user) ?? items.get(user);
          if (item === undefined) continue;
          const next = visitIn(walk, seen, user, item, usersOf(user), visit);
          stack.push(next);
          stackPos.push(0);
        } else {
          if (seen.more === null) seen.more = [visit];
          else seen.more.push(visit);
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
  for (const item of changedItems) (metIn(walk, item.foodkey) as Visit).root = true;

  const byItem = entriesFor(table);
  // An item found by foodkey: a visited one as recomputed so far (the visit itself once it came
  // out different, else its record's entry), any other from the catalogue.
  const resolve = (k: string): ResolvedItem | undefined => {
    const visit = metIn(walk, k);
    if (visit !== undefined) return visit.changed ? visit : entryIn(byItem, visit.record);
    const item = items.get(k);
    return item === undefined ? undefined : entryIn(byItem, item);
  };
  // A line's item: one of the visited items the recipe being costed uses (`costing`, the
  // items its visit uses) as recomputed so far, any other from the catalogue. The index lists
  // every user of an item (and the lines of a changed recipe are added to it above), so a line
  // naming a visited item names one of these: each line is looked up once.
  // A line's profile is asked for right after its item: the last visit found holds it (as an
  // entry) when that item came out different.
  let costing: Visit | null = null;
  let lastChanged: Visit | null = null;
  const source: LineSource = {
    item: (k) => {
      const visit = costing === null ? undefined : usedVisit(costing, k);
      if (visit !== undefined) {
        lastChanged = visit.changed ? visit : null;
        return visit.item;
      }
      lastChanged = null;
      return items.get(k);
    },
    profile: (item) =>
      profileOf(
        lastChanged !== null && lastChanged.item === item ? lastChanged : entryIn(byItem, item),
        table,
      ),
    storedKeys: true,
  };
  // An item is costed again when it is a changed item or an item it uses came out different
  // (recomputed before it, `changed`); any other keeps its record, since each stored
  // record is costed from the records it uses.
  // A recomputed ingredient's profile, the one it was costed with (see `ProfileSlot`).
  const slot: ProfileSlot = { profile: null };
  const out: CatalogueItem[] = new Array<CatalogueItem>(post.length);
  for (let i = post.length - 1, o = 0; i >= 0; i--, o++) {
    const visit = post[i] as Visit;
    const item = visit.record;
    if (!visit.root && !usesChanged(visit)) {
      out[o] = item;
      continue;
    }
    const key = visit.key;
    const parentKey = item.type === 'part' ? (ownParts.get(key) ?? index.parentOf(key)) : undefined;
    costing = visit;
    const next = recomputeItem(item, resolve, table, parentKey, onWarning, source, slot);
    if (next !== item || visit.root) {
      visit.changed = true;
      visit.item = next;
      visit.profile = next !== item ? slot.profile : null;
    }
    out[o] = next;
  }
  endWalk(walk, post);
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

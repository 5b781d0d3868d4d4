import type { Ingredient } from '../records/ingredient';
import type { CatalogueItem } from '../records/item';
import type { Recipe } from '../records/recipe';
import { partItemKey } from './part-items';

/** The foodkeys an item uses directly: recipe lines and packaging lines (costing-model §6). */
export const directDependencies = (item: CatalogueItem): string[] => {
  if (item.type !== 'recipe') return [];
  const recipe = item as Recipe;
  const keys: string[] = [];
  for (const line of recipe.items ?? []) if (line.name) keys.push(line.name);
  for (const line of recipe.packaging ?? []) if (line.name) keys.push(line.name);
  return keys;
};

/** The part item keys of a `multiple` item (costing-model §3). */
export const partKeysOf = (item: CatalogueItem): string[] => {
  if (item.type !== 'multiple') return [];
  const parent = item as Ingredient;
  return (parent.parts ?? []).map((part) => partItemKey(parent, part));
};

const sameKeys = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((key, i) => key === b[i]);

/**
 * Whether two versions of an item are indexed alike: the same foodkey and type, the same
 * `directDependencies` and `partKeysOf` (what `add` and `remove` index).
 */
export const sameDependencies = (a: CatalogueItem, b: CatalogueItem): boolean =>
  a.foodkey === b.foodkey &&
  a.type === b.type &&
  sameKeys(directDependencies(a), directDependencies(b)) &&
  sameKeys(partKeysOf(a), partKeysOf(b));

/** The users of an item nothing uses: one shared empty list. */
const NO_USERS: readonly string[] = Object.freeze([]);

/** Adds a user; an entry holding `NO_USERS` (see `keyByOwnString`) gets a list of its own. */
const addTo = (map: Map<string, string[]>, key: string, value: string): void => {
  const list = map.get(key);
  if (list !== undefined && list !== NO_USERS) list.push(value);
  else map.set(key, [value]);
};

const removeFrom = (map: Map<string, string[]>, key: string, value: string): void => {
  const list = map.get(key);
  const at = list ? list.indexOf(value) : -1;
  if (list && at >= 0) list.splice(at, 1);
};

/**
 * Reverse-dependency index (costing-model §6, product spec §4 "Cost propagation"): for each
 * foodkey, the items that use it (recipes through lines, part items through their parent).
 * Keep one per venue and `update` it on each write, so propagation needs no full scan.
 */
export class DependencyIndex {
  private readonly users = new Map<string, string[]>();
  private readonly parents = new Map<string, string>();

  /** Builds the index of a whole catalogue. */
  static build(items: Iterable<CatalogueItem>): DependencyIndex {
    const index = new DependencyIndex();
    for (const item of items) index.add(item);
    return index;
  }

  /** Records an item's dependencies. */
  add(item: CatalogueItem): void {
    if (item.type === 'recipe' || item.type === 'multiple') this.keyByOwnString(item.foodkey);
    for (const key of directDependencies(item)) addTo(this.users, key, item.foodkey);
    for (const key of partKeysOf(item)) {
      addTo(this.users, item.foodkey, key);
      this.parents.set(key, item.foodkey);
    }
  }

  /**
   * Holds an item's users under the item's own foodkey string rather than the text of the
   * first line naming it: a walk asks for the users of the recipes (and parents of parts) it
   * meets by the strings the users lists hold, each item's own, which a Map then matches
   * without comparing text (measured ~5% of propagate with an index). An item nothing uses
   * yet gets an entry holding `NO_USERS`, filled in place by the first line naming it.
   */
  private keyByOwnString(foodkey: string): void {
    const list = this.users.get(foodkey);
    if (list !== undefined) this.users.delete(foodkey);
    this.users.set(foodkey, list ?? (NO_USERS as string[]));
  }

  /** Forgets an item's dependencies. */
  remove(item: CatalogueItem): void {
    for (const key of directDependencies(item)) removeFrom(this.users, key, item.foodkey);
    for (const key of partKeysOf(item)) {
      removeFrom(this.users, item.foodkey, key);
      if (this.parents.get(key) === item.foodkey) this.parents.delete(key);
    }
  }

  /**
   * Replaces an item's dependencies after a write. A re-costed item names what it named
   * before (the same lines, the same parts): its entries are left as they are.
   */
  update(previous: CatalogueItem | undefined, next: CatalogueItem): void {
    if (previous && sameDependencies(previous, next)) return;
    if (previous) this.remove(previous);
    this.add(next);
  }

  /** Foodkeys of the items that use `foodkey` directly (may repeat). */
  usersOf(foodkey: string): readonly string[] {
    return this.users.get(foodkey) ?? NO_USERS;
  }

  /** The parent foodkey of a part item. */
  parentOf(partKey: string): string | undefined {
    return this.parents.get(partKey);
  }
}

import type { CatalogueItem } from '../records/item';

/** Items given as a map by foodkey or as a list. */
export type ItemCollection = ReadonlyMap<string, CatalogueItem> | readonly CatalogueItem[];

/** The items as a map by foodkey (the same map, or map-like lookup, when one is given). */
export const toItemMap = (items: ItemCollection): ReadonlyMap<string, CatalogueItem> =>
  isItemList(items) ? new Map(items.map((item) => [item.foodkey, item])) : items;

const isItemList = (items: ItemCollection): items is readonly CatalogueItem[] =>
  Array.isArray(items);

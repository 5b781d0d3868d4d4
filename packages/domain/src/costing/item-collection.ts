import type { CatalogueItem } from '../records/item';

/** Items given as a map by foodkey or as a list. */
export type ItemCollection = ReadonlyMap<string, CatalogueItem> | readonly CatalogueItem[];

/** The items as a map by foodkey (the same map when one is given). */
export const toItemMap = (items: ItemCollection): ReadonlyMap<string, CatalogueItem> =>
  items instanceof Map
    ? items
    : new Map((items as readonly CatalogueItem[]).map((item) => [item.foodkey, item]));

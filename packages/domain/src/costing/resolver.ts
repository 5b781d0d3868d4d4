import type { CatalogueItem } from '../records/item';
import { computeProfile, type ItemProfile } from '../units/item-profile';
import type { UnitTable } from '../units/unit-table';

/** An item with its conversion profile, computed at most once per recompute run. */
export interface ResolvedItem {
  readonly item: CatalogueItem;
  profile: ItemProfile | null;
}

/** Finds an item and its profile by foodkey (internal hot-path form of a lookup). */
export type Resolve = (foodkey: string) => ResolvedItem | undefined;

/** The entry's profile, computed on first use. */
export const profileOf = (entry: ResolvedItem, table: UnitTable): ItemProfile => {
  if (entry.profile === null) entry.profile = computeProfile(entry.item, table);
  return entry.profile;
};

const entries = new WeakMap<UnitTable, WeakMap<CatalogueItem, ResolvedItem>>();

/**
 * The one entry of a record for a unit table, kept as long as the record lives: records are
 * immutable, so a record kept across recomputes (unchanged) has its profile computed once.
 */
export const resolvedEntry = (item: CatalogueItem, table: UnitTable): ResolvedItem =>
  entryIn(entriesFor(table), item);

/** The entries of one unit table's records (see `resolvedEntry`), for lookups in a loop. */
export const entriesFor = (table: UnitTable): WeakMap<CatalogueItem, ResolvedItem> => {
  let byItem = entries.get(table);
  if (byItem === undefined) {
    byItem = new WeakMap();
    entries.set(table, byItem);
  }
  return byItem;
};

/** The entry of a record among a unit table's entries (`entriesFor`). */
export const entryIn = (
  byItem: WeakMap<CatalogueItem, ResolvedItem>,
  item: CatalogueItem,
): ResolvedItem => {
  let entry = byItem.get(item);
  if (entry === undefined) {
    entry = { item, profile: null };
    byItem.set(item, entry);
  }
  return entry;
};

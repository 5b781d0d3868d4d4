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

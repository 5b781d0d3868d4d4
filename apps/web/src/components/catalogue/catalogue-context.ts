import {
  DEFAULT_CURRENCY,
  formatCost,
  OVERRIDE_FIELDS,
  type CatalogueItem,
  type UnitOverrides,
} from '@larder/domain';
import type { VenueStore } from '@larder/data';
import { useObservable } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { SyncedUser } from '../../api/api-types';
import { useSession } from '../../state/session';

/** The user's unit size overrides (cupML, ozG, ...) from the synced user record. */
export function unitOverridesOf(user: SyncedUser | null): UnitOverrides {
  const overrides: Record<string, number> = {};
  if (!user) return overrides;
  for (const field of OVERRIDE_FIELDS) {
    const value = user[field];
    if (typeof value === 'number') overrides[field] = value;
  }
  return overrides;
}

/** Currency symbol and unit overrides of the signed-in user (default '$', default units). */
export function useCostSettings(): {
  currency: string;
  units: UnitOverrides;
  cost: (value: number | null | undefined) => string;
} {
  const { user } = useSession();
  return useMemo(() => {
    const currency = user?.currency || DEFAULT_CURRENCY;
    return {
      currency,
      units: unitOverridesOf(user),
      cost: (value: number | null | undefined) => formatCost(value, currency),
    };
  }, [user]);
}

/**
 * Every live master item of the venue, validated and sorted by foodkey; undefined while the
 * catalogue loads. One in-memory catalogue per open venue feeds every screen: a screen
 * mounted after the first load draws at once, and writes update it in place.
 */
export function useCatalogueItems(store: VenueStore): readonly CatalogueItem[] | undefined {
  return useObservable(() => store.observeItems(), [store]);
}

export type ItemState =
  { state: 'loading' } | { state: 'missing' } | { state: 'ready'; item: CatalogueItem };

/** The items of a catalogue snapshot by foodkey (built once per snapshot). */
const byKey = new WeakMap<readonly CatalogueItem[], ReadonlyMap<string, CatalogueItem>>();

export function itemsByKey(items: readonly CatalogueItem[]): ReadonlyMap<string, CatalogueItem> {
  let map = byKey.get(items);
  if (!map) byKey.set(items, (map = new Map(items.map((i) => [i.foodkey, i]))));
  return map;
}

/** One master item by foodkey, live, from the venue's catalogue in memory. */
export function useCatalogueItem(store: VenueStore, foodkey: string): ItemState {
  const items = useCatalogueItems(store);
  return useMemo<ItemState>(() => {
    if (!items) return { state: 'loading' };
    const item = itemsByKey(items).get(foodkey);
    return item ? { state: 'ready', item } : { state: 'missing' };
  }, [items, foodkey]);
}

import {
  DEFAULT_CURRENCY,
  formatCost,
  OVERRIDE_FIELDS,
  parseItem,
  type CatalogueItem,
  type UnitOverrides,
} from '@larder/domain';
import { observeRecord, type StoredRecord, type VenueStore } from '@larder/data';
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

/** A stored record as a validated catalogue item; null when it does not validate. */
export function toCatalogueItem(record: StoredRecord | undefined): CatalogueItem | null {
  if (!record) return null;
  const { sync: _sync, ...rest } = record;
  const parsed = parseItem(rest);
  return parsed.ok ? parsed.value : null;
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

/** One master item by foodkey, live. */
export function useCatalogueItem(store: VenueStore, foodkey: string): ItemState {
  const record = useObservable(() => observeRecord(store, 'item', foodkey), [store, foodkey], null);
  return useMemo<ItemState>(() => {
    if (record === null) return { state: 'loading' };
    const item = toCatalogueItem(record);
    return item ? { state: 'ready', item } : { state: 'missing' };
  }, [record]);
}

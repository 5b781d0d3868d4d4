import {
  DEFAULT_CURRENCY,
  formatCost,
  OVERRIDE_FIELDS,
  parseItem,
  type CatalogueItem,
  type UnitOverrides,
} from '@larder/domain';
import { observeRecord, observeRecords, type StoredRecord, type VenueStore } from '@larder/data';
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
 * Validated items of a store by foodkey, with the stamp they were validated at: a record
 * whose stamp has not changed is not validated again (a venue of 13,000 items re-reads its
 * records on every change, but only the changed ones are parsed).
 */
const validated = new WeakMap<
  VenueStore,
  Map<string, { hlc: string; item: CatalogueItem | null }>
>();

/** The stored records as validated items, reusing the ones validated at the same stamp. */
export function catalogueItemsOf(
  store: VenueStore,
  records: readonly StoredRecord[],
): CatalogueItem[] {
  let cache = validated.get(store);
  if (!cache) validated.set(store, (cache = new Map()));
  const items: CatalogueItem[] = [];
  for (const record of records) {
    const key = String(record.foodkey ?? '');
    const hlc = record.sync?.hlc;
    const cached = hlc === undefined ? undefined : cache.get(key);
    let item: CatalogueItem | null;
    if (cached && cached.hlc === hlc) item = cached.item;
    else {
      item = toCatalogueItem(record);
      if (hlc !== undefined) cache.set(key, { hlc, item });
    }
    if (item) items.push(item);
  }
  return items.sort((a, b) => (a.foodkey < b.foodkey ? -1 : a.foodkey > b.foodkey ? 1 : 0));
}

/** Every live master item of the venue, validated; undefined while loading. */
export function useCatalogueItems(store: VenueStore): CatalogueItem[] | undefined {
  const records = useObservable(() => observeRecords(store, 'item'), [store]);
  return useMemo(() => records && catalogueItemsOf(store, records), [store, records]);
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

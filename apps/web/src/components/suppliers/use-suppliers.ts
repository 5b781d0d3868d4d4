import { parseRecord, supplierSchema, type Supplier } from '@larder/domain';
import { observeRecord, observeRecords, type StoredRecord, type VenueStore } from '@larder/data';
import { useObservable } from 'dexie-react-hooks';
import { useMemo } from 'react';

/** A stored record as a validated supplier (without its sync metadata); null when invalid. */
export function toSupplier(record: StoredRecord | undefined): Supplier | null {
  if (!record) return null;
  const { sync: _sync, ...rest } = record;
  const parsed = parseRecord(supplierSchema, rest);
  return parsed.ok ? parsed.value : null;
}

/** The display name of a supplier: its name, else its key. */
export const supplierName = (supplier: Supplier): string => supplier.name?.trim() || supplier.skey;

const byName = (a: Supplier, b: Supplier) =>
  supplierName(a).localeCompare(supplierName(b)) || (a.skey < b.skey ? -1 : 1);

/** Every live supplier of the venue, validated and sorted by name; undefined while loading. */
export function useSuppliers(store: VenueStore): Supplier[] | undefined {
  const records = useObservable(() => observeRecords(store, 'supplier'), [store]);
  return useMemo(
    () =>
      records
        ?.map(toSupplier)
        .filter((s): s is Supplier => s !== null)
        .sort(byName),
    [records],
  );
}

export type SupplierState =
  { state: 'loading' } | { state: 'missing' } | { state: 'ready'; supplier: Supplier };

/** One supplier by skey, live. */
export function useSupplier(store: VenueStore, skey: string): SupplierState {
  const record = useObservable(() => observeRecord(store, 'supplier', skey), [store, skey], null);
  return useMemo<SupplierState>(() => {
    if (record === null) return { state: 'loading' };
    const supplier = toSupplier(record);
    return supplier ? { state: 'ready', supplier } : { state: 'missing' };
  }, [record]);
}

/** The path of a supplier's page. */
export const supplierPath = (skey: string): string => `/suppliers/${encodeURIComponent(skey)}`;

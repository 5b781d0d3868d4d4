import { observeRecord, observeRecords, type VenueStore } from '@larder/data';
import { stockCountSchema, type StockCount } from '@larder/domain';
import { useObservable } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { storedAs, storedList } from './stored-record';

/** Stock counts newest day first, then by name, then key. */
export const byCountDate = (a: StockCount, b: StockCount): number =>
  b.date.localeCompare(a.date) || a.name.localeCompare(b.name) || a.skey.localeCompare(b.skey);

/**
 * Every live stock count of the venue, validated, newest day first (operations-model §4);
 * undefined while loading.
 */
export function useStockCounts(store: VenueStore): StockCount[] | undefined {
  const records = useObservable(() => observeRecords(store, 'stock-count'), [store]);
  return useMemo(
    () => (records ? storedList(stockCountSchema, records).sort(byCountDate) : undefined),
    [records],
  );
}

export type StockCountState =
  { state: 'loading' } | { state: 'missing' } | { state: 'ready'; count: StockCount };

/** One stock count by skey, live. */
export function useStockCount(store: VenueStore, skey: string): StockCountState {
  const record = useObservable(
    () => observeRecord(store, 'stock-count', skey),
    [store, skey],
    null,
  );
  return useMemo<StockCountState>(() => {
    if (record === null) return { state: 'loading' };
    const count = storedAs(stockCountSchema, record);
    return count ? { state: 'ready', count } : { state: 'missing' };
  }, [record]);
}

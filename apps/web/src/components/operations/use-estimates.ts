import { observeRecord, observeRecords, type VenueStore } from '@larder/data';
import { estimateNumberSchema, estimateSchema, type Estimate } from '@larder/domain';
import { useObservable } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { storedAs, storedList } from './stored-record';

/** Estimates newest day first, then by title. */
const byDate = (a: Estimate, b: Estimate): number =>
  b.date.localeCompare(a.date) || a.title.localeCompare(b.title);

/** Every live estimate of the venue, validated (operations-model §6); undefined while loading. */
export function useEstimates(store: VenueStore): Estimate[] | undefined {
  const records = useObservable(() => observeRecords(store, 'estimate'), [store]);
  return useMemo(
    () => (records ? storedList(estimateSchema, records).sort(byDate) : undefined),
    [records],
  );
}

export type EstimateState =
  { state: 'loading' } | { state: 'missing' } | { state: 'ready'; estimate: Estimate };

/** One estimate by skey, live. */
export function useEstimate(store: VenueStore, skey: string): EstimateState {
  const record = useObservable(() => observeRecord(store, 'estimate', skey), [store, skey], null);
  return useMemo<EstimateState>(() => {
    if (record === null) return { state: 'loading' };
    const estimate = storedAs(estimateSchema, record);
    return estimate ? { state: 'ready', estimate } : { state: 'missing' };
  }, [record]);
}

/**
 * The number the server gave each estimate, by the estimate's skey, live (operations-model §6);
 * an estimate not yet synced has none. Undefined while loading.
 */
export function useEstimateNumbers(store: VenueStore): ReadonlyMap<string, number> | undefined {
  const records = useObservable(() => observeRecords(store, 'estimate-number'), [store]);
  return useMemo(
    () =>
      records
        ? new Map(storedList(estimateNumberSchema, records).map((n) => [n.skey, n.number]))
        : undefined,
    [records],
  );
}

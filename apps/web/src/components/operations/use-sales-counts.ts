import { observeRecords, type VenueStore } from '@larder/data';
import { salesCountSchema, type SalesCount } from '@larder/domain';
import { useObservable } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { storedList } from './stored-record';

/** Sales counts newest period first: by last day, then first day, then name. */
export const byPeriod = (a: SalesCount, b: SalesCount): number =>
  b.to.localeCompare(a.to) || b.from.localeCompare(a.from) || a.name.localeCompare(b.name);

/**
 * Every live sales count of the venue, validated, newest period first (operations-model §7,
 * menu engineering); undefined while loading.
 */
export function useSalesCounts(store: VenueStore): SalesCount[] | undefined {
  const records = useObservable(() => observeRecords(store, 'sales-count'), [store]);
  return useMemo(
    () => (records ? storedList(salesCountSchema, records).sort(byPeriod) : undefined),
    [records],
  );
}

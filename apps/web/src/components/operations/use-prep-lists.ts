import { observePrepTicks, observeRecords, type VenueStore } from '@larder/data';
import { prepListSchema, prepTickSchema, type PrepList } from '@larder/domain';
import { useObservable } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { storedList } from './stored-record';

/** Every saved prep list of the venue, validated, by name (operations-model §1); undefined while loading. */
export function usePrepLists(store: VenueStore): PrepList[] | undefined {
  const records = useObservable(() => observeRecords(store, 'prep-list'), [store]);
  return useMemo(
    () =>
      records
        ? storedList(prepListSchema, records).sort((a, b) => a.name.localeCompare(b.name))
        : undefined,
    [records],
  );
}

/**
 * The lines ticked done on one prep list and day, by foodkey, live (operations-model §2: the
 * tick persists per list and date). Undefined while loading.
 */
export function usePrepTicks(
  store: VenueStore,
  list: string,
  date: string,
): ReadonlySet<string> | undefined {
  const records = useObservable(() => observePrepTicks(store, list, date), [store, list, date]);
  return useMemo(
    () =>
      records
        ? new Set(
            storedList(prepTickSchema, records)
              .filter((t) => t.done)
              .map((t) => t.foodkey),
          )
        : undefined,
    [records],
  );
}

import { observeRecord, observeRecords, type VenueStore } from '@larder/data';
import { eventSchema, type EventRecord } from '@larder/domain';
import { useObservable } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { storedAs, storedList } from './stored-record';

/** Events in the planner's order: by day, then start time (none first), then name. */
export const byEventTime = (a: EventRecord, b: EventRecord): number =>
  a.date.localeCompare(b.date) ||
  (a.start ?? '').localeCompare(b.start ?? '') ||
  a.name.localeCompare(b.name);

/** Every live event of the venue, validated, by day and time (operations-model §5); undefined while loading. */
export function useEvents(store: VenueStore): EventRecord[] | undefined {
  const records = useObservable(() => observeRecords(store, 'event'), [store]);
  return useMemo(
    () => (records ? storedList(eventSchema, records).sort(byEventTime) : undefined),
    [records],
  );
}

export type EventState =
  { state: 'loading' } | { state: 'missing' } | { state: 'ready'; event: EventRecord };

/** One event by skey, live. */
export function useEvent(store: VenueStore, skey: string): EventState {
  const record = useObservable(() => observeRecord(store, 'event', skey), [store, skey], null);
  return useMemo<EventState>(() => {
    if (record === null) return { state: 'loading' };
    const event = storedAs(eventSchema, record);
    return event ? { state: 'ready', event } : { state: 'missing' };
  }, [record]);
}

import { liveQuery, type Observable } from 'dexie';
import type { SyncKind } from '@larder/domain';
import type { OutboxEntry, RefusedChange, StoredRecord } from '../db/venue-db';
import type { VenueStore } from './venue-store';
import { SharedLiveQueries, type SharedLive } from './shared-live';

/** Each open store's shared live queries (see `SharedLive`). */
const sharedQueries = new WeakMap<VenueStore, SharedLiveQueries>();

const sharedOf = (store: VenueStore): SharedLiveQueries => {
  let queries = sharedQueries.get(store);
  if (queries === undefined) {
    queries = new SharedLiveQueries();
    sharedQueries.set(store, queries);
  }
  return queries;
};

/**
 * Live lists for the screens: each emits again whenever the records change, in this tab,
 * another tab or the sync worker. Deleted records leave the list (product spec §4, "Item
 * update"); lists are sorted by key. One list per store and kind is shared by every screen,
 * with its current value (`SharedLive`): the page a click opens draws the suppliers or menus
 * the page it leaves was showing in its first render, not a loading state. The list is shared:
 * it is read, never changed in place.
 */
export function observeRecords(
  store: VenueStore,
  kind: SyncKind,
): SharedLive<readonly StoredRecord[]> {
  return sharedOf(store).get(`records\u0000${kind}`, () =>
    liveQuery(async (): Promise<readonly StoredRecord[]> => {
      const records = await store.db.recordTable(kind).toArray();
      return records.filter((r) => !r.deleted);
    }),
  );
}

/**
 * One record by key, live; undefined when absent or deleted. Shared by every screen of the
 * store that observes the same record, with its current value (`SharedLive`): the venue's
 * settings a page reads are there at once in the first render of the page a click opens.
 */
export function observeRecord(
  store: VenueStore,
  kind: SyncKind,
  key: string,
): SharedLive<StoredRecord | undefined> {
  return sharedOf(store).get(`record\u0000${kind}\u0000${key}`, () =>
    liveQuery(async () => {
      const record = await store.db.recordTable(kind).get(key);
      return record && !record.deleted ? record : undefined;
    }),
  );
}

/**
 * The ticks of one prep list on one day, live (operations-model §2: a done tick persists per
 * list and date), each with its `done` flag; deleted ones are left out.
 */
export function observePrepTicks(
  store: VenueStore,
  list: string,
  date: string,
): Observable<StoredRecord[]> {
  return liveQuery(async () => {
    const ticks = await store.db.prepTicks.where('[list+date]').equals([list, date]).toArray();
    return ticks.filter((t) => !t.deleted);
  });
}

/** How many changes wait to be pushed, live. */
export function observePendingCount(store: VenueStore): Observable<number> {
  return liveQuery(() => store.changes.count());
}

/**
 * The changes the server refused, oldest first, live: each with its kind, key, the server's
 * issue and the time. One leaves the list when it is discarded or its record saved again.
 */
export function observeRefusedChanges(store: VenueStore): Observable<RefusedChange[]> {
  return liveQuery(() => store.changes.refused());
}

/**
 * The queued changes the server holds back for the trial limit (product spec §6), oldest
 * first, live: each stays queued and is pushed again every cycle; one leaves the list when the
 * server stores it (the venue became Pro) or its record is saved again or deleted.
 */
export function observeHeldChanges(store: VenueStore): Observable<OutboxEntry[]> {
  return liveQuery(() => store.changes.held());
}

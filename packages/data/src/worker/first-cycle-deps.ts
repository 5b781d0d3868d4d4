import type { UnitsInput } from '@larder/domain';
import { venueDbName } from '../db/venue-db';
import type { LocalKeys } from '../db/local-keys';
import { VenueSession } from '../store/venue-session';
import type { VenueStore } from '../store/venue-store';
import type { FirstCycleDeps } from '../sync/first-cycle';
import type { LegacyExportSource } from '../sync/legacy-import';
import type { SyncApi } from '../sync/sync-api';
import type { SyncProgress } from '../sync/sync-progress';
import { syncVenue } from '../sync/sync-venue';
import type { UserApi } from '../sync/user-api';

/** What the sync worker lends its first cycle. */
export interface WorkerFirstCycle {
  userId: string;
  venueId: string;
  /** The loop's open store. */
  store: VenueStore;
  keys: LocalKeys;
  users: UserApi;
  api: SyncApi;
  legacy: LegacyExportSource | null;
  units(): UnitsInput | undefined;
  newClientId(): string;
  now(): number;
  refreshOffset(): Promise<void>;
  emit(event: SyncProgress): void;
  /** IndexedDB to use (tests pass fake-indexeddb); the global one otherwise. */
  indexedDB?: { indexedDB: IDBFactory; IDBKeyRange: typeof IDBKeyRange };
}

/**
 * The venues of the user whose database is on this device: the loop's venue, and every
 * `larder_{userId}_{venueId}` database the browser lists (its thumbnails' `_images` databases
 * aside). Where the browser cannot list its databases, the loop's venue alone.
 */
async function localVenueIds(
  userId: string,
  venueId: string,
  factory: IDBFactory | undefined,
): Promise<string[]> {
  const prefix = venueDbName(userId, '');
  const ids = new Set([venueId]);
  const listed = factory && 'databases' in factory ? await factory.databases() : [];
  for (const { name } of listed) {
    if (name?.startsWith(prefix) && !name.endsWith('_images')) ids.add(name.slice(prefix.length));
  }
  return [...ids].filter((id) => id !== '');
}

/** The first cycle's dependencies over the worker's store, calls and IndexedDB. */
export function workerFirstCycleDeps(worker: WorkerFirstCycle): FirstCycleDeps {
  const factory =
    worker.indexedDB?.indexedDB ?? (typeof indexedDB === 'undefined' ? undefined : indexedDB);
  return {
    userId: worker.userId,
    venueId: worker.venueId,
    keys: worker.keys,
    users: worker.users,
    legacy: worker.legacy,
    emit: worker.emit,
    localVenueIds: () => localVenueIds(worker.userId, worker.venueId, factory),
    async withVenue(venueId, work) {
      if (venueId === worker.venueId) return work(worker.store);
      const session = new VenueSession();
      const store = await session.open({
        userId: worker.userId,
        venueId,
        newClientId: worker.newClientId,
        now: worker.now,
        units: worker.units,
        ...(worker.indexedDB ? { indexedDB: worker.indexedDB } : {}),
      });
      try {
        return await work(store);
      } finally {
        await session.close();
      }
    },
    async syncOther(store, venueId) {
      await syncVenue(store, worker.api, { venueId, refreshOffset: worker.refreshOffset });
    },
  };
}

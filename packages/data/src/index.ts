/**
 * @larder/data: the browser data layer. Each venue has its own IndexedDB database; every
 * write goes through VenueStore (validate, propagate, write with the outbox in one
 * transaction); syncVenue pushes and pulls. See CONTEXT.md.
 */
export { DataError, DATA_ERROR_TEXT, type DataErrorCode } from './errors/data-error';
export {
  STORES,
  venueDbName,
  VenueDb,
  type OutboxEntry,
  type StoredRecord,
  type SyncMeta,
} from './db/venue-db';
export { keyOf, VenueStore, withoutSync, type StoreEnvironment } from './store/venue-store';
export { VenueSession, type OpenVenueOptions } from './store/venue-session';
export { httpSyncApi, SyncHttpError, type SyncApi } from './sync/sync-api';
export { applyRows, syncVenue, type SyncOptions, type SyncReport } from './sync/sync-venue';

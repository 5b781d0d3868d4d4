/**
 * @larder/data: the browser data layer. Each venue has its own IndexedDB database; every
 * change goes through VenueStore.apply (validate, apply the domain's rules, propagate, write
 * with the outbox in one transaction); syncVenue pushes and pulls. See CONTEXT.md.
 */
export { DataError, DATA_ERROR_TEXT, type DataErrorCode } from './errors/data-error';
export {
  STORES,
  venueDbName,
  VenueDb,
  type HeldMark,
  type OutboxEntry,
  type RefusedChange,
  type StoredRecord,
  type SyncMeta,
} from './db/venue-db';
export {
  keyOf,
  VenueStore,
  withoutSync,
  type Applied,
  type ReceivedRecord,
  type StagedSave,
  type StoreEnvironment,
  type WrittenKeys,
} from './store/venue-store';
export {
  deleteItem,
  recalculateAll,
  renameListEntry,
  saveItem,
  saveItems,
  saveRecord,
  suppliersOf,
  type Change,
  type KindRecord,
  type PullScope,
  type RecordKind,
} from './store/change';
export { ChangeLog } from './store/change-log';
export { type ProStatus } from './store/trial-limit';
export type { LiveValue, Subscription } from './store/item-catalogue';
export { snapshotLookup } from './store/snapshot-lookup';
export { VenueSession, type OpenVenueOptions } from './store/venue-session';
export type { StagedWrite, StagedWriter } from './store/staged-write';
export { httpSyncApi, SyncHttpError, type SyncApi } from './sync/sync-api';
export { applyRows, syncVenue, type SyncOptions, type SyncReport } from './sync/sync-venue';
export { syncThumbnails, type ThumbnailSyncReport } from './sync/sync-thumbnails';
export { httpThumbnailApi, type ThumbnailApi } from './sync/thumbnail-api';
export { httpSiteApi, type SiteApi } from './sync/site-api';
export { syncPublishedSite } from './sync/sync-published-site';
export { sha256Hex } from './images/sha256';
export {
  FULL_SYNC_EVERY,
  PATCH_VERSION,
  PUBLISHED_SYNC_EVERY,
  SITE_MESSAGE_MS,
  SYNC_ERROR_TOAST_MS,
  SYNC_INTERVAL_MS,
  THUMBNAIL_SYNC_EVERY,
} from './sync/sync-constants';
export { createSyncLoop, cyclePlan, type SyncCycle, type SyncLoop } from './sync/sync-loop';
export {
  progressText,
  recordLabel,
  type RecordLabel,
  type SyncProgress,
} from './sync/sync-progress';
export { holdLeadership, SYNC_LEADER_LOCK, type LockManagerLike } from './sync/leadership';
export {
  SyncWorkerApi,
  type SyncWorkerCallbacks,
  type SyncWorkerConfig,
} from './worker/sync-worker-api';
export { startSyncWorker, type SyncWorkerHandle } from './worker/start-sync-worker';
export {
  observeHeldChanges,
  observePendingCount,
  observePrepTicks,
  observeRecord,
  observeRecords,
  observeRefusedChanges,
} from './store/observe';
export { NutritionWorkerApi, type FoodDetail, type FoodHit } from './worker/nutrition-worker-api';
export { nutritionClient, type NutritionClient } from './worker/nutrition-client';
export {
  ImageCache,
  ImageCacheError,
  type ImageCacheErrorCode,
  type Thumbnail,
} from './images/image-cache';
export { imageDbName, type ImageSuggestion } from './images/image-db';
export { ImageSuggestions } from './images/image-suggestions';
export {
  generateThumbnail,
  ThumbnailError,
  type ThumbnailCanvas,
} from './images/generate-thumbnail';
export {
  exportVenue,
  readVenueRecords,
  type ExportStep,
  type ExportVenueOptions,
  type VenueRecords,
} from './venue-file/export-venue';
export {
  importVenueFile,
  importVenuePlan,
  readVenueFileBytes,
  type ImportStep,
  type ImportVenueOptions,
  type VenueImported,
} from './venue-file/import-venue-file';

// the first sync cycle: the patch update and the legacy Windows-app sync (product spec §4)
export { LocalKeys, LOCAL_KEYS_DB, patchVersionKey, UWP_SYNC_COUNT_KEY } from './db/local-keys';
export {
  type FirstCycleDeps,
  legacyVenues,
  type LegacyOutcome,
  type PatchOutcome,
  runFirstCycle,
  runLegacySync,
  runPatchUpdate,
  UWP_SYNCS_TO_COMPLETE,
} from './sync/first-cycle';
export {
  importLegacyVenue,
  type LegacyExportSource,
  type LegacyImportOutcome,
} from './sync/legacy-import';
export { patchVenue, type PatchedVenue } from './sync/patch-venue';
export { PATCH_TEXTS } from './sync/sync-progress';
export { httpUserApi, type UserApi } from './sync/user-api';
export {
  driveLegacySource,
  type LegacyDrive,
  LegacyExportUnreadable,
} from './sync/legacy-drive-source';
export * from './drive/index';
export {
  createDriveMirrorRunner,
  type DriveMirrorRunner,
  type DriveMirrorRunnerOptions,
} from './drive/drive-mirror-runner';

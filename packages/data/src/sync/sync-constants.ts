/** Timing of the sync loop (product spec §4 "Sync loop" and §9 "Timing and thresholds"). */
export const SYNC_INTERVAL_MS = 60_000;
/** Every 5th cycle is a full (anti-entropy) sync; the others are changes-only. */
export const FULL_SYNC_EVERY = 5;
/** Thumbnails sync on the first cycle and every 10th. */
export const THUMBNAIL_SYNC_EVERY = 10;
/** Published venues sync on the first cycle and every 20th. */
export const PUBLISHED_SYNC_EVERY = 20;
/** The patch update runs on the first cycle when the stored patch version is not this. */
export const PATCH_VERSION = 39;
/** Sync error toasts stay this long. */
export const SYNC_ERROR_TOAST_MS = 10_000;
/**
 * The published venue sync's messages stay this long: 'Website data updated with recent
 * changes.' and 'Error updating website data!' (product spec §8).
 */
export const SITE_MESSAGE_MS = 10_000;

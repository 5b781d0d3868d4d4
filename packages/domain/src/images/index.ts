export { IMAGE_CLEANUP_THRESHOLD, imageKeysToRemove } from './image-cleanup';
export {
  ACCEPTED_IMAGE_TYPES,
  checkImageFile,
  type ImageFileProblem,
  MAX_IMAGE_FILE_BYTES,
} from './image-file';
export { foodkeyOfImageKey, IMAGE_KEY_PREFIX, imageKey } from './image-key';
export {
  DEFAULT_THUMBNAIL_SIZE,
  type PixelSize,
  THUMBNAIL_EDGES,
  thumbnailSize,
  type ThumbnailSizeName,
} from './thumbnail-size';
export {
  MAX_THUMBNAIL_DATA_URL_LENGTH,
  MAX_THUMBNAILS_PER_REQUEST,
  type SyncedThumbnail,
  type ThumbnailBody,
  thumbnailBodySchema,
  thumbnailRequestSchema,
} from './thumbnail-wire';
export { planThumbnailSync, type ThumbnailSyncPlan } from './thumbnail-sync-plan';

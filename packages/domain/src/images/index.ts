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
export {
  IMAGE_SEARCH_PREVIEW_EDGE,
  type ImageCandidate,
  imageCandidateSchema,
  type ImageSearchAnswer,
  imageSearchAnswerSchema,
  type ImageSearchQuery,
  imageSearchQuerySchema,
  MAX_IMAGE_SEARCH_CANDIDATES,
  MAX_IMAGE_SEARCH_DATA_URL_LENGTH,
  MAX_IMAGE_SEARCH_NAME_LENGTH,
} from './image-search-wire';
export {
  ingredientsToLookUp,
  WEB_IMAGE_LOOKUP_MAX_DELAY_MS,
  WEB_IMAGE_LOOKUP_MIN_DELAY_MS,
  webImageLookupDelay,
} from './web-image-lookup';

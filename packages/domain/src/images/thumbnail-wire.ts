import { z } from 'zod';
import { THUMBNAIL_EDGES } from './thumbnail-size';

/**
 * The longest data URL a synced thumbnail may have. A 96 px thumbnail is a few kilobytes; the
 * cap leaves room for a larger picture while keeping a venue's thumbnails small.
 */
export const MAX_THUMBNAIL_DATA_URL_LENGTH = 200_000;

/** The most thumbnails asked for in one request. */
export const MAX_THUMBNAILS_PER_REQUEST = 50;

const largestEdge = Math.max(...Object.values(THUMBNAIL_EDGES));

/** A thumbnail as devices send it to the server: a base64 image data URL and its size. */
export const thumbnailBodySchema = z.object({
  dataUrl: z
    .string()
    .max(MAX_THUMBNAIL_DATA_URL_LENGTH, `at most ${MAX_THUMBNAIL_DATA_URL_LENGTH} characters`)
    .regex(
      /^data:image\/(webp|jpeg|png);base64,[A-Za-z0-9+/]+={0,2}$/,
      'must be a base64 webp, jpeg or png data URL',
    ),
  width: z.number().int().min(1).max(largestEdge),
  height: z.number().int().min(1).max(largestEdge),
});
export type ThumbnailBody = z.infer<typeof thumbnailBodySchema>;

/** A stored thumbnail as the server sends it. */
export interface SyncedThumbnail extends ThumbnailBody {
  foodkey: string;
  /** SHA-256 of the data URL, hex. */
  hash: string;
}

/** The request for several thumbnails by foodkey. */
export const thumbnailRequestSchema = z.object({
  foodkeys: z.array(z.string().min(1)).min(1).max(MAX_THUMBNAILS_PER_REQUEST),
});

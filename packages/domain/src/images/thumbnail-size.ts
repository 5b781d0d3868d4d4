/**
 * Thumbnail sizes by name, as the longest edge in pixels. The product generates thumbnails at
 * the default size 'small' (product spec §7, local worker tasks); the spec gives no pixel
 * figure, so 'small' is taken as 96 px on the longest edge.
 */
export const THUMBNAIL_EDGES = { small: 96 } as const;

export type ThumbnailSizeName = keyof typeof THUMBNAIL_EDGES;

export const DEFAULT_THUMBNAIL_SIZE: ThumbnailSizeName = 'small';

export interface PixelSize {
  width: number;
  height: number;
}

/**
 * The pixel size of the thumbnail of a picture: the aspect ratio kept, the longest edge at
 * most the size's edge, never enlarged, each side at least 1 px. Null when the picture has no
 * usable size.
 */
export function thumbnailSize(
  source: PixelSize,
  size: ThumbnailSizeName = DEFAULT_THUMBNAIL_SIZE,
): PixelSize | null {
  const { width, height } = source;
  if (!Number.isFinite(width) || !Number.isFinite(height) || width <= 0 || height <= 0) {
    return null;
  }
  const scale = Math.min(1, THUMBNAIL_EDGES[size] / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

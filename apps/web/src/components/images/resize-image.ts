import type { Thumbnail } from '@larder/data';
import { DEFAULT_THUMBNAIL_SIZE, thumbnailSize, type ThumbnailSizeName } from '@larder/domain';
import { ImageProblemError } from './image-texts';

/** Makes the thumbnail of a picked picture. */
export type ResizeImage = (file: Blob) => Promise<Thumbnail>;

const QUALITY = 0.85;

/**
 * The thumbnail of a picture, made in the browser (product spec §7: thumbnails at the default
 * size 'small'): decoded with its orientation, scaled with its aspect ratio kept, encoded as
 * WebP, or JPEG on a white ground where the browser cannot encode WebP.
 */
export async function resizeImage(
  file: Blob,
  size: ThumbnailSizeName = DEFAULT_THUMBNAIL_SIZE,
): Promise<Thumbnail> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (error) {
    throw new ImageProblemError('image-unreadable', { cause: error });
  }
  try {
    const target = thumbnailSize({ width: bitmap.width, height: bitmap.height }, size);
    if (!target) throw new ImageProblemError('image-unreadable');
    const canvas = document.createElement('canvas');
    canvas.width = target.width;
    canvas.height = target.height;
    const context = canvas.getContext('2d');
    if (!context) throw new ImageProblemError('image-unreadable');
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, target.width, target.height);
    let dataUrl = canvas.toDataURL('image/webp', QUALITY);
    if (!dataUrl.startsWith('data:image/webp')) {
      // No WebP encoder: JPEG has no transparency, so lay the picture on white.
      context.globalCompositeOperation = 'destination-over';
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, target.width, target.height);
      dataUrl = canvas.toDataURL('image/jpeg', QUALITY);
    }
    return { dataUrl, width: target.width, height: target.height };
  } finally {
    bitmap.close();
  }
}

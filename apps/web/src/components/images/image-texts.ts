import type { ImageCacheErrorCode } from '@larder/data';
import type { ImageFileProblem } from '@larder/domain';

/** Why a picture did not become a cached thumbnail. */
export type ImageProblem = ImageFileProblem | ImageCacheErrorCode | 'image-unreadable';

/** The texts of the image problems; each names the field. */
export const IMAGE_PROBLEM_TEXT: Record<ImageProblem, string> = {
  'image-not-image': 'Image: choose a picture file (PNG, JPEG, WebP, GIF, BMP or AVIF)',
  'image-empty': 'Image: the file is empty',
  'image-too-large': 'Image: the file is larger than 10 MB',
  'image-unreadable': 'Image: the picture could not be read',
  'image-storage-full': 'Image: this device has no room left to keep the thumbnail',
  'image-storage-failed': 'Image: the thumbnail could not be kept on this device',
};

/** A failure with an image problem code. */
export class ImageProblemError extends Error {
  constructor(
    readonly code: ImageProblem,
    options?: { cause?: unknown },
  ) {
    super(IMAGE_PROBLEM_TEXT[code], options);
    this.name = 'ImageProblemError';
  }
}

/** The text of any failure met while making or keeping a thumbnail. */
export function imageProblemText(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code in IMAGE_PROBLEM_TEXT) {
    return IMAGE_PROBLEM_TEXT[code as ImageProblem];
  }
  return IMAGE_PROBLEM_TEXT['image-unreadable'];
}

/** Picture types a thumbnail can be made from in the browser. */
export const ACCEPTED_IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/bmp',
  'image/avif',
] as const;

/** The largest picture file accepted for a thumbnail: 10 MB. */
export const MAX_IMAGE_FILE_BYTES = 10 * 1024 * 1024;

/** Why a picked file cannot become a thumbnail. */
export type ImageFileProblem = 'image-not-image' | 'image-too-large' | 'image-empty';

/** Checks a picked file's type and size; null when it can be used. */
export function checkImageFile(file: { type: string; size: number }): ImageFileProblem | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase())) {
    return 'image-not-image';
  }
  if (file.size <= 0) return 'image-empty';
  if (file.size > MAX_IMAGE_FILE_BYTES) return 'image-too-large';
  return null;
}

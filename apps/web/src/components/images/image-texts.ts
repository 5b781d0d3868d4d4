import type { ImageCacheErrorCode } from '@larder/data';
import type { ImageFileProblem } from '@larder/domain';
import { i18n } from '../../i18n/i18n';

/** Why a picture did not become a cached thumbnail. */
export type ImageProblem = ImageFileProblem | ImageCacheErrorCode | 'image-unreadable';

/** Every image problem (the record makes the compiler ask for a new one). */
const PROBLEMS: Readonly<Record<ImageProblem, true>> = {
  'image-not-image': true,
  'image-empty': true,
  'image-too-large': true,
  'image-unreadable': true,
  'image-storage-full': true,
  'image-storage-failed': true,
};

const isImageProblem = (code: unknown): code is ImageProblem =>
  typeof code === 'string' && Object.hasOwn(PROBLEMS, code);

/** The text of an image problem in the interface language; each names the field. */
export const imageProblemMessage = (code: ImageProblem): string =>
  i18n.t(`components:images.problems.${code}`);

/** A failure with an image problem code. */
export class ImageProblemError extends Error {
  constructor(
    readonly code: ImageProblem,
    options?: { cause?: unknown },
  ) {
    super(imageProblemMessage(code), options);
    this.name = 'ImageProblemError';
  }
}

/** The text of any failure met while making or keeping a thumbnail, when it is shown. */
export function imageProblemText(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return imageProblemMessage(isImageProblem(code) ? code : 'image-unreadable');
}

import { createHash } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import { badRequest } from '../../errors.js';

/** Largest file accepted, checked while it streams in (README "Limits"). */
export const MAX_SITE_IMAGE_BYTES = 5 * 1024 * 1024;
/** Largest picture accepted, in pixels (a decompression bomb stops here). */
export const MAX_SITE_IMAGE_PIXELS = 40_000_000;
/** The longest edge of a stored picture and of a stored logo. */
export const SITE_IMAGE_EDGE = { image: 1600, logo: 256 } as const;
export type SiteImagePurpose = keyof typeof SITE_IMAGE_EDGE;

export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif';

/**
 * The type of an image from its first bytes (never from its name or the type the browser
 * claims): JPEG, PNG, WebP or GIF; null for anything else, SVG and HTML included.
 */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  const at = (i: number, ...values: number[]) => values.every((v, j) => bytes[i + j] === v);
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  if (at(0, 0x47, 0x49, 0x46, 0x38) && (at(4, 0x37, 0x61) || at(4, 0x39, 0x61))) return 'gif';
  return null;
}

/** A site image ready to store: re-encoded WebP, its size, and its content-hash name. */
export interface SiteImage {
  name: string;
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Re-encodes an uploaded picture (sync-and-security-notes §3 item 15): the type sniffed from
 * the bytes, the pixel count capped, turned upright, scaled to fit the purpose's edge, written
 * as WebP without metadata (no location or camera data reaches the public page). Whatever the
 * file held besides the picture is gone. Bad input answers 400 naming `file`.
 */
export async function processSiteImage(
  bytes: Buffer,
  purpose: SiteImagePurpose,
): Promise<SiteImage> {
  if (!sniffImage(bytes)) throw badRequest('image-type', 'file');
  const edge = SITE_IMAGE_EDGE[purpose];
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await sharp(bytes, { limitInputPixels: MAX_SITE_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    const tooLarge = /pixel limit/i.test(error instanceof Error ? error.message : '');
    throw tooLarge
      ? badRequest('image-too-many-pixels', 'file', undefined, { maximum: MAX_SITE_IMAGE_PIXELS })
      : badRequest('image-unreadable', 'file');
  }
  const hash = createHash('sha256').update(output.data).digest('hex').slice(0, 32);
  return {
    name: `${hash}.webp`,
    bytes: output.data,
    width: output.info.width,
    height: output.info.height,
  };
}

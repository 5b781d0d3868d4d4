import {
  IMAGE_SEARCH_PREVIEW_EDGE,
  MAX_IMAGE_SEARCH_CANDIDATES,
  MAX_IMAGE_SEARCH_DATA_URL_LENGTH,
  type ImageCandidate,
} from '@larder/domain';
import sharp from 'sharp';
import { ApiError } from '../errors.js';
import { sniffImage } from '../sites/assets/site-image.js';
import type { ImageSearchConfig } from '../image-search-config.js';
import { foundPictures, searchUrl, type FoundPicture } from './openverse.js';
import { FetchRefused, safeFetch, type SafeFetchOptions } from './safe-fetch.js';

/** Largest search answer read (JSON). */
export const MAX_SEARCH_ANSWER_BYTES = 512 * 1024;
/** Largest picture read; a larger one is refused while it streams. */
export const MAX_FOUND_IMAGE_BYTES = 2 * 1024 * 1024;
/** Largest picture decoded, in pixels (a decompression bomb stops here). */
export const MAX_FOUND_IMAGE_PIXELS = 25_000_000;
/** Time for the search answer, and for each picture. */
export const IMAGE_SEARCH_TIMEOUT_MS = 8_000;

/** What the tests change: their certificate authority, resolver and local address. */
export type ImageFetchSeams = Pick<SafeFetchOptions, 'ca' | 'resolve' | 'trustedAddresses'>;

/** Why a found picture was left out (for the log). */
export type PictureRefusal = FetchRefused['code'] | 'not-an-image' | 'unreadable';

export class PictureRefused extends Error {
  constructor(readonly code: PictureRefusal) {
    super(code);
  }
}

/**
 * A picture fetched and made safe to show: its type sniffed from its bytes (JPEG, PNG, WebP or
 * GIF; SVG and anything else refused, whatever its Content-Type), decoded with a pixel cap,
 * turned upright, scaled to IMAGE_SEARCH_PREVIEW_EDGE and written as WebP without metadata.
 */
export async function fetchPicture(
  imageUrl: string,
  config: ImageSearchConfig,
  seams: ImageFetchSeams = {},
): Promise<{ dataUrl: string; width: number; height: number }> {
  let bytes: Buffer;
  try {
    ({ bytes } = await safeFetch(imageUrl, {
      ...seams,
      allowedHosts: config.hosts,
      maxBytes: MAX_FOUND_IMAGE_BYTES,
      timeoutMs: IMAGE_SEARCH_TIMEOUT_MS,
      accept: 'image/webp,image/png,image/jpeg,image/gif',
    }));
  } catch (error) {
    throw error instanceof FetchRefused ? new PictureRefused(error.code) : error;
  }
  if (!sniffImage(bytes)) throw new PictureRefused('not-an-image');
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: MAX_FOUND_IMAGE_PIXELS,
      failOn: 'error',
      animated: false,
    })
      .rotate()
      .resize({
        width: IMAGE_SEARCH_PREVIEW_EDGE,
        height: IMAGE_SEARCH_PREVIEW_EDGE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const dataUrl = `data:image/webp;base64,${data.toString('base64')}`;
    if (dataUrl.length > MAX_IMAGE_SEARCH_DATA_URL_LENGTH) throw new PictureRefused('unreadable');
    return { dataUrl, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof PictureRefused) throw error;
    throw new PictureRefused('unreadable');
  }
}

/** The provider's pictures for a name; ERR_IMAGE_SEARCH_FAILED when it gives none usable. */
async function search(
  name: string,
  config: ImageSearchConfig,
  seams: ImageFetchSeams,
): Promise<FoundPicture[]> {
  let answer: unknown;
  try {
    const { bytes } = await safeFetch(searchUrl(config.url, name), {
      ...seams,
      allowedHosts: config.hosts,
      maxBytes: MAX_SEARCH_ANSWER_BYTES,
      timeoutMs: IMAGE_SEARCH_TIMEOUT_MS,
      accept: 'application/json',
    });
    answer = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    const why = error instanceof FetchRefused ? error.code : 'bad answer';
    throw new ApiError('ERR_IMAGE_SEARCH_FAILED', `The image search failed (${why})`);
  }
  const pictures = foundPictures(answer);
  if (!pictures) {
    throw new ApiError('ERR_IMAGE_SEARCH_FAILED', 'The image search answered an unknown shape');
  }
  return pictures;
}

/**
 * Looks pictures up by an ingredient's name: the provider's answer, then its pictures fetched
 * and re-encoded in its order, as many at a time as candidates are still missing, until
 * MAX_IMAGE_SEARCH_CANDIDATES pass or none is left. A picture refused is left out and
 * reported to `refused`.
 */
export async function searchImages(
  name: string,
  config: ImageSearchConfig,
  seams: ImageFetchSeams = {},
  refused: (imageUrl: string, why: PictureRefusal) => void = () => undefined,
): Promise<ImageCandidate[]> {
  const pictures = await search(name, config, seams);
  const candidates: ImageCandidate[] = [];
  let next = 0;
  while (candidates.length < MAX_IMAGE_SEARCH_CANDIDATES && next < pictures.length) {
    const batch = pictures.slice(next, next + MAX_IMAGE_SEARCH_CANDIDATES - candidates.length);
    next += batch.length;
    const fetched = await Promise.all(
      batch.map(async (picture): Promise<ImageCandidate | null> => {
        try {
          const image = await fetchPicture(picture.imageUrl, config, seams);
          const { title, creator, license, source } = picture;
          return { ...image, title, creator, license, source };
        } catch (error) {
          refused(picture.imageUrl, error instanceof PictureRefused ? error.code : 'unreadable');
          return null;
        }
      }),
    );
    for (const candidate of fetched) if (candidate) candidates.push(candidate);
  }
  return candidates;
}

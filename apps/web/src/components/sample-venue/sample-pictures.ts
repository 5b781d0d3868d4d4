import type { Thumbnail, VenueStore } from '@larder/data';
import { THUMBNAIL_EDGES } from '@larder/domain';
import type { SampleImage } from '@larder/domain/sample-venue';
import { imageCacheFor } from '../../state/venue-images';

/** Where the sample pictures are served from (`apps/web/public/sample-images/`). */
export const SAMPLE_PICTURES_PATH = '/sample-images/';

/** The sample pictures are drawn at the thumbnail size, square (scripts/make-sample-images.ts). */
export const SAMPLE_PICTURE_EDGE = THUMBNAIL_EDGES.small;

/** Reads a file of the app (fetch by default). */
export type LoadFile = (url: string) => Promise<Response>;

/** True for the bytes of a WebP file (RIFF....WEBP). */
const isWebp = (bytes: Uint8Array): boolean =>
  bytes.length > 12 &&
  String.fromCharCode(...bytes.subarray(0, 4)) === 'RIFF' &&
  String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP';

const base64 = (bytes: Uint8Array): string => {
  let text = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(text);
};

/** A sample picture as the thumbnail an ingredient keeps; throws when the file is not one. */
export async function samplePicture(file: string, load: LoadFile = fetch): Promise<Thumbnail> {
  const response = await load(`${SAMPLE_PICTURES_PATH}${encodeURIComponent(file)}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (!response.ok || !isWebp(bytes)) throw new Error(`${file} is not a sample picture`);
  return {
    dataUrl: `data:image/webp;base64,${base64(bytes)}`,
    width: SAMPLE_PICTURE_EDGE,
    height: SAMPLE_PICTURE_EDGE,
  };
}

/**
 * Copies the sample pictures into the venue's thumbnails (product spec §7, "copy sample
 * images"), each under its item's key as a picked picture is kept, so the ingredient pages
 * show them and the thumbnail sync sends them. A picture that cannot be read is left out; the
 * others are kept. Answers how many were copied and the files left out.
 */
export async function copySamplePictures(
  store: VenueStore,
  images: readonly SampleImage[],
  load: LoadFile = fetch,
): Promise<{ copied: number; missed: string[] }> {
  const cache = await imageCacheFor(store);
  const missed: string[] = [];
  let copied = 0;
  for (const { foodkey, file } of images) {
    try {
      await cache.put(foodkey, await samplePicture(file, load));
      copied++;
    } catch {
      missed.push(file);
    }
  }
  return { copied, missed };
}

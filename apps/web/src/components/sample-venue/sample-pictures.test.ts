import 'fake-indexeddb/auto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { thumbnailBodySchema } from '@larder/domain';
import { sampleVenueRecords } from '@larder/domain/sample-venue';
import { describe, expect, it } from 'vitest';
import { imageCacheFor } from '../../state/venue-images';
import { setUpTestVenue } from '../../test/test-venue';
import {
  copySamplePictures,
  SAMPLE_PICTURE_EDGE,
  SAMPLE_PICTURES_PATH,
  type LoadFile,
} from './sample-pictures';

const here = dirname(fileURLToPath(import.meta.url));
const folder = `${resolve(here, '../../../public/sample-images')}/`;
const files = readdirSync(folder);
const sample = sampleVenueRecords({ today: '2026-03-10' });

/** Width and height of a lossy WebP file (its VP8 frame header). */
const webpSize = (bytes: Buffer) => ({
  width: bytes.readUInt16LE(26) & 0x3fff,
  height: bytes.readUInt16LE(28) & 0x3fff,
});

/** Serves the files of public/ as the app's server does; anything else is missing. */
const served: LoadFile = async (url) => {
  const name = decodeURIComponent(url.slice(SAMPLE_PICTURES_PATH.length));
  return url.startsWith(SAMPLE_PICTURES_PATH) && files.includes(name)
    ? new Response(readFileSync(folder + name), { headers: { 'content-type': 'image/webp' } })
    : new Response('<!doctype html>', { status: 404 });
};

const venue = setUpTestVenue();

describe('the sample pictures', () => {
  it(`are small ${SAMPLE_PICTURE_EDGE} × ${SAMPLE_PICTURE_EDGE} WebP files of the repo, one for each picture the sample names`, () => {
    expect(files.sort()).toEqual(sample.images.map((image) => image.file).sort());
    for (const file of files) {
      const bytes = readFileSync(folder + file);
      expect(bytes.subarray(0, 4).toString('latin1'), file).toBe('RIFF');
      expect(bytes.subarray(8, 16).toString('latin1'), file).toBe('WEBPVP8 ');
      expect(webpSize(bytes), file).toEqual({
        width: SAMPLE_PICTURE_EDGE,
        height: SAMPLE_PICTURE_EDGE,
      });
      expect(bytes.length, file).toBeLessThan(4096);
    }
  });

  it("are kept as their ingredients' thumbnails, in the form the thumbnail sync sends", async () => {
    const result = await copySamplePictures(venue.store, sample.images, served);
    expect(result).toEqual({ copied: sample.images.length, missed: [] });
    const cache = await imageCacheFor(venue.store);
    for (const { foodkey, file } of sample.images) {
      const thumbnail = await cache.get(foodkey);
      expect(thumbnail?.dataUrl).toBe(
        `data:image/webp;base64,${readFileSync(folder + file).toString('base64')}`,
      );
      expect(thumbnailBodySchema.safeParse(thumbnail).success, file).toBe(true);
    }
  });

  it('leaves out a picture that cannot be read and keeps the others', async () => {
    const images = [
      { foodkey: 'LEMONS', file: 'lemons.webp' },
      { foodkey: 'KIWI', file: 'kiwi.webp' },
    ];
    expect(await copySamplePictures(venue.store, images, served)).toEqual({
      copied: 1,
      missed: ['kiwi.webp'],
    });
    const cache = await imageCacheFor(venue.store);
    expect(await cache.get('KIWI')).toBeNull();
    expect(await cache.get('LEMONS')).not.toBeNull();
  });
});

import 'fake-indexeddb/auto';
import { IMAGE_CLEANUP_THRESHOLD, imageKey } from '@larder/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageCache, ImageCacheError } from './image-cache';
import { imageDbName } from './image-db';
import { sha256Hex } from './sha256';

let cache: ImageCache;
let venue = 0;
const thumb = (n: number) => ({ dataUrl: `data:image/webp;base64,AAA${n}`, width: 96, height: 72 });

beforeEach(async () => {
  cache = await ImageCache.open(`larder_u1_v${++venue}`);
});
afterEach(() => {
  vi.restoreAllMocks();
  cache.close();
});

describe('ImageCache', () => {
  it('lives beside the venue database, under a name signing out deletes with it', () => {
    expect(imageDbName('larder_u1_v9')).toBe('larder_u1_v9_images');
    expect(cache.db.name).toBe(`larder_u1_v${venue}_images`);
  });

  it('keeps a thumbnail under fcp_image_{foodkey}, replaces it, and removes it', async () => {
    expect(await cache.get('FLOUR')).toBeNull();
    await cache.put('FLOUR', thumb(1));
    expect(await cache.keys()).toEqual(['fcp_image_FLOUR']);
    expect(await cache.get('FLOUR')).toEqual(thumb(1));
    await cache.put('FLOUR', thumb(2));
    expect(await cache.get('FLOUR')).toEqual(thumb(2));
    await cache.remove('FLOUR');
    expect(await cache.get('FLOUR')).toBeNull();
  });

  it('keeps thumbnails after the database is closed and opened again', async () => {
    await cache.put('SALT', thumb(3));
    const name = cache.db.name.replace(/_images$/, '');
    cache.close();
    cache = await ImageCache.open(name);
    expect(await cache.get('SALT')).toEqual(thumb(3));
  });

  it('tells a live reader when a thumbnail arrives', async () => {
    const seen: unknown[] = [];
    const sub = cache.observe('EGGS').subscribe((t) => seen.push(t));
    await vi.waitFor(() => expect(seen).toEqual([null]));
    await cache.put('EGGS', thumb(4));
    await vi.waitFor(() => expect(seen).toEqual([null, thumb(4)]));
    sub.unsubscribe();
  });

  it('turns a full disk into the image-storage-full code and keeps the earlier thumbnail', async () => {
    await cache.put('FLOUR', thumb(1));
    const full = new DOMException('Quota exceeded', 'QuotaExceededError');
    vi.spyOn(cache.db.images, 'put').mockRejectedValueOnce(full);
    const failure = await cache.put('FLOUR', thumb(2)).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ImageCacheError);
    expect((failure as ImageCacheError).code).toBe('image-storage-full');
    expect(await cache.get('FLOUR')).toEqual(thumb(1));
  });

  it('calls any other write failure image-storage-failed', async () => {
    vi.spyOn(cache.db.images, 'put').mockRejectedValueOnce(new Error('disk gone'));
    await expect(cache.put('FLOUR', thumb(1))).rejects.toMatchObject({
      code: 'image-storage-failed',
    });
  });
});

describe('ImageCache.cleanup (product spec §5)', () => {
  const fill = async (count: number) => {
    const entries = Array.from({ length: count }, (_, i) => ({
      key: imageKey(`ITEM ${i}`),
      ...thumb(i),
    }));
    await cache.db.images.bulkPut(entries);
  };
  const liveUpTo = (n: number) => new Set(Array.from({ length: n }, (_, i) => `ITEM ${i}`));

  it('removes nothing with 2000 keys, though most items are gone', async () => {
    await fill(IMAGE_CLEANUP_THRESHOLD);
    expect(await cache.cleanup(liveUpTo(10))).toEqual([]);
    expect(await cache.db.images.count()).toBe(2000);
  });

  it('over 2000 keys, removes only the thumbnails of items no longer present', async () => {
    await fill(IMAGE_CLEANUP_THRESHOLD + 5);
    const removed = await cache.cleanup(liveUpTo(2000));
    expect(removed.sort()).toEqual(
      [2000, 2001, 2002, 2003, 2004].map((i) => imageKey(`ITEM ${i}`)).sort(),
    );
    expect(await cache.db.images.count()).toBe(2000);
    expect(await cache.get('ITEM 1999')).not.toBeNull();
  });

  it('lists its thumbnails by foodkey and keeps the hashes agreed with the server', async () => {
    await cache.put('FLOUR, PLAIN', thumb(1));
    expect([...(await cache.entries()).keys()]).toEqual(['FLOUR, PLAIN']);
    await cache.agree([
      ['FLOUR, PLAIN', 'h1'],
      ['MILK', 'h2'],
    ]);
    await cache.forget(['MILK']);
    expect(await cache.agreedHashes()).toEqual(new Map([['FLOUR, PLAIN', 'h1']]));
  });

  it('takes a thumbnail from the server only while the one here is as it was read', async () => {
    await cache.put('FLOUR', thumb(1));
    expect(await cache.putIfUnchanged('FLOUR', thumb(2), thumb(1).dataUrl, 'h2')).toBe(true);
    expect(await cache.get('FLOUR')).toEqual(thumb(2));
    expect((await cache.agreedHashes()).get('FLOUR')).toBe('h2');
    // A picture picked here since the read stays.
    expect(await cache.putIfUnchanged('FLOUR', thumb(3), thumb(1).dataUrl, 'h3')).toBe(false);
    expect(await cache.get('FLOUR')).toEqual(thumb(2));
    expect(await cache.putIfUnchanged('SALT', thumb(4), null, 'h4')).toBe(true);
    expect(await cache.removeIfUnchanged('SALT', thumb(9).dataUrl)).toBe(false);
    expect(await cache.removeIfUnchanged('SALT', thumb(4).dataUrl)).toBe(true);
    expect(await cache.get('SALT')).toBeNull();
    expect((await cache.agreedHashes()).has('SALT')).toBe(false);
  });
});

describe('sha256Hex', () => {
  it('hashes a text as the server does (SHA-256 of its UTF-8, hex)', async () => {
    expect(await sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});

import 'fake-indexeddb/auto';
import { deleteItem, saveItem, VenueSession, type VenueStore } from '@larder/data';
import { IMAGE_CLEANUP_THRESHOLD, imageKey } from '@larder/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteUserDatabases } from '../auth/close-browser-data';
import { cleanUpVenueImages, imageCacheFor } from './venue-images';

let session: VenueSession;
let store: VenueStore;
let venue = 0;
const thumb = { dataUrl: 'data:image/webp;base64,AA==', width: 96, height: 96 };

beforeEach(async () => {
  session = new VenueSession();
  store = await session.open({
    userId: 'u1',
    venueId: `images-${++venue}`,
    newClientId: () => 'device',
    now: () => 1_700_000_000_000,
  });
  await store.apply(saveItem({ type: 'single', foodkey: 'FLOUR', name: 'Flour' }));
});
afterEach(async () => {
  await session.close();
});

async function fillCache(stale: number) {
  const cache = await imageCacheFor(store);
  await cache.put('FLOUR', thumb);
  await cache.db.images.bulkPut(
    Array.from({ length: stale }, (_, i) => ({ key: imageKey(`GONE ${i}`), ...thumb })),
  );
  return cache;
}

describe('cleanUpVenueImages (run when a venue loads)', () => {
  it('leaves 2000 keys alone', async () => {
    const cache = await fillCache(IMAGE_CLEANUP_THRESHOLD - 1);
    expect(await cleanUpVenueImages(store)).toEqual([]);
    expect(await cache.count()).toBe(2000);
  });

  it('over 2000 keys, removes the thumbnails of items no longer present', async () => {
    const cache = await fillCache(IMAGE_CLEANUP_THRESHOLD);
    expect(await cleanUpVenueImages(store)).toHaveLength(2000);
    expect(await cache.keys()).toEqual(['fcp_image_FLOUR']);
  });

  it('counts a deleted item as no longer present', async () => {
    const cache = await fillCache(IMAGE_CLEANUP_THRESHOLD);
    await store.apply(deleteItem('FLOUR'));
    await cleanUpVenueImages(store);
    expect(await cache.count()).toBe(0);
  });

  it('opens the cache again after the browser closed it', async () => {
    const first = await imageCacheFor(store);
    first.close();
    const again = await imageCacheFor(store);
    expect(again).not.toBe(first);
    expect(again.db.isOpen()).toBe(true);
  });

  it('is deleted with the venue database when the user signs out', async () => {
    const cache = await imageCacheFor(store);
    await cache.put('FLOUR', thumb);
    const deleted = await deleteUserDatabases('u1');
    expect(deleted).toContain(`${store.db.name}_images`);
    expect(deleted).toContain(store.db.name);
  });
});

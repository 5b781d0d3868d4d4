import { ImageCache, type VenueStore } from '@larder/data';
import { IMAGE_CLEANUP_THRESHOLD } from '@larder/domain';

const caches = new Map<string, Promise<ImageCache>>();

/**
 * The cached thumbnails of a venue on this device, opened once per venue database (again
 * after the browser closed it, as it does when signing out deletes it).
 */
export async function imageCacheFor(store: VenueStore): Promise<ImageCache> {
  const name = store.db.name;
  const known = await caches.get(name)?.catch(() => null);
  if (known?.db.isOpen()) return known;
  const opening = ImageCache.open(name);
  caches.set(name, opening);
  opening.catch(() => caches.delete(name));
  return opening;
}

/**
 * The local image cleanup (product spec §5), run when a venue's catalogue loads: over 2000
 * keys, the thumbnails of items no longer present are removed. Returns the removed keys.
 */
export async function cleanUpVenueImages(store: VenueStore): Promise<string[]> {
  const cache = await imageCacheFor(store);
  // The catalogue is read only when a cleanup may be due.
  if ((await cache.count()) <= IMAGE_CLEANUP_THRESHOLD) return [];
  const items = await store.itemMap();
  return cache.cleanup(new Set(items.keys()));
}

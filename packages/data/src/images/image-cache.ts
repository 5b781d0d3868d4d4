import { foodkeyOfImageKey, imageKey, imageKeysToRemove } from '@larder/domain';
import { liveQuery, type Observable } from 'dexie';
import { ImageDb, imageDbName, type CachedImage } from './image-db';

/** Failures of the thumbnail cache, as codes; the app words them. */
export type ImageCacheErrorCode = 'image-storage-full' | 'image-storage-failed';

export class ImageCacheError extends Error {
  constructor(
    readonly code: ImageCacheErrorCode,
    options?: { cause?: unknown },
  ) {
    super(code, options);
    this.name = 'ImageCacheError';
  }
}

/** A thumbnail to keep: its data URL and pixel size. */
export interface Thumbnail {
  dataUrl: string;
  width: number;
  height: number;
}

function isQuotaError(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const name = (current as { name?: unknown }).name;
    if (name === 'QuotaExceededError' || name === 'QuotaExceeded') return true;
    current =
      (current as { inner?: unknown; cause?: unknown }).inner ??
      (current as { cause?: unknown }).cause;
  }
  return false;
}

const toThumbnail = (entry: CachedImage | undefined): Thumbnail | null =>
  entry ? { dataUrl: entry.dataUrl, width: entry.width, height: entry.height } : null;

/**
 * The cached ingredient thumbnails of one venue on this device, keyed fcp_image_{foodkey}
 * (product spec §3), with the local cleanup of product spec §5.
 */
export class ImageCache {
  constructor(readonly db: ImageDb) {}

  /** Opens the thumbnails of the venue whose database is `venueDbName`. */
  static async open(
    venueDbName: string,
    indexedDB?: { indexedDB: IDBFactory; IDBKeyRange: typeof IDBKeyRange },
  ): Promise<ImageCache> {
    const db = new ImageDb(imageDbName(venueDbName), indexedDB);
    await db.open();
    return new ImageCache(db);
  }

  async get(foodkey: string): Promise<Thumbnail | null> {
    return toThumbnail(await this.db.images.get(imageKey(foodkey)));
  }

  /** The thumbnail of an item, live (this tab and others); null when none is cached. */
  observe(foodkey: string): Observable<Thumbnail | null> {
    return liveQuery(async () => toThumbnail(await this.db.images.get(imageKey(foodkey))));
  }

  /** Keeps an item's thumbnail, replacing any earlier one. A full disk is 'image-storage-full'. */
  async put(foodkey: string, thumbnail: Thumbnail): Promise<void> {
    try {
      await this.db.images.put({ key: imageKey(foodkey), ...thumbnail });
    } catch (error) {
      throw new ImageCacheError(
        isQuotaError(error) ? 'image-storage-full' : 'image-storage-failed',
        { cause: error },
      );
    }
  }

  async remove(foodkey: string): Promise<void> {
    await this.db.images.delete(imageKey(foodkey));
  }

  /** How many keys are stored. */
  count(): Promise<number> {
    return this.db.images.count();
  }

  /** Every stored key. */
  async keys(): Promise<string[]> {
    return (await this.db.images.toCollection().primaryKeys()) as string[];
  }

  /**
   * The local cleanup (product spec §5): only when more than 2000 keys exist, removes the
   * thumbnails of items no longer present. Returns the removed keys.
   */
  async cleanup(liveFoodkeys: ReadonlySet<string>): Promise<string[]> {
    const remove = imageKeysToRemove(await this.keys(), liveFoodkeys);
    if (remove.length > 0) await this.db.images.bulkDelete(remove);
    return remove;
  }

  /** Every cached thumbnail by foodkey (thumbnail sync). */
  async entries(): Promise<Map<string, CachedImage>> {
    const found = new Map<string, CachedImage>();
    for (const entry of await this.db.images.toArray()) {
      const foodkey = foodkeyOfImageKey(entry.key);
      if (foodkey !== null) found.set(foodkey, entry);
    }
    return found;
  }

  /** The hash each thumbnail had when this device and the server last both held it. */
  async agreedHashes(): Promise<Map<string, string>> {
    return new Map((await this.db.agreed.toArray()).map((a) => [a.foodkey, a.hash]));
  }

  async agree(entries: readonly (readonly [foodkey: string, hash: string])[]): Promise<void> {
    if (entries.length > 0) {
      await this.db.agreed.bulkPut(entries.map(([foodkey, hash]) => ({ foodkey, hash })));
    }
  }

  async forget(foodkeys: readonly string[]): Promise<void> {
    if (foodkeys.length > 0) await this.db.agreed.bulkDelete([...foodkeys]);
  }

  /**
   * Keeps a thumbnail that arrived from the server (agreed at `hash`), unless this item's
   * thumbnail here changed since it was read as `expected` (its data URL, or null for none):
   * a picture picked meanwhile is never overwritten. Answers whether it was kept.
   */
  async putIfUnchanged(
    foodkey: string,
    thumbnail: Thumbnail,
    expected: string | null,
    hash: string,
  ): Promise<boolean> {
    return this.db.transaction('rw', [this.db.images, this.db.agreed], async () => {
      const current = await this.db.images.get(imageKey(foodkey));
      if ((current?.dataUrl ?? null) !== expected) return false;
      await this.db.images.put({ key: imageKey(foodkey), ...thumbnail });
      await this.db.agreed.put({ foodkey, hash });
      return true;
    });
  }

  /** Removes a thumbnail removed elsewhere, unless it changed here since read as `expected`. */
  async removeIfUnchanged(foodkey: string, expected: string): Promise<boolean> {
    return this.db.transaction('rw', [this.db.images, this.db.agreed], async () => {
      const current = await this.db.images.get(imageKey(foodkey));
      if (current?.dataUrl !== expected) return false;
      await this.db.images.delete(imageKey(foodkey));
      await this.db.agreed.delete(foodkey);
      return true;
    });
  }

  close(): void {
    this.db.close();
  }
}

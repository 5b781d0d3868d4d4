import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SyncedThumbnail, ThumbnailBody } from '@larder/domain';
import type { Db } from '../db/database.js';
import { thumbnails } from '../db/schema.js';

/** SHA-256 of a data URL, hex: devices hash the same text the same way. */
export const thumbnailHash = (dataUrl: string): string =>
  createHash('sha256').update(dataUrl, 'utf8').digest('hex');

// The venue id is one the caller may reach: the routes load it through venue access first.

/** Every thumbnail of the venue as foodkey and hash, by foodkey. */
export async function listThumbnails(
  db: Db,
  venueId: string,
): Promise<{ foodkey: string; hash: string }[]> {
  return db
    .select({ foodkey: thumbnails.foodkey, hash: thumbnails.hash })
    .from(thumbnails)
    .where(eq(thumbnails.venueId, venueId))
    .orderBy(asc(thumbnails.foodkey));
}

/** The thumbnails of these foodkeys that the venue holds (absent ones are left out). */
export async function readThumbnails(
  db: Db,
  venueId: string,
  foodkeys: readonly string[],
): Promise<SyncedThumbnail[]> {
  return db
    .select({
      foodkey: thumbnails.foodkey,
      hash: thumbnails.hash,
      dataUrl: thumbnails.dataUrl,
      width: thumbnails.width,
      height: thumbnails.height,
    })
    .from(thumbnails)
    .where(and(eq(thumbnails.venueId, venueId), inArray(thumbnails.foodkey, [...foodkeys])))
    .orderBy(asc(thumbnails.foodkey));
}

/** Stores (or replaces) an item's thumbnail; answers its hash. */
export async function storeThumbnail(
  db: Db,
  venueId: string,
  foodkey: string,
  body: ThumbnailBody,
  now: Date,
): Promise<{ foodkey: string; hash: string }> {
  const hash = thumbnailHash(body.dataUrl);
  const row = { ...body, hash, updatedAt: now };
  await db
    .insert(thumbnails)
    .values({ venueId, foodkey, ...row })
    .onConflictDoUpdate({ target: [thumbnails.venueId, thumbnails.foodkey], set: row });
  return { foodkey, hash };
}

/** Removes an item's thumbnail (nothing to remove is fine). */
export async function removeThumbnail(db: Db, venueId: string, foodkey: string): Promise<void> {
  await db
    .delete(thumbnails)
    .where(and(eq(thumbnails.venueId, venueId), eq(thumbnails.foodkey, foodkey)));
}

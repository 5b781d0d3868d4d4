import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SyncedThumbnail, ThumbnailBody } from '@larder/domain';
import type { Db } from '../db/database.js';
import { thumbnails } from '../db/schema.js';
import { ownedVenue } from '../users/user-store.js';
import { ApiError } from '../errors.js';

/** SHA-256 of a data URL, hex: devices hash the same text the same way. */
export const thumbnailHash = (dataUrl: string): string =>
  createHash('sha256').update(dataUrl, 'utf8').digest('hex');

async function requireVenue(db: Db, userId: string, venueId: string): Promise<void> {
  if (!(await ownedVenue(db, userId, venueId))) {
    throw new ApiError('ERR_NOT_FOUND', 'Venue not found');
  }
}

/** Every thumbnail of the caller's venue as foodkey and hash, by foodkey. */
export async function listThumbnails(
  db: Db,
  userId: string,
  venueId: string,
): Promise<{ foodkey: string; hash: string }[]> {
  await requireVenue(db, userId, venueId);
  return db
    .select({ foodkey: thumbnails.foodkey, hash: thumbnails.hash })
    .from(thumbnails)
    .where(eq(thumbnails.venueId, venueId))
    .orderBy(asc(thumbnails.foodkey));
}

/** The thumbnails of these foodkeys that the venue holds (absent ones are left out). */
export async function readThumbnails(
  db: Db,
  userId: string,
  venueId: string,
  foodkeys: readonly string[],
): Promise<SyncedThumbnail[]> {
  await requireVenue(db, userId, venueId);
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
  userId: string,
  venueId: string,
  foodkey: string,
  body: ThumbnailBody,
  now: Date,
): Promise<{ foodkey: string; hash: string }> {
  await requireVenue(db, userId, venueId);
  const hash = thumbnailHash(body.dataUrl);
  const row = { ...body, hash, updatedAt: now };
  await db
    .insert(thumbnails)
    .values({ venueId, foodkey, ...row })
    .onConflictDoUpdate({ target: [thumbnails.venueId, thumbnails.foodkey], set: row });
  return { foodkey, hash };
}

/** Removes an item's thumbnail (nothing to remove is fine). */
export async function removeThumbnail(
  db: Db,
  userId: string,
  venueId: string,
  foodkey: string,
): Promise<void> {
  await requireVenue(db, userId, venueId);
  await db
    .delete(thumbnails)
    .where(and(eq(thumbnails.venueId, venueId), eq(thumbnails.foodkey, foodkey)));
}

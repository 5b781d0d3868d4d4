import type { Db } from '../db/database.js';
import { ApiError } from '../errors.js';
import { loadProFacts } from './allowance-store.js';
import { isProByFacts } from './pro-facts.js';

/**
 * Pro status on the server (product spec §4 "Pro status", §6; sync-and-security-notes §3 item
 * 9): a venue is Pro when its position among the user's non-deleted venues, in the order of
 * `userVenues`, is below the allowed venue count (the subscription while it covers `now`, plus
 * the redeemed store packs). Another user's venue, a deleted one and an unknown id are never Pro.
 */
export async function venueIsPro(
  db: Db,
  userId: string,
  venueId: string,
  now: number,
): Promise<boolean> {
  return isProByFacts(await loadProFacts(db, userId), venueId, now);
}

/** Throws 402 `ERR_PRO_REQUIRED` unless `venueId` is a Pro venue of `userId` at `now`. */
export async function requirePro(
  db: Db,
  userId: string,
  venueId: string,
  now: number,
): Promise<void> {
  if (!(await venueIsPro(db, userId, venueId, now))) {
    throw new ApiError('ERR_PRO_REQUIRED', 'This function needs a Pro venue');
  }
}

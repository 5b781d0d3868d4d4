import { isVenuePro } from '@larder/domain';
import type { ProStatus } from '@larder/data';
import type { SyncedUser, UserVenue } from '../api/api-types';
import { fetchUser } from '../api/larder-api';
import { rememberUser } from './offline-cache';
import { currentUser, setSessionUser, useSession } from './session';

/**
 * The allowed venue count (product spec §4): the venues the user's subscription, while it
 * covers today, and redeemed store licence packs make Pro, as the signed-in user (GET
 * /api/user) says. 0 while no user is known. The one place the screens read it from.
 */
export function allowedVenueCount(user: SyncedUser | null = currentUser()): number {
  const count = user?.allowedVenueCount;
  return typeof count === 'number' && Number.isFinite(count) ? count : 0;
}

/** Pro status of a venue (product spec §4), through the domain rule. */
export function venueIsPro(
  venues: readonly UserVenue[],
  venueId: string,
  allowed: number = allowedVenueCount(),
): boolean {
  return isVenuePro(venues, venueId, allowed);
}

/**
 * A venue's Pro status for its store's trial limit: null while it is not known (no user yet,
 * or one kept on the device from before the count was sent), so that nothing is refused on a
 * guess; the server has the last word.
 */
export function proStatusOf(user: SyncedUser | null, venueId: string): ProStatus {
  if (!user || typeof user.allowedVenueCount !== 'number') return null;
  return isVenuePro(user.venues, venueId, user.allowedVenueCount);
}

/**
 * Reads the signed-in user again, so every badge and the open venue's trial limit follow a
 * change of plan at once (after checkout, a redeemed licence or a cancellation).
 */
export async function refreshProStatus(): Promise<SyncedUser> {
  const user = await fetchUser();
  rememberUser(user);
  setSessionUser(user);
  return user;
}

/** Whether a venue of the signed-in user is Pro, drawn again whenever the user changes. */
export function useVenuePro(venueId: string | undefined): boolean {
  const { user } = useSession();
  return venueId ? venueIsPro(user?.venues ?? [], venueId, allowedVenueCount(user)) : false;
}

import type { SyncedUser, VenueData } from '../api/api-types';
import { ApiError } from '../api/api-errors';
import { readLocal, removeLocal, writeLocal } from './local-keys';

/**
 * The last synced user and venue data seen online, kept on the device so that the app opens
 * offline (the venue's items are in IndexedDB already). Removed with the user's data at
 * sign-out.
 */
export const cachedUserKey = (userId: string): string => `larder_user_${userId}`;
export const cachedVenueKey = (venueId: string): string => `larder_venue_${venueId}`;

/** True for a call that failed because the server could not be reached. */
export function isOffline(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'ERR_NETWORK';
}

export function rememberUser(user: SyncedUser): void {
  writeLocal(cachedUserKey(String(user.id)), JSON.stringify(user));
}

export function cachedUser(userId: string): SyncedUser | null {
  return parse<SyncedUser>(readLocal(cachedUserKey(userId)));
}

export function rememberVenue(data: VenueData): void {
  writeLocal(cachedVenueKey(String(data.venue.id)), JSON.stringify(data));
}

export function cachedVenue(venueId: string): VenueData | null {
  return parse<VenueData>(readLocal(cachedVenueKey(venueId)));
}

export function forgetCachedUser(user: SyncedUser | null | undefined): void {
  if (!user) return;
  removeLocal(cachedUserKey(String(user.id)));
  for (const venue of user.venues ?? []) removeLocal(cachedVenueKey(String(venue.id)));
}

function parse<T>(text: string | null): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

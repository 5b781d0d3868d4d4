import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-errors';
import type { SyncedUser, VenueData } from '../api/api-types';
import {
  cachedUser,
  cachedVenue,
  forgetCachedUser,
  isOffline,
  rememberUser,
  rememberVenue,
} from './offline-cache';

afterEach(() => localStorage.clear());

const user = {
  id: 'u1',
  venues: [{ id: 'v1', venue_name: 'Bistro', deleted: false }],
} as unknown as SyncedUser;
const venue = { venue: { id: 'v1', venue_name: 'Bistro' }, settings: {} } as unknown as VenueData;

describe('offline cache (the app opens without the server)', () => {
  it('keeps the last synced user and venue data, and forgets them with the user', () => {
    rememberUser(user);
    rememberVenue(venue);
    expect(cachedUser('u1')).toEqual(user);
    expect(cachedVenue('v1')).toEqual(venue);
    forgetCachedUser(user);
    expect(cachedUser('u1')).toBeNull();
    expect(cachedVenue('v1')).toBeNull();
  });

  it('tells an unreachable server from other failures', () => {
    expect(isOffline(new ApiError(0, 'ERR_NETWORK', 'x'))).toBe(true);
    expect(isOffline(new ApiError(401, 'ERR_UNAUTHORIZED', 'Token failed'))).toBe(false);
    expect(isOffline(new Error('boom'))).toBe(false);
  });
});

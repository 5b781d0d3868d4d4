import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokenProvider } from '../api/api-client';
import type { SyncedUser } from '../api/api-types';
import { mockFetch } from '../test/fetch-mock';
import { cachedUser } from './offline-cache';
import { allowedVenueCount, proStatusOf, refreshProStatus, venueIsPro } from './pro-status';
import { currentUser, sessionStore, setSessionUser } from './session';
import { closeVenueData, openVenueData, venueStoreState } from './venue-data';

const user = (allowedVenueCount: number, deletedFirst = false): SyncedUser => ({
  id: 'u1',
  venues: [
    { id: 'a', venue_name: 'Harbour Bistro', deleted: deletedFirst },
    { id: 'b', venue_name: 'Hill Cafe', deleted: false },
    { id: 'c', venue_name: 'Market Stall', deleted: false },
  ],
  currency: '$',
  metricOnly: false,
  uwpSynced: false,
  restricted: false,
  allowedVenueCount,
});

beforeEach(() => setTokenProvider(async () => 'tok-1'));
afterEach(async () => {
  await closeVenueData();
  sessionStore.reset();
  vi.unstubAllGlobals();
});

describe('Pro status (product spec §4)', () => {
  it('reads the allowed venue count from the signed-in user; 0 while there is none', () => {
    expect(allowedVenueCount()).toBe(0);
    setSessionUser(user(2));
    expect(allowedVenueCount()).toBe(2);
    expect(venueIsPro(currentUser()!.venues, 'b')).toBe(true);
    expect(venueIsPro(currentUser()!.venues, 'c')).toBe(false);
  });

  it('counts only non-deleted venues by their position', () => {
    setSessionUser(user(1, true));
    expect(['a', 'b', 'c'].map((id) => venueIsPro(currentUser()!.venues, id))).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('gives the store no status (null) while the user or its count is not known', () => {
    expect(proStatusOf(null, 'a')).toBeNull();
    const { allowedVenueCount: _count, ...older } = user(1);
    expect(proStatusOf(older as SyncedUser, 'a')).toBeNull();
    expect(proStatusOf(user(1), 'a')).toBe(true);
    expect(proStatusOf(user(1), 'b')).toBe(false);
  });

  it('re-reads the user after a change of plan, and keeps it for opening offline', async () => {
    setSessionUser(user(0));
    const calls = mockFetch(() => ({ body: user(3) }));
    await refreshProStatus();
    expect(calls.map((c) => c.url)).toEqual(['/api/user']);
    expect(allowedVenueCount()).toBe(3);
    expect(cachedUser('u1')?.allowedVenueCount).toBe(3);
  });

  it("tells the open venue's store its status, and again whenever the user changes", async () => {
    setSessionUser(user(1));
    const store = await openVenueData('u1', 'b', 'Hill Cafe');
    expect(venueStoreState.get()).toBe(store);
    expect(store.pro).toBe(false);
    setSessionUser(user(2));
    expect(store.pro).toBe(true);
    setSessionUser(user(2, true));
    expect(store.pro).toBe(true);
    setSessionUser(user(0));
    expect(store.pro).toBe(false);
    sessionStore.reset();
    expect(store.pro).toBeNull();
    await closeVenueData();
    setSessionUser(user(5));
    expect(store.pro).toBeNull();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokenProvider } from '../api/api-client';
import type { SyncedUser } from '../api/api-types';
import { dialogStore } from '../state/dialog';
import { rememberPreviousRoute, readPreviousRoute } from '../state/previous-route';
import { VENUE_DATA_ERROR_TEXT, venueStore } from '../state/venue';
import { mockFetch } from '../test/fetch-mock';
import { venueStep } from './after-sign-in';

const user = (...ids: string[]): SyncedUser => ({
  id: 'u1',
  venues: ids.map((id) => ({ id, venue_name: `Venue ${id}`, deleted: false })),
  currency: '$',
  metricOnly: false,
  uwpSynced: false,
  allowedVenueCount: 0,
  restricted: false,
});

const venueData = (id: string, withProfile = true) => ({
  venue: { id, venue_name: `Venue ${id}` },
  settings: {
    ...(withProfile
      ? { PROFILE: { skey: 'PROFILE', venue_name: `Venue ${id}`, timestamp: 1 } }
      : {}),
    IC: { skey: 'IC', categories: ['Dairy'], timestamp: 1 },
    RC: { skey: 'RC', categories: ['Mains'], timestamp: 1 },
    SA: { skey: 'SA', areas: ['Walk-in'], timestamp: 1 },
  },
});

beforeEach(() => {
  setTokenProvider(async () => 'tok');
  localStorage.clear();
  sessionStorage.clear();
  venueStore.reset();
  dialogStore.reset();
});

afterEach(() => vi.unstubAllGlobals());

describe('venue step after sign-in', () => {
  it('loads the last venue and returns to the remembered route', async () => {
    localStorage.setItem('lastVID', 'b');
    rememberPreviousRoute('/recipes?x=1');
    const calls = mockFetch(({ url }) => ({ body: venueData(url.split('/').at(-1)!) }));
    expect(await venueStep(user('a', 'b'))).toBe('/recipes?x=1');
    expect(calls.map((c) => c.url)).toEqual(['/api/venues/b']);
    expect(venueStore.get().current).toMatchObject({
      id: 'b',
      ingredientCategories: ['Dairy'],
      recipeCategories: ['Mains'],
      storageAreas: ['Walk-in'],
    });
    expect(readPreviousRoute()).toBeNull();
  });

  it('loads the only venue and opens the dashboard when nothing was remembered', async () => {
    mockFetch(() => ({ body: venueData('a') }));
    expect(await venueStep(user('a'))).toBe('/dash');
    expect(localStorage.getItem('lastVID')).toBe('a');
  });

  it('stays on the route being opened once the venue is loaded', async () => {
    mockFetch(() => ({ body: venueData('a') }));
    rememberPreviousRoute('/settings');
    expect(await venueStep(user('a'), '/settings')).toBeNull();
    expect(readPreviousRoute()).toBeNull();
  });

  it('sends a user with several venues to /venue-select, keeping the route', async () => {
    const calls = mockFetch(() => ({ body: {} }));
    rememberPreviousRoute('/recipes');
    expect(await venueStep(user('a', 'b'), '/recipes')).toBe('/venue-select');
    expect(calls).toHaveLength(0);
    expect(readPreviousRoute()).toBe('/recipes');
  });

  it('sends a user without venues to /venue-add', async () => {
    mockFetch(() => ({ body: {} }));
    expect(await venueStep(user())).toBe('/venue-add');
    expect(await venueStep(user(), '/venue-add')).toBeNull();
  });

  it('alerts when the PROFILE record is missing', async () => {
    mockFetch(() => ({ body: venueData('a', false) }));
    await venueStep(user('a'));
    expect(dialogStore.get()).toMatchObject([{ alert: true, message: VENUE_DATA_ERROR_TEXT }]);
  });

  it('forgets a last venue that cannot be loaded and offers venue selection', async () => {
    localStorage.setItem('lastVID', 'a');
    mockFetch(() => ({
      status: 404,
      body: { error: 'ERR_NOT_FOUND', message: 'Venue not found' },
    }));
    expect(await venueStep(user('a', 'b'))).toBe('/venue-select');
    expect(localStorage.getItem('lastVID')).toBeNull();
  });
});

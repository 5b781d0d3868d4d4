import { fetchVenue } from '../api/larder-api';
import { i18n } from '../i18n/i18n';
import { ApiError } from '../api/api-errors';
import type { ProfileRecord, StorageArea, VenueData } from '../api/api-types';
import { createStore, useStore } from './create-store';
import { alert } from './dialog';
import { flash } from './flash';
import { LAST_VENUE_KEY, readLocal, removeLocal, writeLocal } from './local-keys';
import { sessionStore } from './session';
import { closeVenueData, openVenueData } from './venue-data';
import { cachedVenue, isOffline, rememberVenue } from './offline-cache';

/** Spec section 8: the alert when a loaded venue has no PROFILE record (in English). */
export const VENUE_DATA_ERROR_TEXT =
  'Venue data error. Please try after some time, data might not be synced from your OneDrive!';

export interface CurrentVenue {
  id: string;
  venue_name: string;
  profile: ProfileRecord | null;
  ingredientCategories: string[];
  recipeCategories: string[];
  storageAreas: StorageArea[];
}

export interface VenueState {
  current: CurrentVenue | null;
  /** Stock data of the current venue; reset whenever a venue is loaded. */
  stock: unknown;
}

const INITIAL: VenueState = { current: null, stock: null };

/** The current venue's settings, in memory (lists and items come from @larder/data). */
export const venueStore = createStore<VenueState>(INITIAL);

export function readLastVenueId(): string | null {
  return readLocal(LAST_VENUE_KEY);
}

export function rememberLastVenueId(venueId: string): void {
  writeLocal(LAST_VENUE_KEY, venueId);
}

export function forgetLastVenueId(): void {
  removeLocal(LAST_VENUE_KEY);
}

/** The in-memory venue state built from a venue data fetch. */
export function venueFromData(data: VenueData): CurrentVenue {
  const { settings } = data;
  return {
    id: String(data.venue.id),
    venue_name: settings.PROFILE?.venue_name ?? data.venue.venue_name,
    profile: settings.PROFILE ?? null,
    ingredientCategories: [...(settings.IC?.categories ?? [])],
    recipeCategories: [...(settings.RC?.categories ?? [])],
    storageAreas: [...(settings.SA?.areas ?? [])],
  };
}

/**
 * Loading a venue (spec section 4, "Venue switching"): fetch its data, replace categories,
 * storage areas and profile, reset stock data and remember the last venue id. A missing
 * PROFILE shows the venue data alert. Answers whether the venue loaded.
 */
export async function loadVenue(venueId: string): Promise<boolean> {
  let data: VenueData;
  try {
    data = await fetchVenue(venueId);
    rememberVenue(data);
  } catch (error) {
    const offline = isOffline(error) ? cachedVenue(venueId) : null;
    if (offline) return openLoadedVenue(offline);
    if (!(error instanceof ApiError && error.isTokenFailure)) {
      flash({
        type: 'error',
        text: error instanceof ApiError ? error.message : i18n.t('app:venue.loadFailed'),
      });
    }
    return false;
  }
  return openLoadedVenue(data);
}

async function openLoadedVenue(data: VenueData): Promise<boolean> {
  const current = venueFromData(data);
  venueStore.set({ current, stock: null });
  rememberLastVenueId(current.id);
  const userId = sessionStore.get().user?.id;
  if (userId) {
    await openVenueData(String(userId), current.id, current.venue_name).catch((error: unknown) => {
      // The venue still opens from the server; the local copy and sync are reported.
      console.error('local venue data could not be opened', error);
      flash({ type: 'error', text: i18n.t('app:sync.incomplete') });
    });
  }
  if (!data.settings.PROFILE) {
    void alert({
      title: i18n.t('app:venue.dataErrorTitle'),
      message: i18n.t('app:venue.dataError'),
    });
  }
  return true;
}

/** Updates the name and profile of the current venue after a save. */
export function updateCurrentVenueProfile(
  venueId: string,
  venue_name: string,
  profile: ProfileRecord | null,
): void {
  venueStore.set((state) =>
    state.current?.id === venueId
      ? { ...state, current: { ...state.current, venue_name, profile } }
      : state,
  );
}

export function clearVenue(): void {
  venueStore.reset();
  void closeVenueData();
}

export function useVenue(): VenueState {
  return useStore(venueStore);
}

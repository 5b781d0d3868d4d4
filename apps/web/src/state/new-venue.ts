import type { VenueStore } from '@larder/data';
import { venueSaveFailedText } from '../api/api-errors';
import { deleteVenue, saveVenue } from '../api/larder-api';
import type { VenueSaveInput } from '../api/api-types';
import { i18n } from '../i18n/i18n';
import { setSessionUser } from './session';
import { clearVenue, forgetLastVenueId, loadVenue } from './venue';
import { syncNow, venueStoreState } from './venue-data';

/** Why a venue just created could not be opened on this device (in English). */
export const NEW_VENUE_OPEN_FAILED = 'The new venue could not be opened on this device.';

/** Why a venue just created could not be opened on this device, in the interface language. */
export const newVenueOpenFailedText = (): string => i18n.t('app:venue.newVenueOpenFailed');

/**
 * Creates a venue on the server ("save venue"), opens it on this device and fills it with
 * `fill`, then syncs: the one way a venue is made from a copy (a venue file, the drive's
 * mirror). Should it not open or `fill` throw, the new venue is closed and deleted again, so
 * nothing of it is kept, and the error is thrown.
 */
export async function createAndFillVenue<T>(
  venue: VenueSaveInput,
  onStep: (step: 'venue' | 'open') => void,
  fill: (store: VenueStore) => Promise<T>,
): Promise<{ venueId: string; filled: T }> {
  onStep('venue');
  const saved = await saveVenue('add', venue);
  setSessionUser(saved.user);
  const venueId = saved.venue?.id;
  if (!venueId) throw new Error(venueSaveFailedText());
  try {
    onStep('open');
    const store = (await loadVenue(venueId)) ? venueStoreState.get() : null;
    if (!store) throw new Error(newVenueOpenFailedText());
    const filled = await fill(store);
    void syncNow().catch(() => undefined);
    return { venueId, filled };
  } catch (error) {
    clearVenue();
    forgetLastVenueId();
    try {
      setSessionUser(await deleteVenue(venueId));
    } catch {
      // The venue stays on the server, empty; the user may delete it from its page.
    }
    throw error;
  }
}

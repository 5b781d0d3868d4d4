import { venueSaveFailedText } from '../../api/error-texts';
import { deleteVenue, saveVenue } from '../../api/larder-api';
import { i18n } from '../../i18n/i18n';
import { setSessionUser } from '../../state/session';
import { clearVenue, forgetLastVenueId, loadVenue } from '../../state/venue';
import { venueStoreState } from '../../state/venue-data';
import type { LoadFile } from './sample-pictures';
import type { OnSampleStep } from './sample-steps';
import { writeSampleVenue, type SampleWritten } from './write-sample-venue';

/** Why the new sample venue could not be opened on this device, in English (the spec's words). */
export const SAMPLE_OPEN_FAILED = 'The sample venue could not be opened on this device.';

/**
 * "Try the sample venue" from /venue-add: creates the venue on the server ("save venue", with
 * the sample's name and profile), opens it, and fills it (`writeSampleVenue`). Should it not
 * open or its records not be written, the new venue is closed and deleted again, so nothing of
 * it is kept, and the error is thrown. Answers the new venue's id and what was written.
 */
export async function createSampleVenue(
  options: { onStep?: OnSampleStep; load?: LoadFile } = {},
): Promise<{ venueId: string; written: SampleWritten }> {
  options.onStep?.('venue');
  const { SAMPLE_PROFILE, SAMPLE_VENUE_NAME } = await import('@larder/domain/sample-venue');
  const saved = await saveVenue('add', {
    venue_name: SAMPLE_VENUE_NAME,
    PROFILE: { ...SAMPLE_PROFILE },
  });
  setSessionUser(saved.user);
  const venueId = saved.venue?.id;
  if (!venueId) throw new Error(venueSaveFailedText());
  try {
    options.onStep?.('open');
    const store = (await loadVenue(venueId)) ? venueStoreState.get() : null;
    if (!store) throw new Error(i18n.t('components:sampleVenue.openFailed'));
    return { venueId, written: await writeSampleVenue(store, options) };
  } catch (error) {
    await discardVenue(venueId);
    throw error;
  }
}

/** Closes and deletes a sample venue that could not be filled. */
async function discardVenue(venueId: string): Promise<void> {
  clearVenue();
  forgetLastVenueId();
  try {
    setSessionUser(await deleteVenue(venueId));
  } catch {
    // The venue stays on the server, empty; the user may delete it from its page.
  }
}

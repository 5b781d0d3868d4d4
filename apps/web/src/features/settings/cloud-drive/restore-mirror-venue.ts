import { readMirror, restoreMirrorInto, type GraphDrive, type MirrorProblem } from '@larder/data';
import { VENUE_SAVE_FAILED } from '../../../api/api-errors';
import { deleteVenue, saveVenue } from '../../../api/larder-api';
import { setSessionUser } from '../../../state/session';
import { clearVenue, forgetLastVenueId, loadVenue } from '../../../state/venue';
import { syncNow, venueStoreState } from '../../../state/venue-data';

/** The steps of a restore from the drive, in order, and what the progress says at each. */
export const RESTORE_STEP_TEXTS = {
  read: 'Reading the copy in OneDrive…',
  venue: 'Creating the venue…',
  open: 'Opening it on this device…',
  records: 'Writing ingredients, recipes, suppliers, menus and kitchen records…',
} as const;
export type RestoreStep = keyof typeof RESTORE_STEP_TEXTS;
export const RESTORE_STEPS = Object.keys(RESTORE_STEP_TEXTS) as RestoreStep[];

export const RESTORE_OPEN_FAILED = 'The new venue could not be opened on this device.';

/** What a restore made. */
export interface RestoredVenue {
  venueId: string;
  items: number;
  records: number;
  /** Files or records of the copy left out, each with its reason. */
  problems: MirrorProblem[];
}

/**
 * "Restore into a new venue": reads the mirror first (checked as untrusted input; a copy that
 * cannot be read creates nothing), then creates a venue named `name` through "save venue",
 * opens it and writes the copy's records through the data layer's restore (one `apply`: all
 * or nothing), which the next sync pushes to the server. Should it not open or the records not
 * be written, the new venue is closed and deleted again and the error thrown.
 */
export async function restoreMirrorVenue(
  drive: GraphDrive,
  mirroredVenueId: string,
  name: string,
  onStep: (step: RestoreStep) => void,
): Promise<RestoredVenue> {
  onStep('read');
  const contents = await readMirror(drive, mirroredVenueId);
  onStep('venue');
  const saved = await saveVenue('add', { venue_name: name.trim() });
  setSessionUser(saved.user);
  const venueId = saved.venue?.id;
  if (!venueId) throw new Error(VENUE_SAVE_FAILED);
  try {
    onStep('open');
    const store = (await loadVenue(venueId)) ? venueStoreState.get() : null;
    if (!store) throw new Error(RESTORE_OPEN_FAILED);
    onStep('records');
    const written = await restoreMirrorInto(store, contents.records);
    void syncNow().catch(() => undefined);
    return { venueId, ...written, problems: contents.problems };
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

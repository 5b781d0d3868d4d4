import { DataError, importVenuePlan, readVenueFileBytes } from '@larder/data';
import type { VenueFilePlan, VenueFileProblem } from '@larder/domain/venue-file';
import { VENUE_SAVE_FAILED } from '../../../api/api-errors';
import { deleteVenue, saveVenue } from '../../../api/larder-api';
import { setSessionUser } from '../../../state/session';
import { clearVenue, forgetLastVenueId, loadVenue } from '../../../state/venue';
import { syncNow, venueStoreState } from '../../../state/venue-data';
import { imageCacheFor } from '../../../state/venue-images';

/** The steps of importing a venue file, in order, and what the progress says at each. */
export const IMPORT_STEP_TEXTS = {
  venue: 'Creating the venue…',
  open: 'Opening it on this device…',
  records: 'Writing ingredients, recipes, suppliers, menus and kitchen records…',
  pictures: 'Keeping the ingredient pictures…',
} as const;
export type ImportStepName = keyof typeof IMPORT_STEP_TEXTS;
export const IMPORT_STEPS = Object.keys(IMPORT_STEP_TEXTS) as ImportStepName[];

/** Why the new venue could not be opened on this device. */
export const IMPORT_OPEN_FAILED = 'The new venue could not be opened on this device.';

/** A venue file read: its plan, or every problem found (nothing is imported then). */
export type ReadFile =
  | { readonly ok: true; readonly plan: VenueFilePlan }
  | { readonly ok: false; readonly problems: readonly VenueFileProblem[] };

/** Reads a chosen file whole (`@larder/domain/venue-file`, loaded only now). */
export async function readImportFile(file: Blob): Promise<ReadFile> {
  try {
    return { ok: true, plan: await readVenueFileBytes(new Uint8Array(await file.arrayBuffer())) };
  } catch (error) {
    if (error instanceof DataError && error.code === 'venue-file-invalid') {
      return { ok: false, problems: error.details as VenueFileProblem[] };
    }
    throw error;
  }
}

/** What an import made: the new venue and how much was written. */
export interface VenueFromFile {
  readonly venueId: string;
  readonly items: number;
  readonly records: number;
  readonly pictures: number;
}

/**
 * "Import a venue file" on /venue-add: creates a new venue on the server ("save venue", named
 * `name`, with the file's profile), opens it, and fills it from the file already read (one
 * `apply`: all of it or nothing; then the pictures), then syncs. Should it not open or its
 * records not be written, the new venue is closed and deleted again, so nothing of it is kept,
 * and the error is thrown.
 */
export async function createVenueFromFile(
  plan: VenueFilePlan,
  name: string,
  onStep: (step: ImportStepName) => void,
): Promise<VenueFromFile> {
  onStep('venue');
  const saved = await saveVenue('add', {
    venue_name: name,
    ...(plan.profile ? { PROFILE: { ...plan.profile } } : {}),
  });
  setSessionUser(saved.user);
  const venueId = saved.venue?.id;
  if (!venueId) throw new Error(VENUE_SAVE_FAILED);
  try {
    onStep('open');
    const store = (await loadVenue(venueId)) ? venueStoreState.get() : null;
    if (!store) throw new Error(IMPORT_OPEN_FAILED);
    const images = await imageCacheFor(store).catch(() => null);
    const imported = await importVenuePlan(store, images, plan, {
      venueName: name,
      onStep: (step) => step !== 'read' && onStep(step),
    });
    void syncNow().catch(() => undefined);
    return {
      venueId,
      items: imported.items,
      records: imported.records,
      pictures: imported.pictures,
    };
  } catch (error) {
    await discardVenue(venueId);
    throw error;
  }
}

/** Closes and deletes a new venue that could not be filled. */
async function discardVenue(venueId: string): Promise<void> {
  clearVenue();
  forgetLastVenueId();
  try {
    setSessionUser(await deleteVenue(venueId));
  } catch {
    // The venue stays on the server, empty; the user may delete it from its page.
  }
}

import { DataError, importVenuePlan, readVenueFileBytes } from '@larder/data';
import type { VenueFilePlan, VenueFileProblem } from '@larder/domain/venue-file';
import { createAndFillVenue } from '../../../state/new-venue';
import { i18n } from '../../../i18n/i18n';
import { imageCacheFor } from '../../../state/venue-images';

/** The steps of importing a venue file, in order. */
export const IMPORT_STEPS = ['venue', 'open', 'records', 'pictures'] as const;
export type ImportStepName = (typeof IMPORT_STEPS)[number];

/** What the progress says at a step. */
export const importStepText = (step: ImportStepName): string =>
  i18n.t(`venues:import.steps.${step}`);

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
  const { venueId, filled } = await createAndFillVenue(
    { venue_name: name, ...(plan.profile ? { PROFILE: { ...plan.profile } } : {}) },
    onStep,
    async (store) => {
      const images = await imageCacheFor(store).catch(() => null);
      return importVenuePlan(store, images, plan, {
        venueName: name,
        onStep: (step) => step !== 'read' && onStep(step),
      });
    },
  );
  return {
    venueId,
    items: filled.items,
    records: filled.records,
    pictures: filled.pictures,
  };
}

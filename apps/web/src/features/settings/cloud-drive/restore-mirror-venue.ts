import { readMirror, restoreMirrorInto, type GraphDrive, type MirrorProblem } from '@larder/data';
import { i18n } from '../../../i18n/i18n';
import { createAndFillVenue } from '../../../state/new-venue';

/** The steps of a restore from the drive, in order. */
export const RESTORE_STEPS = ['read', 'venue', 'open', 'records'] as const;
export type RestoreStep = (typeof RESTORE_STEPS)[number];

/** What the progress says at a step. */
export const restoreStepText = (step: RestoreStep): string =>
  i18n.t(`settings:restore.steps.${step}`);

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
  const { venueId, filled } = await createAndFillVenue(
    { venue_name: name.trim() },
    onStep,
    (store) => {
      onStep('records');
      return restoreMirrorInto(store, contents.records);
    },
  );
  return { venueId, ...filled, problems: contents.problems };
}

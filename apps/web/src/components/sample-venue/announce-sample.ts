import { flash } from '../../state/flash';
import type { SampleWritten } from './write-sample-venue';

/** What the status bar says once the sample venue is stored. */
export const SAMPLE_ADDED_TEXT = 'Sample venue added: look around, change or delete anything';
export const PICTURES_MISSED_TEXT = 'Some sample pictures could not be copied to this device';

/** Tells the status bar that the sample venue is stored, and about pictures left out. */
export function announceSample(written: SampleWritten): void {
  flash({ type: 'info', text: SAMPLE_ADDED_TEXT });
  if (written.missedPictures.length > 0) flash({ type: 'info', text: PICTURES_MISSED_TEXT });
}

import { i18n } from '../../i18n/i18n';
import { flash } from '../../state/flash';
import type { SampleWritten } from './write-sample-venue';

/** What the status bar says once the sample venue is stored, in English (the spec's words). */
export const SAMPLE_ADDED_TEXT = 'Sample venue added: look around, change or delete anything';
export const PICTURES_MISSED_TEXT = 'Some sample pictures could not be copied to this device';

/**
 * Tells the status bar, in the interface language, that the sample venue is stored, and
 * about pictures left out.
 */
export function announceSample(written: SampleWritten): void {
  flash({ type: 'info', text: i18n.t('components:sampleVenue.added') });
  if (written.missedPictures.length > 0) {
    flash({ type: 'info', text: i18n.t('components:sampleVenue.picturesMissed') });
  }
}

import { unitLabel } from '@larder/domain';
import { currentLanguage } from '../../i18n/i18n';

/**
 * A unit as the count screens name it: as stored in English ('g', 'each', 'bag'); in French a
 * unit of the catalogue by its French name ('unité', 'sac'), a unit of the item's own as written.
 */
export function unitName(unit: string, value = 1): string {
  const language = currentLanguage();
  return language === 'en' ? unit : unitLabel(unit, value, language);
}

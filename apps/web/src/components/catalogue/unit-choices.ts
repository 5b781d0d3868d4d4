import { unitLabel } from '@larder/domain';
import { currentLanguage } from '../../i18n/i18n';

/** A unit as a select offers it: its catalogue name, labelled in the interface language. */
export interface UnitChoice {
  readonly value: string;
  readonly label: string;
}

/**
 * A unit's name in the interface language: as stored in English ('cup', 'each'); the unit's
 * French name in French ('tasse'), g, kg, mL and L written alike. A custom unit as given.
 */
export const unitText = (unit: string): string => {
  const language = currentLanguage();
  return language === 'en' ? unit : unitLabel(unit, 1, language);
};

/** Select options for units, labelled with their names in the interface language. */
export const unitChoices = (names: readonly string[]): UnitChoice[] =>
  names.map((name) => ({ value: name, label: unitText(name) }));

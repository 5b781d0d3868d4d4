import { unitLabel } from '@larder/domain';
import type { Language } from '../../i18n/languages';

export interface UnitChoice {
  value: string;
  label: string;
}

/**
 * Select options for units: each unit's catalogue name, labelled with its name in the
 * interface language ('cup' shows 'tasse' in French; g, kg, mL and L stay as they are).
 */
export const unitChoices = (names: readonly string[], language: Language): UnitChoice[] =>
  names.map((name) => ({
    value: name,
    label: language === 'en' ? name : unitLabel(name, 1, language),
  }));

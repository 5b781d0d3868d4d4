import type { NutrientDefinition } from '@larder/domain';
import { i18n } from '../../i18n/i18n';
import type components from '../../locales/en/components.json';

/** The nutrients the catalogue names (the domain's catalogue and added sugars). */
type NamedNutrient = keyof (typeof components)['nutrients'];

/**
 * A nutrient's name as the app's screens show it, in the interface language ('Total fat',
 * 'Lipides'); a nutrient the catalogue does not name keeps the domain's name. Labels print
 * their own words, whatever the interface language.
 */
export function nutrientName(nutrient: Pick<NutrientDefinition, 'tag' | 'label'>): string {
  const key = `components:nutrients.${nutrient.tag as NamedNutrient}` as const;
  const named: boolean = i18n.exists(key);
  return named ? i18n.t(key) : nutrient.label;
}

/** A nutrient's unit as shown: kJ, g, mg, µg; IU in the interface language (UI in French). */
export const nutrientUnitText = (unit: string): string =>
  unit === 'IU' ? i18n.t('components:nutrition.iu') : unit;

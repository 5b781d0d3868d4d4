import { isAllergen, type Allergen } from '@larder/domain';
import { i18n } from '../../i18n/i18n';

/** The name of one of the 14 allergens in the interface language ('Milk', 'Lait'). */
export const allergenName = (allergen: Allergen): string =>
  i18n.t(`components:allergens.${allergen}`);

/** The shown name of an allergen in the interface language; any other name as it is. */
export const allergenDisplayName = (name: string): string =>
  isAllergen(name) ? allergenName(name) : name;

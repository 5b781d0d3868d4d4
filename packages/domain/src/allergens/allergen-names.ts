import { isAllergen, type Allergen } from './allergen-list';

/**
 * The name shown for each of the 14 allergens (costing-model §8): in the app and on the public
 * venue sites alike.
 */
export const ALLERGEN_NAMES: Readonly<Record<Allergen, string>> = {
  celery: 'Celery',
  crustaceans: 'Crustaceans',
  eggs: 'Eggs',
  fish: 'Fish',
  gluten: 'Gluten (cereals)',
  lupin: 'Lupin',
  milk: 'Milk',
  molluscs: 'Molluscs',
  mustard: 'Mustard',
  nuts: 'Tree nuts',
  peanuts: 'Peanuts',
  sesame: 'Sesame',
  so2: 'Sulphites (SO₂)',
  soybeans: 'Soybeans',
};

/** The shown name of an allergen; any other name as it is. */
export const allergenDisplayName = (name: string): string =>
  isAllergen(name) ? ALLERGEN_NAMES[name] : name;

/** The 14 allergens (costing-model §8, product spec §3 "Allergen icons"). */
export const ALLERGENS = [
  'celery',
  'crustaceans',
  'eggs',
  'fish',
  'gluten',
  'lupin',
  'milk',
  'molluscs',
  'mustard',
  'nuts',
  'peanuts',
  'sesame',
  'so2',
  'soybeans',
] as const;

export type Allergen = (typeof ALLERGENS)[number];

const RANK: ReadonlyMap<string, number> = new Map(ALLERGENS.map((a, i) => [a, i]));

/** True for one of the 14 allergens. */
export const isAllergen = (name: string): name is Allergen => RANK.has(name);

/** Sorts allergen names: the 14 in catalogue order, then any others alphabetically. */
export const sortAllergens = (names: Iterable<string>): string[] =>
  [...names].sort((a, b) => {
    const ra = RANK.get(a) ?? ALLERGENS.length;
    const rb = RANK.get(b) ?? ALLERGENS.length;
    return ra !== rb ? ra - rb : a < b ? -1 : a > b ? 1 : 0;
  });

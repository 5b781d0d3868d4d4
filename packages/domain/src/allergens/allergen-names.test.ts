import { describe, expect, it } from 'vitest';
import { ALLERGENS } from './allergen-list';
import { ALLERGEN_NAMES, allergenDisplayName } from './allergen-names';

describe('allergen names', () => {
  it('names each of the 14 allergens (costing-model §8)', () => {
    expect(ALLERGENS.map(allergenDisplayName)).toEqual([
      'Celery',
      'Crustaceans',
      'Eggs',
      'Fish',
      'Gluten (cereals)',
      'Lupin',
      'Milk',
      'Molluscs',
      'Mustard',
      'Tree nuts',
      'Peanuts',
      'Sesame',
      'Sulphites (SO₂)',
      'Soybeans',
    ]);
    expect(Object.keys(ALLERGEN_NAMES).sort()).toEqual([...ALLERGENS].sort());
  });

  it('keeps any other name as it is', () => {
    expect(allergenDisplayName('celeriac')).toBe('celeriac');
  });
});

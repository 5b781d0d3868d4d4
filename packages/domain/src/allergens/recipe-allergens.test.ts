import { describe, expect, it } from 'vitest';
import { eggs, flour, lookupOf, milk, recipe } from '../testing/fixtures';
import { ALLERGENS, isAllergen } from './allergen-list';
import { recipeAllergens } from './recipe-allergens';

describe('allergens (costing-model §8)', () => {
  it('ALLERGENS: the 14 allergens', () => {
    expect(ALLERGENS).toEqual([
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
    ]);
    expect(isAllergen('so2')).toBe(true);
    expect(isAllergen('garlic')).toBe(false);
  });

  it("a recipe's allergens: its own plus its lines' items', through nested recipes", () => {
    const inner = recipe('CUSTARD', [
      { name: 'EGGS', qty_value: 2, qty_unit: 'each' },
      { name: 'MILK', qty_value: 1, qty_unit: 'cup' },
    ]);
    const outer = recipe(
      'TART',
      [
        { name: 'FLOUR', qty_value: 200, qty_unit: 'g' },
        { name: 'CUSTARD', qty_value: 1, qty_unit: 'each' },
      ],
      { allergens: ['Nuts'] },
    );
    const look = lookupOf(flour({ allergens: ['gluten'] }), eggs(), milk(), inner, outer);
    expect(recipeAllergens(outer, look)).toEqual(['eggs', 'gluten', 'milk', 'nuts']);
  });

  it('is safe on loops in stored data', () => {
    const a = recipe('A', [{ name: 'B', qty_value: 1, qty_unit: 'each' }], { allergens: ['fish'] });
    const b = recipe('B', [{ name: 'A', qty_value: 1, qty_unit: 'each' }], {
      allergens: ['celery'],
    });
    expect(recipeAllergens(a, lookupOf(a, b))).toEqual(['celery', 'fish']);
  });
});

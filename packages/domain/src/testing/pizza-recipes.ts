/**
 * The recipes of the small kitchen many operations tests cost (operations-model §2, §4, §8),
 * made of the ingredients of fixtures.ts: costed, SAUCE is 1000 g at 8.24 (0.00824 a g) and a
 * PIZZA batch 850 g.
 */
import type { Recipe } from '../records/recipe';

/** Tomato sauce: 2 cans of tomatoes + 200 g flour, a batch of 1000 g in servings of 100 g. */
export const tomatoSauce = (over: Partial<Recipe> = {}): Recipe => ({
  type: 'recipe',
  foodkey: 'SAUCE',
  name: 'Tomato sauce',
  items: [
    { name: 'TOMATOES', qty_value: 2, qty_unit: 'can' },
    { name: 'FLOUR', qty_value: 200, qty_unit: 'g' },
  ],
  servingsize: 100,
  servingsize_unit: 'g',
  ...over,
});

/** Pizza: 500 g flour + 250 g SAUCE + 2 eggs (850 g), 2 servings of 425 g, a box each. */
export const pizza = (over: Partial<Recipe> = {}): Recipe => ({
  type: 'recipe',
  foodkey: 'PIZZA',
  name: 'Pizza',
  items: [
    { name: 'FLOUR', qty_value: 500, qty_unit: 'g' },
    { name: 'SAUCE', qty_value: 250, qty_unit: 'g' },
    { name: 'EGGS', qty_value: 2, qty_unit: 'each' },
  ],
  servingsize: 425,
  servingsize_unit: 'g',
  packaging: [{ name: 'BOX', qty: 1 }],
  ...over,
});

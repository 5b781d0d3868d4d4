import type { CatalogueItem, Ingredient } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { recipesUsing, replacementCandidates, replacementSentence } from './ingredient-replacement';

const eggs: Ingredient = {
  type: 'multiple',
  foodkey: 'EGGS',
  name: 'Eggs',
  parts: [{ name: 'white', size: 30, unit: 'g' }],
};
const items = [
  { type: 'single', foodkey: 'BUTTER', name: 'Butter' },
  eggs,
  { type: 'part', foodkey: 'EGGS, WHITE (PT)', name: 'Eggs, white (pt)' },
  { type: 'single', foodkey: 'OLD EGGS', name: 'Old eggs', deleted: true },
  { type: 'packaging', foodkey: 'BOX', name: 'Box' },
  {
    type: 'recipe',
    foodkey: 'CAKE',
    name: 'Cake',
    items: [
      { name: 'EGGS', qty_value: 2, qty_unit: 'each' },
      { name: 'EGGS', qty_value: 1, qty_unit: 'each' },
    ],
  },
  { type: 'recipe', foodkey: 'TART', items: [{ name: 'BUTTER', qty_value: 1, qty_unit: 'g' }] },
  { type: 'recipe', foodkey: 'FLAN', items: [{ name: 'EGGS', qty_value: 3, qty_unit: 'each' }] },
] as CatalogueItem[];

describe('replacing an ingredient (product spec §4)', () => {
  it('offers the other live ingredients, not the ingredient itself nor its own parts', () => {
    expect(replacementCandidates(items, eggs).map((i) => i.foodkey)).toEqual(['BUTTER']);
  });

  it('counts each recipe using the ingredient once', () => {
    expect(recipesUsing(items, 'EGGS')).toBe(2);
    expect(recipesUsing(items, 'BOX')).toBe(0);
  });

  it('says what happens to the recipes that use it', () => {
    expect(replacementSentence('Flour', 3)).toBe(
      '3 recipes use Flour: they will use the replacement, with their quantities, and Flour will be deleted.',
    );
    expect(replacementSentence('Flour', 1)).toBe(
      '1 recipe uses Flour: it will use the replacement, with its quantities, and Flour will be deleted.',
    );
    expect(replacementSentence('Flour', 0)).toBe('No recipe uses Flour; Flour will be deleted.');
  });
});

import { describe, expect, it } from 'vitest';
import type { CatalogueItem } from '../records/item';
import type { Recipe } from '../records/recipe';
import { box, flour, lookupOf, recipe, tomatoes } from '../testing/fixtures';
import { recalculateAll } from './recalculate-all';
import { scaleRecipeTree, subRecipeFactor, type ScaledRecipeTree } from './scale-recipe-tree';

/** Stock by the litre, without a weight: 1 L at 2.00 (0.002 a mL). */
const stock: CatalogueItem = {
  type: 'single',
  foodkey: 'STOCK',
  name: 'Stock',
  purchaseprice: 2,
  purchaseqty: 1,
  purchaseunit: 'L',
};
// Tomato sauce: 1 can (400 g, 400 mL, $4.00) less 100 g water = 300 g.
const sauce = recipe(
  'SAUCE',
  [{ name: 'TOMATOES', type: 'single', qty_value: 1, qty_unit: 'can' }],
  { waterout: 100, waterout_unit: 'g' },
);
// Pizza: 2 cups of flour, 150 g of sauce, a box.
const pizza = recipe(
  'PIZZA',
  [
    { name: 'FLOUR', type: 'single', qty_value: 2, qty_unit: 'cup' },
    { name: 'SAUCE', type: 'recipe', qty_value: 150, qty_unit: 'g' },
  ],
  { packaging: [{ name: 'BOX', qty: 1 }] },
);
// Broth: 500 mL of stock, no weight; soup uses 100 mL of it; COUNTED uses 2 each of it.
const broth = recipe('BROTH', [{ name: 'STOCK', type: 'single', qty_value: 500, qty_unit: 'mL' }]);
const soup = recipe('SOUP', [{ name: 'BROTH', type: 'recipe', qty_value: 100, qty_unit: 'mL' }]);
const counted = recipe('COUNTED', [
  { name: 'BROTH', type: 'recipe', qty_value: 2, qty_unit: 'each' },
]);
// A dinner of one pizza (one batch): the sauce is two levels down.
const dinner = recipe('DINNER', [
  { name: 'PIZZA', type: 'recipe', qty_value: 1, qty_unit: 'each' },
]);

const items = recalculateAll([
  flour(),
  tomatoes(),
  box(),
  stock,
  sauce,
  pizza,
  broth,
  soup,
  counted,
  dinner,
]);
const lookup = lookupOf(...items);
const get = (key: string) => lookup(key) as Recipe;

const sub = (tree: ScaledRecipeTree, i: number): ScaledRecipeTree => {
  const opened = tree.subs[i];
  if (opened?.kind !== 'scaled') throw new Error(`line ${i} did not open`);
  return opened.tree;
};

describe('subRecipeFactor (operations-model §9: nested recipes scale with their lines)', () => {
  it("is the line's grams over the finished batch weight, else its mL over the batch volume", () => {
    expect(subRecipeFactor({ grams: 450, ml: null }, { eachValue: 300, volume: 400 })).toBe(1.5);
    expect(subRecipeFactor({ grams: null, ml: 100 }, { eachValue: null, volume: 500 })).toBe(0.2);
    expect(subRecipeFactor({ grams: null, ml: null }, { eachValue: 300, volume: 400 })).toBeNull();
    expect(subRecipeFactor({ grams: 10, ml: 10 }, { eachValue: 0, volume: null })).toBeNull();
    expect(subRecipeFactor(undefined, { eachValue: 300, volume: 400 })).toBeNull();
  });
});

describe('scaleRecipeTree (the recipe scaler, operations-model §9)', () => {
  it('scales every line by the factor; the scaled cost is factor x batch cost', () => {
    const tree = scaleRecipeTree(get('PIZZA'), 3, lookup);
    expect(tree.scaled.items?.map((l) => l.qty_value)).toEqual([6, 450]);
    expect(tree.scaled.packaging?.[0]?.qty).toBe(3);
    expect(tree.costs.total).toBeCloseTo(3 * (tree.base.total as number), 12);
    expect(tree.subs[0]).toBeNull();
  });

  it('opens a sub-recipe line to its own lines, scaled to the amount the line needs', () => {
    // ×3: 450 g of a 300 g sauce batch is 1.5 batches: 1.5 cans, 150 g water loss.
    const tree = scaleRecipeTree(get('PIZZA'), 3, lookup);
    const opened = sub(tree, 1);
    expect(opened.recipe.foodkey).toBe('SAUCE');
    expect(opened.factor).toBeCloseTo(1.5, 12);
    expect(opened.scaled.items?.[0]?.qty_value).toBeCloseTo(1.5, 12);
    expect(opened.scaled.waterout).toBeCloseTo(150, 12);
    expect(opened.costs.eachValue).toBeCloseTo(450, 9);
    // Its scaled batch cost is the scaled line's cost: 1.5 cans at 4.00.
    expect(opened.costs.total).toBeCloseTo(6, 9);
    expect(opened.costs.total).toBeCloseTo(tree.costs.lines[1]!.cost as number, 9);
  });

  it('opens through every level: a dinner of one pizza holds the pizza holding its sauce', () => {
    const tree = scaleRecipeTree(get('DINNER'), 2, lookup);
    const twoPizzas = sub(tree, 0);
    expect(twoPizzas.factor).toBeCloseTo(2, 12);
    const theirSauce = sub(twoPizzas, 1);
    expect(theirSauce.factor).toBeCloseTo(1, 12);
    expect(theirSauce.scaled.items?.[0]?.qty_value).toBeCloseTo(1, 12);
  });

  it('a sub-recipe without a weight opens by volume: 300 mL of a 500 mL broth is 0.6 of it', () => {
    const tree = scaleRecipeTree(get('SOUP'), 3, lookup);
    const opened = sub(tree, 0);
    expect(opened.factor).toBeCloseTo(0.6, 12);
    expect(opened.scaled.items?.[0]?.qty_value).toBeCloseTo(300, 9);
  });

  it('says why a sub-recipe line cannot open instead of guessing', () => {
    const tree = scaleRecipeTree(get('COUNTED'), 2, lookup);
    expect(tree.subs[0]).toMatchObject({ kind: 'unscaled', reason: 'no-batch-amount' });
    expect((tree.subs[0] as { recipe: Recipe }).recipe.foodkey).toBe('BROTH');
  });

  it('does not open a recipe already open above it (a stored loop)', () => {
    const a = recipe('A', [{ name: 'B', type: 'recipe', qty_value: 10, qty_unit: 'g' }], {
      map: { each_value: 100 },
    });
    const b = recipe('B', [{ name: 'A', type: 'recipe', qty_value: 10, qty_unit: 'g' }], {
      map: { each_value: 100 },
    });
    const tree = scaleRecipeTree(a, 1, lookupOf(a, b));
    // B (10 g of A) opens: 10 g of its 10 g batch; A inside it is not opened again.
    const opened = sub(tree, 0);
    expect(opened.recipe.foodkey).toBe('B');
    expect(opened.subs[0]).toMatchObject({ kind: 'unscaled', reason: 'loop' });
  });
});

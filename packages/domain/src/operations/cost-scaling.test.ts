import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DependencyIndex } from '../costing/dependency-index';
import { partItemKey } from '../costing/part-items';
import { recalculateAll } from '../costing/recalculate-all';
import type { Ingredient } from '../records/ingredient';
import type { CatalogueItem } from '../records/item';
import type { Recipe } from '../records/recipe';
import { box, catalogueArb, flour, recipe } from '../testing/fixtures';
import { scaleCosts } from './cost-scaling';

const mapOf = (list: CatalogueItem[]) =>
  new Map(recalculateAll(list).map((item): [string, CatalogueItem] => [item.foodkey, item]));

/** A chicken bought whole (4.00 for 2000 g) with a breast part of 500 g (1.00). */
const chicken: Ingredient = {
  type: 'multiple',
  foodkey: 'CHICKEN',
  name: 'Chicken',
  purchaseprice: 4,
  purchaseqty: 2000,
  purchaseunit: 'g',
  parts: [{ name: 'Breast', size: 500, unit: 'g' }],
};
const breastKey = partItemKey(chicken, { name: 'Breast' });

describe('scaleCosts (costing-model §2-6: costs are linear in purchase prices)', () => {
  it('scales line costs by their item factor, nested recipes by their own, in dependency order', () => {
    const items = mapOf([
      flour(),
      box(),
      recipe('DOUGH', [{ name: 'FLOUR', qty_value: 1000, qty_unit: 'g' }]),
      recipe('PIE', [{ name: 'DOUGH', qty_value: 500, qty_unit: 'g' }], {
        packaging: [{ name: 'BOX', qty: 2 }],
      }),
    ]);
    // DOUGH: 1000 g flour = 1.20; PIE: 500 g dough (0.60) + 2 boxes (0.50) = 1.10.
    const scaled = scaleCosts(
      new Map([['FLOUR', 1.5]]),
      items,
      DependencyIndex.build(items.values()),
    );
    expect(scaled?.map((s) => s.recipe.foodkey)).toEqual(['DOUGH', 'PIE']);
    expect(scaled?.[0]?.total).toBeCloseTo(1.8, 12);
    expect(scaled?.[0]?.factor).toBeCloseTo(1.5, 12);
    expect(scaled?.[1]?.total).toBeCloseTo(0.9 + 0.5, 12);
  });

  it("a part item follows its parent's factor (costing-model §3)", () => {
    const items = mapOf([
      chicken,
      { type: 'part', foodkey: breastKey, name: 'Chicken, Breast (pt)' },
      recipe('SKEWER', [{ name: breastKey, qty_value: 250, qty_unit: 'g' }]),
    ]);
    const before = (items.get('SKEWER') as Recipe).costs?.total as number;
    const scaled = scaleCosts(
      new Map([['CHICKEN', 2]]),
      items,
      DependencyIndex.build(items.values()),
    );
    expect(before).toBeCloseTo(0.5, 12);
    expect(scaled?.map((s) => s.recipe.foodkey)).toEqual(['SKEWER']);
    expect(scaled?.[0]?.total).toBeCloseTo(1, 12);
  });

  it('returns null when a recipe stored costs do not add up to its line costs', () => {
    const items = mapOf([
      flour(),
      recipe('DOUGH', [{ name: 'FLOUR', qty_value: 1000, qty_unit: 'g' }]),
    ]);
    const dough = items.get('DOUGH') as Recipe;
    items.set('DOUGH', { ...dough, costs: { ...dough.costs, total: 5 } });
    expect(
      scaleCosts(new Map([['FLOUR', 2]]), items, DependencyIndex.build(items.values())),
    ).toBeNull();
  });

  it('law: a costed catalogue always adds up (no full recompute needed)', () => {
    fc.assert(
      fc.property(catalogueArb(), fc.double({ min: 0, max: 3, noNaN: true }), (list, factor) => {
        const items = mapOf(list);
        const changed = new Map(
          [...items.values()]
            .filter((i) => i.type !== 'recipe' && i.type !== 'part')
            .map((i): [string, number] => [i.foodkey, factor]),
        );
        expect(scaleCosts(changed, items, DependencyIndex.build(items.values()))).not.toBeNull();
      }),
    );
  });
});

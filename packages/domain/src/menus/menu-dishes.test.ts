import { describe, expect, it } from 'vitest';
import { recalculateAll } from '../costing/recalculate-all';
import { defaultMenu } from '../records/menu';
import type { Recipe } from '../records/recipe';
import { eggs, lookupOf, milk, recipe } from '../testing/fixtures';
import { dishesByFoodCost, menuAllergens, menuDishes } from './menu-dishes';

const custard = recipe(
  'CUSTARD',
  [
    { name: 'MILK', type: 'single', qty_value: 500, qty_unit: 'mL' },
    { name: 'EGGS', type: 'single', qty_value: 4, qty_unit: 'each' },
  ],
  { name: 'Custard', menuitem: true, servingsize: 100, servingsize_unit: 'g', saleprice: 2 },
);
const tart = recipe('TART', [{ name: 'CUSTARD', type: 'recipe', qty_value: 200, qty_unit: 'g' }], {
  name: 'Tart',
  menuitem: true,
  servingsize_auto: true,
  allergens: ['gluten'],
});
const sauce = recipe('SAUCE', [{ name: 'MILK', type: 'single', qty_value: 100, qty_unit: 'mL' }]);

const costed = recalculateAll([milk(), eggs(), custard, tart, sauce]);
const lookup = lookupOf(...costed);
const costedCustard = costed[2] as Recipe;

describe('menuDishes', () => {
  it('gives cost per serving, sale price and food cost % of each dish', () => {
    const [dish] = menuDishes({ menuItems: ['CUSTARD'] }, lookup);
    // 500 mL milk at 0.0015 + 4 eggs at 0.30 = 1.95 for 515 + 200 = 715 g; 100 g serving.
    expect(costedCustard.costs?.perServing).toBeCloseTo((1.95 / 715) * 100, 10);
    expect(dish).toMatchObject({
      foodkey: 'CUSTARD',
      name: 'Custard',
      found: true,
      salePrice: 2,
      allergens: ['eggs', 'milk'],
    });
    expect(dish!.perServing).toBeCloseTo(0.27272727, 6);
    expect(dish!.foodCost).toBeCloseTo(13.636363, 4);
  });

  it('leaves price and food cost empty without a sale price; allergens come through nested recipes', () => {
    const [dish] = menuDishes({ menuItems: ['TART'] }, lookup);
    expect(dish!.salePrice).toBeNull();
    expect(dish!.foodCost).toBeNull();
    expect(dish!.perServing).toBeCloseTo((1.95 / 715) * 200, 10);
    expect(dish!.allergens).toEqual(['eggs', 'gluten', 'milk']);
  });

  it('keeps a key that names no recipe, marked not found, with no figures', () => {
    expect(menuDishes({ menuItems: ['GONE', 'MILK'] }, lookup)).toEqual([
      expect.objectContaining({ foodkey: 'GONE', found: false, perServing: null, foodCost: null }),
      expect.objectContaining({ foodkey: 'MILK', name: 'Milk', found: false }),
    ]);
  });

  it('works on the synthesized Default Menu of the menu-item recipes', () => {
    const dishes = menuDishes(defaultMenu(costed.filter((i) => i.type === 'recipe')), lookup);
    expect(dishes.map((d) => d.foodkey)).toEqual(['CUSTARD', 'TART']);
    expect(menuAllergens(dishes)).toEqual(['eggs', 'gluten', 'milk']);
  });
});

describe('dishesByFoodCost', () => {
  it('puts the highest food cost first and dishes without one last', () => {
    const dish = (name: string, foodCost: number | null) => ({
      foodkey: name.toUpperCase(),
      name,
      found: true,
      perServing: null,
      salePrice: null,
      foodCost,
      allergens: [],
    });
    const sorted = dishesByFoodCost([
      dish('b', null),
      dish('a', 20),
      dish('c', 35),
      dish('a2', null),
    ]);
    expect(sorted.map((d) => d.name)).toEqual(['c', 'a', 'a2', 'b']);
  });
});

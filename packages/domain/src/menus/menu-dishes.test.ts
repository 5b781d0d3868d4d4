import { describe, expect, it } from 'vitest';
import { recalculateAll } from '../costing/recalculate-all';
import { defaultMenu } from '../records/menu';
import type { Recipe } from '../records/recipe';
import { eggs, lookupOf, milk, recipe } from '../testing/fixtures';
import { dishesByFoodCost, menuAllergens, menuDishes } from './menu-dishes';
import { DEFAULT_PRICING_SETTINGS, type PricingSettings } from '../operations/pricing-settings';

/** The venue that has set no pricing settings: target 30 %, '.00', no tax. */
const NO_TAX = DEFAULT_PRICING_SETTINGS;
/** A venue whose prices include 10 % tax, target 30 %, prices ending in .95. */
const TAX_10: PricingSettings = {
  targetFoodCostPercent: 30,
  priceEnding: '.95',
  taxPercent: 10,
  pricesIncludeTax: true,
};

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
    const [dish] = menuDishes({ menuItems: ['CUSTARD'] }, lookup, NO_TAX);
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
    // Without tax the net price is the sale price (operations-model §10).
    expect(dish!.taxPercent).toBe(0);
    expect(dish!.netPrice).toBe(2);
    expect(dish!.grossProfit).toBeCloseTo(2 - 0.27272727, 6);
    // 0.272727 / 30 % = 0.909090, rounded up to the ending .00: 1.00.
    expect(dish!.suggestedPrice).toBe(1);
  });

  it('food cost follows the net price: 2.00 with 10 % tax in it is 1.8182 net (operations-model §7, §10)', () => {
    const [dish] = menuDishes({ menuItems: ['CUSTARD'] }, lookup, TAX_10);
    expect(dish!.salePrice).toBe(2);
    expect(dish!.taxPercent).toBe(10);
    expect(dish!.netPrice).toBeCloseTo(2 / 1.1, 10);
    // 0.272727 / 1.818182 x 100 = 15 %, not the 13.6 % of the gross price.
    expect(dish!.foodCost).toBeCloseTo(15, 10);
    expect(dish!.grossProfit).toBeCloseTo(2 / 1.1 - 0.27272727, 6);
    // Raw gross 0.272727 / 0.30 x 1.10 = 1.00, rounded up to the ending .95: 1.95.
    expect(dish!.suggestedPrice).toBe(1.95);
  });

  it("a recipe's own tax percent wins over the venue's; none is counted when prices exclude tax (operations-model §7)", () => {
    const ownTax = lookupOf(
      ...costed.map((i) => (i.foodkey === 'CUSTARD' ? { ...i, taxpercent: 0 } : i)),
    );
    const [own] = menuDishes({ menuItems: ['CUSTARD'] }, ownTax, TAX_10);
    expect(own).toMatchObject({ taxPercent: 0, netPrice: 2 });
    expect(own!.foodCost).toBeCloseTo(13.636363, 4);
    const [excluded] = menuDishes({ menuItems: ['CUSTARD'] }, lookup, {
      ...TAX_10,
      pricesIncludeTax: false,
    });
    expect(excluded).toMatchObject({ taxPercent: 0, netPrice: 2 });
  });

  it('leaves price and food cost empty without a sale price; allergens come through nested recipes', () => {
    const [dish] = menuDishes({ menuItems: ['TART'] }, lookup, NO_TAX);
    expect(dish!.salePrice).toBeNull();
    expect(dish!.netPrice).toBeNull();
    expect(dish!.foodCost).toBeNull();
    expect(dish!.grossProfit).toBeNull();
    // A suggested price needs only the cost: 0.545454 / 30 % = 1.8182, rounded up to 2.00.
    expect(dish!.suggestedPrice).toBe(2);
    expect(dish!.perServing).toBeCloseTo((1.95 / 715) * 200, 10);
    expect(dish!.allergens).toEqual(['eggs', 'gluten', 'milk']);
  });

  it('keeps a key that names no recipe, marked not found, with no figures', () => {
    expect(menuDishes({ menuItems: ['GONE', 'MILK'] }, lookup, NO_TAX)).toEqual([
      expect.objectContaining({
        foodkey: 'GONE',
        found: false,
        perServing: null,
        netPrice: null,
        foodCost: null,
        suggestedPrice: null,
      }),
      expect.objectContaining({ foodkey: 'MILK', name: 'Milk', found: false }),
    ]);
  });

  it('works on the synthesized Default Menu of the menu-item recipes', () => {
    const dishes = menuDishes(
      defaultMenu(costed.filter((i) => i.type === 'recipe')),
      lookup,
      NO_TAX,
    );
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
      taxPercent: null,
      netPrice: null,
      foodCost,
      grossProfit: null,
      suggestedPrice: null,
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

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DependencyIndex } from '../costing/dependency-index';
import { recalculateAll } from '../costing/recalculate-all';
import { DomainError } from '../errors';
import type { CatalogueItem } from '../records/item';
import type { Recipe } from '../records/recipe';
import {
  box,
  catalogueArb,
  eggs,
  flour,
  milk,
  pizza,
  recipe,
  tomatoes,
  tomatoSauce,
} from '../testing/fixtures';
import type { PriceChange } from './price-change';
import { whatIfCosts } from './what-if-costs';

/**
 * Costed: flour 0.0012 per g (Mill Co, Baking), eggs 0.30 each (supplier typed 'mill co '),
 * tomatoes 0.01 per g (Veg Ltd, Produce), milk 0.0015 per mL, box 0.25 each.
 * SAUCE: 2 cans of tomatoes + 200 g flour (1000 g, 8.24). PIZZA: 500 g flour + 250 g SAUCE +
 * 2 eggs + a box (2 servings, sold at 12.00). CUSTARD: 1 L milk + 4 eggs.
 */
const kitchen = (): Map<string, CatalogueItem> =>
  new Map(
    recalculateAll([
      flour({ supplier: 'Mill Co', category: 'Baking' }),
      eggs({ supplier: 'mill co ', category: 'Dairy' }),
      tomatoes({ supplier: 'Veg Ltd', category: 'Produce' }),
      milk({ category: 'dairy' }),
      box(),
      tomatoSauce(),
      pizza({ saleprice: 12 }),
      recipe(
        'CUSTARD',
        [
          { name: 'MILK', qty_value: 1, qty_unit: 'L' },
          { name: 'EGGS', qty_value: 4, qty_unit: 'each' },
        ],
        { servingsize: 100, servingsize_unit: 'g' },
      ),
    ]).map((item): [string, CatalogueItem] => [item.foodkey, item]),
  );

const keys = (list: readonly { foodkey: string }[]) => list.map((i) => i.foodkey).sort();

describe('whatIfCosts (operations-model §8)', () => {
  it('one item +10%: the item with its new price and costs, every recipe using it with the delta (§8)', () => {
    const items = kitchen();
    const result = whatIfCosts(items, [{ scope: 'item', foodkey: 'FLOUR', percent: 10 }]);
    expect(result.changedItems).toHaveLength(1);
    expect(result.changedItems[0]).toMatchObject({ foodkey: 'FLOUR' });
    expect(result.changedItems[0]?.purchaseprice).toBeCloseTo(33, 12);
    expect(result.changedItems[0]?.gramcost).toBeCloseTo(0.00132, 15);
    expect(keys(result.recipes)).toEqual(['PIZZA', 'SAUCE']);
    const pizza = result.recipes.find((r) => r.foodkey === 'PIZZA');
    const before = (items.get('PIZZA') as Recipe).costs;
    // 500 g flour: +0.06; 250 g of SAUCE, whose 200 g of flour cost +0.024 per 1000 g: +0.006.
    expect(pizza?.name).toBe('Pizza');
    expect(pizza?.before.cost).toBe(before?.total);
    expect(pizza?.delta.cost).toBeCloseTo(0.066, 12);
    expect(pizza?.delta.perServing).toBeCloseTo(0.033, 12);
    expect(pizza?.after.perServing).toBeCloseTo((before?.perServing as number) + 0.033, 12);
    // Sold at 12.00: the food cost percent moves by 0.033 / 12 x 100.
    expect(pizza?.before.foodCostPercent).toBeCloseTo(
      ((before?.perServing as number) / 12) * 100,
      10,
    );
    expect(pizza?.delta.foodCostPercent).toBeCloseTo(0.275, 10);
    // No sale price: no food cost percent, and no delta for it.
    const sauce = result.recipes.find((r) => r.foodkey === 'SAUCE');
    expect(sauce?.delta.cost).toBeCloseTo(0.024, 12);
    expect(sauce?.after.foodCostPercent).toBeNull();
    expect(sauce?.delta.foodCostPercent).toBeNull();
  });

  it('nothing is saved: the catalogue map and its records are left as they were', () => {
    const items = kitchen();
    const flourBefore = items.get('FLOUR');
    const snapshot = JSON.stringify([...items.values()]);
    whatIfCosts(items, [{ scope: 'all', percent: 50 }]);
    expect(items.get('FLOUR')).toBe(flourBefore);
    expect(JSON.stringify([...items.values()])).toBe(snapshot);
  });

  it('a supplier change matches the supplier case-insensitively (§8)', () => {
    const result = whatIfCosts(kitchen(), [
      { scope: 'supplier', supplier: 'MILL CO', percent: 20 },
    ]);
    expect(keys(result.changedItems)).toEqual(['EGGS', 'FLOUR']);
    expect(keys(result.recipes)).toEqual(['CUSTARD', 'PIZZA', 'SAUCE']);
  });

  it('a category change, and all items (packaging included, recipes never)', () => {
    expect(
      keys(
        whatIfCosts(kitchen(), [{ scope: 'category', category: 'Dairy', percent: 5 }]).changedItems,
      ),
    ).toEqual(['EGGS', 'MILK']);
    expect(keys(whatIfCosts(kitchen(), [{ scope: 'all', percent: 5 }]).changedItems)).toEqual([
      'BOX',
      'EGGS',
      'FLOUR',
      'MILK',
      'TOMATOES',
    ]);
  });

  it('changes apply in order and compound on the same item: +10% then +10% is 30 x 1.21', () => {
    const result = whatIfCosts(kitchen(), [
      { scope: 'item', foodkey: 'FLOUR', percent: 10 },
      { scope: 'supplier', supplier: 'Mill Co', percent: 10 },
    ]);
    const flourAfter = result.changedItems.find((i) => i.foodkey === 'FLOUR');
    expect(flourAfter?.purchaseprice).toBeCloseTo(36.3, 12);
  });

  it('percent 0, an unknown item, a recipe or a part changes nothing', () => {
    const changes: PriceChange[] = [
      { scope: 'all', percent: 0 },
      { scope: 'item', foodkey: 'GONE', percent: 10 },
      { scope: 'item', foodkey: 'PIZZA', percent: 10 },
      { scope: 'supplier', supplier: 'Nobody', percent: 10 },
      { scope: 'category', category: '', percent: 10 },
    ];
    expect(whatIfCosts(kitchen(), changes)).toEqual({ changedItems: [], recipes: [] });
  });

  it('with the venue tax settings the food cost percent is of the net price (operations-model §7)', () => {
    const result = whatIfCosts(
      kitchen(),
      [{ scope: 'item', foodkey: 'FLOUR', percent: 10 }],
      undefined,
      {
        pricing: { taxPercent: 20, pricesIncludeTax: true },
      },
    );
    // 12.00 including 20% tax is 10.00 net.
    const pizza = result.recipes.find((r) => r.foodkey === 'PIZZA');
    expect(pizza?.delta.foodCostPercent).toBeCloseTo((0.033 / 10) * 100, 10);
    const untaxed = whatIfCosts(
      kitchen(),
      [{ scope: 'item', foodkey: 'FLOUR', percent: 10 }],
      undefined,
      {
        pricing: { taxPercent: 20, pricesIncludeTax: false },
      },
    );
    expect(untaxed.recipes.find((r) => r.foodkey === 'PIZZA')?.delta.foodCostPercent).toBeCloseTo(
      0.275,
      10,
    );
  });

  it('gives the same result with a maintained DependencyIndex', () => {
    const items = kitchen();
    const changes: PriceChange[] = [{ scope: 'supplier', supplier: 'veg ltd', percent: -15 }];
    const index = DependencyIndex.build(items.values());
    expect(whatIfCosts(items, changes, undefined, { index })).toEqual(whatIfCosts(items, changes));
  });

  it('refuses a percent that is not a number or a fall of more than 100 percent, naming the change', () => {
    const refusal = (changes: PriceChange[]) => {
      try {
        whatIfCosts(kitchen(), changes);
      } catch (e) {
        if (e instanceof DomainError) return e.issue;
        throw e;
      }
      return null;
    };
    expect(
      refusal([
        { scope: 'all', percent: 5 },
        { scope: 'all', percent: -101 },
      ]),
    ).toMatchObject({
      reason: 'field-too-small',
      path: 'changes.1.percent',
      params: { minimum: -100 },
    });
    expect(refusal([{ scope: 'all', percent: Number.NaN }])).toMatchObject({
      reason: 'field-type',
      path: 'changes.0.percent',
    });
    expect(
      whatIfCosts(kitchen(), [{ scope: 'item', foodkey: 'BOX', percent: -100 }]).changedItems[0]
        ?.eachcost,
    ).toBe(0);
  });

  const costed = catalogueArb().map(
    (list) =>
      new Map(recalculateAll(list).map((item): [string, CatalogueItem] => [item.foodkey, item])),
  );

  it('law: percent 0 on everything changes nothing (§8)', () => {
    fc.assert(
      fc.property(costed, (items) => {
        expect(whatIfCosts(items, [{ scope: 'all', percent: 0 }])).toEqual({
          changedItems: [],
          recipes: [],
        });
      }),
    );
  });

  it('law: +k% on all items scales every complete recipe cost by (1 + k/100) (§8)', () => {
    fc.assert(
      fc.property(costed, fc.integer({ min: -90, max: 300 }), (items, k) => {
        const result = whatIfCosts(items, [{ scope: 'all', percent: k }]);
        const byKey = new Map(result.recipes.map((r) => [r.foodkey, r]));
        for (const item of items.values()) {
          if (item.type !== 'recipe') continue;
          const before = item.costs?.total;
          if (typeof before !== 'number') continue;
          const row = byKey.get(item.foodkey);
          if (!row) {
            // Not affected: nothing it uses has a price to change (or k is 0).
            expect(before === 0 || k === 0).toBe(true);
            continue;
          }
          const expected = before * (1 + k / 100);
          expect(Math.abs((row.after.cost as number) - expected)).toBeLessThanOrEqual(
            1e-9 * Math.max(1, Math.abs(expected)),
          );
        }
      }),
    );
  });

  /** The recipes of a catalogue with the changed items in it, recomputed in full. */
  const recomputed = (items: Map<string, CatalogueItem>, changed: readonly CatalogueItem[]) => {
    const next = new Map(items);
    for (const item of changed) next.set(item.foodkey, item);
    return new Map(recalculateAll([...next.values()]).map((i) => [i.foodkey, i]));
  };
  const close = (a: number | null, b: number | null | undefined) => {
    if (b === null || b === undefined) expect(a).toBeNull();
    else expect(Math.abs((a as number) - b)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(b)));
  };
  const changeArb = fc.oneof(
    fc.record({ scope: fc.constant('all' as const), percent: fc.integer({ min: -90, max: 200 }) }),
    fc.record({
      scope: fc.constant('item' as const),
      foodkey: fc.constantFrom('ING 0', 'ING 1', 'ING 2', 'BOX'),
      percent: fc.integer({ min: -100, max: 200 }),
    }),
  );

  it('law: the after figures are what a full recompute of the changed catalogue gives (§8)', () => {
    fc.assert(
      fc.property(costed, fc.array(changeArb, { minLength: 1, maxLength: 4 }), (items, changes) => {
        const result = whatIfCosts(items, changes);
        const full = recomputed(items, result.changedItems);
        for (const row of result.recipes) {
          const fresh = full.get(row.foodkey) as Recipe;
          close(row.after.cost, fresh.costs?.total);
          close(row.after.perServing, fresh.costs?.perServing);
        }
        // ... and every recipe whose cost moved is listed.
        const listed = new Set(result.recipes.map((r) => r.foodkey));
        for (const item of items.values()) {
          if (item.type !== 'recipe' || listed.has(item.foodkey)) continue;
          close(item.costs?.total ?? null, (full.get(item.foodkey) as Recipe).costs?.total);
        }
      }),
    );
  });

  it('stored costs that do not add up are recomputed in full, with the same figures as a full recompute', () => {
    const items = kitchen();
    const sauce = items.get('SAUCE') as Recipe;
    // A stale record: its stored total is not the sum of its lines.
    items.set('SAUCE', { ...sauce, costs: { ...sauce.costs, total: 99, ingredients: 99 } });
    const result = whatIfCosts(items, [{ scope: 'item', foodkey: 'FLOUR', percent: 10 }]);
    const full = recomputed(items, result.changedItems);
    expect(keys(result.recipes)).toEqual(['PIZZA', 'SAUCE']);
    for (const row of result.recipes) {
      close(row.after.cost, (full.get(row.foodkey) as Recipe).costs?.total);
    }
    expect(result.recipes.find((r) => r.foodkey === 'SAUCE')?.before.cost).toBe(99);
  });
});

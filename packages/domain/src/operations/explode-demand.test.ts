import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { directDependencies } from '../costing/dependency-index';
import { recalculateAll } from '../costing/recalculate-all';
import type { CatalogueItem } from '../records/item';
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
import type { DemandLine } from './demand';
import { explodeDemand } from './explode-demand';

/**
 * A small kitchen, costed: SAUCE (2 can tomatoes + 200 g flour: 1000 g, 10 servings of 100 g),
 * PIZZA (500 g flour, 250 g SAUCE, 2 eggs, a box: 850 g, 2 servings of 425 g) and LASAGNE
 * (500 g SAUCE, 300 g flour, 1 L milk = 1030 g: 1830 g, 10 servings of 183 g).
 */
const kitchen = (): CatalogueItem[] =>
  recalculateAll([
    flour(),
    tomatoes(),
    eggs(),
    milk(),
    box(),
    tomatoSauce({ storagearea: 'Fridge', category: 'Sauces' }),
    pizza({ name: 'PIZZA' }),
    recipe(
      'LASAGNE',
      [
        { name: 'SAUCE', qty_value: 500, qty_unit: 'g' },
        { name: 'FLOUR', qty_value: 300, qty_unit: 'g' },
        { name: 'MILK', qty_value: 1, qty_unit: 'L' },
      ],
      { servingsize: 183, servingsize_unit: 'g', storagearea: ' Fridge ', category: 'Mains' },
    ),
  ]);

const dinner: DemandLine[] = [
  { foodkey: 'PIZZA', amount: 10, unit: 'servings' },
  { foodkey: 'LASAGNE', amount: 20, unit: 'servings' },
];

describe('explodeDemand (operations-model §2)', () => {
  it('batches = amount / batch yield: 10 pizza servings at 2 per batch is 5 batches', () => {
    const { recipes } = explodeDemand(dinner, kitchen());
    const pizza = recipes.find((r) => r.foodkey === 'PIZZA');
    expect(pizza).toMatchObject({ batches: 5, amount: 4250, unit: 'g', depth: 0 });
    expect(recipes.find((r) => r.foodkey === 'LASAGNE')).toMatchObject({
      batches: 2,
      amount: 3660,
      storagearea: 'Fridge',
      category: 'Mains',
    });
  });

  it('a sub-recipe used by two recipes appears once, summed, before both (§2)', () => {
    const { recipes } = explodeDemand(dinner, kitchen());
    expect(recipes.map((r) => r.foodkey)).toEqual(['SAUCE', 'PIZZA', 'LASAGNE']);
    // 5 pizza batches x 250 g + 2 lasagne batches x 500 g = 2250 g of 1000 g batches
    expect(recipes[0]).toEqual({
      foodkey: 'SAUCE',
      name: 'Tomato sauce',
      batches: 2.25,
      amount: 2250,
      unit: 'g',
      storagearea: 'Fridge',
      category: 'Sauces',
      depth: 1,
    });
  });

  it('raw needs: the full explosion to ingredients and packaging, in base units, summed', () => {
    const { needs, missing } = explodeDemand(dinner, kitchen());
    expect(missing).toEqual([]);
    expect(needs).toEqual([
      { foodkey: 'BOX', qty: 5, unit: 'each' },
      { foodkey: 'EGGS', qty: 10, unit: 'each' },
      // pizza 5 x 500 + lasagne 2 x 300 + sauce 2.25 x 200
      { foodkey: 'FLOUR', qty: 3550, unit: 'g' },
      // lasagne 2 x 1 L, in mL: milk is bought by volume
      { foodkey: 'MILK', qty: 2000, unit: 'mL' },
      // sauce 2.25 x 2 can of 400 g, in g: a case's levels end in grams
      { foodkey: 'TOMATOES', qty: 1800, unit: 'g' },
    ]);
  });

  it('demand by weight, by batches and by the each (one batch) (§1)', () => {
    const items = kitchen();
    expect(
      explodeDemand([{ foodkey: 'PIZZA', amount: 1.7, unit: 'kg' }], items).recipes.at(-1)?.batches,
    ).toBeCloseTo(2, 12);
    expect(
      explodeDemand([{ foodkey: 'SAUCE', amount: 3, unit: 'batches' }], items).needs,
    ).toContainEqual({ foodkey: 'TOMATOES', qty: 2400, unit: 'g' });
    expect(
      explodeDemand([{ foodkey: 'PIZZA', amount: 2, unit: 'each' }], items).recipes.at(-1)?.batches,
    ).toBe(2);
  });

  it('demand by volume: 5 L of a soup made in 2 L batches is 2.5 batches, shown in mL', () => {
    const soup = recipe('SOUP', [{ name: 'MILK', qty_value: 2, qty_unit: 'L' }], {
      map: { volume_value: 2, volume_unit: 'L', weight_value: 2060, weight_unit: 'g' },
      servingsize: 250,
      servingsize_unit: 'mL',
    });
    const { recipes, needs } = explodeDemand(
      [{ foodkey: 'SOUP', amount: 5, unit: 'L' }],
      recalculateAll([milk(), soup]),
    );
    expect(recipes).toEqual([expect.objectContaining({ batches: 2.5, unit: 'mL' })]);
    expect(recipes[0]?.amount).toBeCloseTo(5000, 9);
    expect(needs).toEqual([{ foodkey: 'MILK', qty: 5000, unit: 'mL' }]);
  });

  it('an item demanded directly is a need of its own, in its purchase base unit', () => {
    expect(explodeDemand([{ foodkey: 'FLOUR', amount: 2, unit: 'kg' }], kitchen()).needs).toEqual([
      { foodkey: 'FLOUR', qty: 2000, unit: 'g' },
    ]);
  });

  it('lines of one recipe and unit are merged: two demands give the summed batches', () => {
    const split = explodeDemand(
      [
        { foodkey: 'PIZZA', amount: 4, unit: 'servings' },
        { foodkey: 'PIZZA', amount: 6, unit: 'servings' },
      ],
      kitchen(),
    );
    expect(split.recipes.map((r) => [r.foodkey, r.batches])).toEqual([
      ['SAUCE', 1.25],
      ['PIZZA', 5],
    ]);
  });

  it('reports what it cannot explode, never throws: unknown keys, no yield, no conversion', () => {
    const items = [
      ...kitchen(),
      recipe('NO YIELD', [{ name: 'FLOUR', qty_value: null, qty_unit: 'g' }]),
      recipe(
        'ODD',
        [
          { name: 'GHOST', qty_value: 1, qty_unit: 'g' },
          { name: 'FLOUR', qty_value: 2, qty_unit: 'each' },
          { name: 'EGGS', qty_value: 2, qty_unit: 'each' },
        ],
        { map: { each_value: 100 } },
      ),
    ];
    const out = explodeDemand(
      [
        { foodkey: 'NOPE', amount: 1, unit: 'batches' },
        { foodkey: 'NO YIELD', amount: 1, unit: 'kg' },
        { foodkey: 'ODD', amount: 1, unit: 'batches' },
        { foodkey: 'PIZZA', amount: Number.NaN, unit: 'servings' },
        { foodkey: 'SAUCE', amount: 2, unit: 'crates' },
      ],
      items,
    );
    expect(out.missing).toEqual(['FLOUR', 'GHOST', 'NO YIELD', 'NOPE', 'PIZZA', 'SAUCE']);
    expect(out.recipes.map((r) => r.foodkey)).toEqual(['ODD']);
    expect(out.needs).toEqual([{ foodkey: 'EGGS', qty: 2, unit: 'each' }]);
  });

  it('a deleted item counts as absent: reported, not needed', () => {
    const items = kitchen().map((i) => (i.foodkey === 'EGGS' ? { ...i, deleted: true } : i));
    const out = explodeDemand([{ foodkey: 'PIZZA', amount: 2, unit: 'servings' }], items);
    expect(out.missing).toEqual(['EGGS']);
    expect(out.needs.map((n) => n.foodkey)).not.toContain('EGGS');
  });

  it('a loop in stored data is reported, not followed', () => {
    const items = [
      flour(),
      recipe(
        'A',
        [
          { name: 'B', qty_value: 100, qty_unit: 'g' },
          { name: 'FLOUR', qty_value: 100, qty_unit: 'g' },
        ],
        { map: { each_value: 200 } },
      ),
      recipe(
        'B',
        [
          { name: 'A', qty_value: 50, qty_unit: 'g' },
          { name: 'FLOUR', qty_value: 50, qty_unit: 'g' },
        ],
        { map: { each_value: 100 } },
      ),
    ];
    const out = explodeDemand([{ foodkey: 'A', amount: 1, unit: 'batches' }], items);
    expect(out.recipes.map((r) => [r.foodkey, r.batches])).toEqual([
      ['B', 1],
      ['A', 1],
    ]);
    expect(out.needs).toEqual([{ foodkey: 'FLOUR', qty: 150, unit: 'g' }]);
    expect(out.missing).toEqual(['A']);
  });

  it("honours the user's unit sizes: a 1 cup line with cupML 250", () => {
    const items = recalculateAll([
      milk(),
      recipe('SHAKE', [{ name: 'MILK', qty_value: 1, qty_unit: 'cup' }], {
        map: { each_value: 100 },
      }),
    ]);
    const demand = [{ foodkey: 'SHAKE', amount: 1, unit: 'batches' }];
    expect(explodeDemand(demand, items).needs[0]?.qty).toBe(240);
    expect(explodeDemand(demand, items, { units: { cupML: 250 } }).needs[0]?.qty).toBe(250);
  });

  it('takes the catalogue as a map by foodkey as well as a list', () => {
    const items = kitchen();
    const byKey = new Map(items.map((i) => [i.foodkey, i]));
    expect(explodeDemand(dinner, byKey)).toEqual(explodeDemand(dinner, items));
  });

  /** A costed random catalogue and a demand of some of its recipes. */
  const venue = catalogueArb().chain((raw) => {
    const items = recalculateAll(raw);
    const keys = items.filter((i) => i.type === 'recipe').map((i) => i.foodkey);
    return fc.record({
      items: fc.constant(items),
      demand: fc.array(
        fc.record({
          foodkey: fc.constantFrom(...keys),
          amount: fc.integer({ min: 1, max: 400 }),
          unit: fc.constantFrom('servings', 'batches', 'g', 'kg', 'each'),
        }),
        { minLength: 1, maxLength: 6 },
      ),
    });
  });

  it('law: scaling the demand by k scales every need and batch count by k', () => {
    fc.assert(
      fc.property(venue, fc.double({ min: 0.01, max: 50, noNaN: true }), ({ items, demand }, k) => {
        const once = explodeDemand(demand, items);
        const scaled = explodeDemand(
          demand.map((d) => ({ ...d, amount: d.amount * k })),
          items,
        );
        const close = (a: number, b: number) =>
          expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-9 * Math.max(Math.abs(a), Math.abs(b)));
        expect(scaled.missing).toEqual(once.missing);
        expect(scaled.needs.map((n) => [n.foodkey, n.unit])).toEqual(
          once.needs.map((n) => [n.foodkey, n.unit]),
        );
        scaled.needs.forEach((n, i) => close(n.qty, k * (once.needs[i]?.qty as number)));
        expect(scaled.recipes.map((r) => r.foodkey)).toEqual(once.recipes.map((r) => r.foodkey));
        scaled.recipes.forEach((r, i) =>
          close(r.batches, k * (once.recipes[i]?.batches as number)),
        );
      }),
    );
  });

  it('law: every sub-recipe comes before every listed recipe that uses it, each once', () => {
    fc.assert(
      fc.property(venue, ({ items, demand }) => {
        const byKey = new Map(items.map((i) => [i.foodkey, i]));
        const { recipes } = explodeDemand(demand, items);
        const at = new Map(recipes.map((r, i) => [r.foodkey, i]));
        expect(at.size).toBe(recipes.length);
        for (const [i, line] of recipes.entries()) {
          for (const dep of directDependencies(byKey.get(line.foodkey) as CatalogueItem)) {
            const j = at.get(dep);
            if (j !== undefined) expect(j).toBeLessThan(i);
            if (j !== undefined) expect(recipes[j]?.depth).toBeGreaterThan(line.depth);
          }
        }
      }),
    );
  });
});

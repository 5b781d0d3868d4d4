import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COST_INPUT_MISSING } from '../messages';
import type { Ingredient } from '../records/ingredient';
import type { Recipe } from '../records/recipe';
import {
  box,
  catalogueArb,
  eggs,
  flour,
  lookupOf,
  milk,
  recipe,
  tomatoes,
} from '../testing/fixtures';
import { recalculateAll } from './recalculate-all';
import { costRecipe } from './cost-recipe';
import { scaleRecipe } from './scale-recipe';

const [F, T, E, M, B] = recalculateAll([flour(), tomatoes(), eggs(), milk(), box()]) as [
  ReturnType<typeof flour>,
  ReturnType<typeof tomatoes>,
  ReturnType<typeof eggs>,
  ReturnType<typeof milk>,
  ReturnType<typeof box>,
];
const lookup = lookupOf(F, T, E, M, B);

const dough = (over: Partial<Recipe> = {}) =>
  recipe(
    'DOUGH',
    [
      { name: 'FLOUR', qty_value: 500, qty_unit: 'g' },
      { name: 'EGGS', qty_value: 2, qty_unit: 'each' },
      { name: 'MILK', qty_value: 1, qty_unit: 'cup' },
    ],
    over,
  );

describe('recipe lines (costing-model §4)', () => {
  it('line cost = quantity in base x gramcost / mlcost / eachcost', () => {
    const r = costRecipe(dough(), lookup);
    expect(r.lines.map((l) => l.cost)).toEqual([
      expect.closeTo(0.6, 12),
      expect.closeTo(0.6, 12),
      expect.closeTo(0.36, 12),
    ]);
    expect(r.ingredients).toBeCloseTo(1.56, 12);
  });

  it('a packaging unit of the item costs through its package levels', () => {
    const r = costRecipe(
      recipe('R', [{ name: 'TOMATOES', qty_value: 1, qty_unit: 'can' }]),
      lookup,
    );
    expect(r.lines[0]?.cost).toBeCloseTo(4, 12);
    expect(r.lines[0]?.grams).toBe(400);
  });

  it('a custom unit is honoured for single/multiple/part items that have it', () => {
    const F2 = { ...F, custom_units: [{ name: 'scoop', size: 50, unit: 'g' }] };
    const r = costRecipe(
      recipe('R', [
        {
          name: 'FLOUR',
          qty_value: 1,
          qty_unit: 'kg',
          qty_value_custom: 3,
          qty_unit_custom: 'scoop',
        },
      ]),
      lookupOf(F2),
    );
    expect(r.lines[0]).toMatchObject({ custom: 'honoured', value: 150, unit: 'g' });
    expect(r.lines[0]?.cost).toBeCloseTo(0.18, 12);
  });

  it('otherwise the custom fields are dropped and qty_value/qty_unit are used', () => {
    const r = costRecipe(
      recipe('R', [
        {
          name: 'FLOUR',
          qty_value: 1,
          qty_unit: 'kg',
          qty_value_custom: 3,
          qty_unit_custom: 'scoop',
        },
      ]),
      lookup,
    );
    expect(r.lines[0]).toMatchObject({ custom: 'dropped', value: 1, unit: 'kg' });
    expect(r.lines[0]?.cost).toBeCloseTo(1.2, 12);
  });

  it('a line without quantity or cost leaves the recipe without cost and logs COST_INPUT_MISSING once', () => {
    const r = costRecipe(
      recipe('R', [
        { name: 'FLOUR', qty_value: null, qty_unit: 'g' },
        { name: 'NOPE', qty_value: 1, qty_unit: 'g' },
        { name: 'FLOUR', qty_value: 2, qty_unit: 'each' },
      ]),
      lookup,
    );
    expect(r.lines.map((l) => l.reason)).toEqual([
      'line-qty-missing',
      'item-missing',
      'cost-input-missing',
    ]);
    expect(r.total).toBeNull();
    expect(r.eachcost).toBeNull();
    expect(r.warnings).toEqual([{ message: COST_INPUT_MISSING, foodkey: 'R' }]);
    expect(COST_INPUT_MISSING).toBe('Error in cost getter: cost input not specified');
  });

  it('packaging lines count only with a name and qty >= 0; cost = qty x eachcost', () => {
    const r = costRecipe(
      dough({
        packaging: [
          { name: 'BOX', qty: 2 },
          { name: '', qty: 5 },
          { name: 'BOX', qty: -1 },
          { name: 'BOX', qty: null },
        ],
      }),
      lookup,
    );
    expect(r.packagingCosts[0]).toBeCloseTo(0.5, 12);
    expect(r.packaging).toBeCloseTo(0.5, 12);
    expect(r.total).toBeCloseTo(2.06, 12);
  });
});

describe('recipe totals, batch and servings (costing-model §5)', () => {
  it('batch cost = ingredients + packaging; each_value = summed line weight', () => {
    const r = costRecipe(dough({ packaging: [{ name: 'BOX', qty: 1 }] }), lookup);
    expect(r.eachValue).toBeCloseTo(500 + 100 + 247.2, 10);
    expect(r.eachValueComputed).toBe(true);
    expect(r.eachcost).toBeCloseTo(1.81, 12);
    expect(r.gramcost).toBeCloseTo(1.81 / 847.2, 15);
    expect(r.complete).toBe(true);
  });

  it('water loss in a weight unit or % of the raw weight is removed', () => {
    expect(costRecipe(dough({ waterout: 47.2, waterout_unit: 'g' }), lookup).eachValue).toBeCloseTo(
      800,
      10,
    );
    expect(costRecipe(dough({ waterout: 10, waterout_unit: '%' }), lookup).eachValue).toBeCloseTo(
      762.48,
      10,
    );
    expect(
      costRecipe(dough({ waterout: 0.0472, waterout_unit: 'kg' }), lookup).eachValue,
    ).toBeCloseTo(800, 10);
  });

  it('uses the entered each_value when a line does not convert to grams', () => {
    const lines = [
      { name: 'FLOUR', qty_value: 500, qty_unit: 'g' },
      { name: 'MILK', qty_value: 1, qty_unit: 'each' },
    ];
    const noWeight = recipe('R', [lines[0] ?? {}], { map: { each_value: 450 } });
    const r = costRecipe(noWeight, lookup);
    expect(r.eachValue).toBe(500);
    const F3 = { ...F, map: null, mlcost: null };
    const r2 = costRecipe(
      recipe('R', [{ name: 'FLOUR', qty_value: 1, qty_unit: 'cup' }], { map: { each_value: 120 } }),
      lookupOf(F3),
    );
    expect(r2.eachValue).toBe(120);
    expect(r2.eachValueComputed).toBe(false);
  });

  it('no recipe cost without each_value; the recipe is incomplete', () => {
    const F3 = { ...F, map: null, mlcost: null, gramcost: 0.0012, eachcost: 0.5 };
    const r = costRecipe(
      recipe('R', [{ name: 'FLOUR', qty_value: 2, qty_unit: 'each' }]),
      lookupOf(F3),
    );
    expect(r.ingredients).toBeCloseTo(1, 12);
    expect(r.eachValue).toBeNull();
    expect(r.total).toBeNull();
    expect(r.eachcost).toBeNull();
    expect(r.complete).toBe(false);
  });

  it('finished volume is the summed line volumes changed by volumeadjust', () => {
    const r = costRecipe(
      recipe('R', [{ name: 'MILK', qty_value: 1, qty_unit: 'L' }], { volumeadjust: -20 }),
      lookup,
    );
    expect(r.volume).toBeCloseTo(800, 10);
    expect(r.mlcost).toBeCloseTo(((r.gramcost as number) * 1030) / 800, 15);
  });

  it('finished volume follows the map when the user set it', () => {
    const r = costRecipe(
      dough({ map: { volume_value: 1, volume_unit: 'L', weight_value: 847.2, weight_unit: 'g' } }),
      lookup,
    );
    expect(r.volume).toBeCloseTo(1000, 8);
    expect(r.mlcost).toBeCloseTo((r.eachcost as number) / 1000, 15);
  });

  it('servings = finished amount / serving amount; cost per serving = unit cost x serving', () => {
    const r = costRecipe(dough({ servingsize: 100, servingsize_unit: 'g', saleprice: 2 }), lookup);
    expect(r.servings).toBeCloseTo(8.472, 10);
    expect(r.perServing).toBeCloseTo((r.gramcost as number) * 100, 15);
    expect(r.foodCost).toBeCloseTo(((r.perServing as number) / 2) * 100, 12);
    const v = costRecipe(
      recipe('R', [{ name: 'MILK', qty_value: 1, qty_unit: 'L' }], {
        servingsize: 250,
        servingsize_unit: 'mL',
      }),
      lookup,
    );
    expect(v.servings).toBeCloseTo(4, 12);
    expect(v.perServing).toBeCloseTo(0.375, 12);
  });

  it('servingsize_auto: one serving is the whole batch', () => {
    const r = costRecipe(
      dough({ servingsize_auto: true, servingsize: 100, servingsize_unit: 'g' }),
      lookup,
    );
    expect(r.servings).toBe(1);
    expect(r.perServing).toBe(r.eachcost);
  });

  it('nested recipes are used through their stored unit costs (weight, each = one batch, serving)', () => {
    const [inner] = recalculateAll(
      [dough({ servingsize: 100, servingsize_unit: 'g' })],
      undefined,
    ) as [Recipe];
    const innerCosted = recalculateAll([F, E, M, inner]).at(-1) as Recipe;
    const look = lookupOf(F, E, M, innerCosted);
    const byWeight = costRecipe(
      recipe('OUTER', [{ name: 'DOUGH', qty_value: 100, qty_unit: 'g' }]),
      look,
    );
    expect(byWeight.total).toBeCloseTo((innerCosted.gramcost as number) * 100, 12);
    const byBatch = costRecipe(
      recipe('OUTER', [{ name: 'DOUGH', qty_value: 2, qty_unit: 'each' }]),
      look,
    );
    expect(byBatch.total).toBeCloseTo((innerCosted.eachcost as number) * 2, 12);
    expect(byBatch.eachValue).toBeCloseTo((innerCosted.map?.each_value as number) * 2, 10);
    const byServing = costRecipe(
      recipe('OUTER', [{ name: 'DOUGH', qty_value: 3, qty_unit: 'serving' }]),
      look,
    );
    expect(byServing.total).toBeCloseTo((innerCosted.gramcost as number) * 300, 12);
  });

  it('law: scaling every line by k scales the batch cost by k', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }).map((k) => k / 10),
        (k) => {
          const base = dough({
            packaging: [{ name: 'BOX', qty: 2 }],
            waterout: 5,
            waterout_unit: '%',
          });
          const a = costRecipe(base, lookup);
          const b = costRecipe(scaleRecipe(base, k), lookup);
          expect(b.total).toBeCloseTo((a.total as number) * k, 9);
          expect(b.eachValue).toBeCloseTo((a.eachValue as number) * k, 7);
          expect(b.gramcost).toBeCloseTo(a.gramcost as number, 15);
        },
      ),
    );
  });

  it('law: a missing input gives null, never 0 or NaN', () => {
    fc.assert(
      fc.property(
        fc.option(fc.double(), { nil: null }),
        fc.constantFrom('g', 'each', 'cup', 'slice', null),
        (qty, unit) => {
          const r = costRecipe(
            recipe('R', [{ name: 'FLOUR', qty_value: qty, qty_unit: unit }]),
            lookup,
          );
          for (const v of [
            r.total,
            r.ingredients,
            r.eachValue,
            r.gramcost,
            r.mlcost,
            r.eachcost,
            r.perServing,
            r.servings,
          ]) {
            expect(v === null || Number.isFinite(v)).toBe(true);
          }
          if (qty === null || unit === null || unit === 'slice' || unit === 'each')
            expect(r.total).toBeNull();
        },
      ),
    );
  });
});

describe('line results kept between costings of a recipe', () => {
  const costedPair = () => {
    const [f, bread] = recalculateAll([
      flour(),
      recipe('KEPT BREAD', [{ name: 'FLOUR', qty_value: 1, qty_unit: 'kg' }]),
    ]) as [Ingredient, Recipe];
    return { f, bread };
  };

  it('a line that carries its cost, over the very same item, keeps its result', () => {
    const { f, bread } = costedPair();
    const first = costRecipe(bread, lookupOf(f));
    const second = costRecipe(bread, lookupOf(f));
    expect(second.lines[0]).toBe(first.lines[0]);
    expect(second.eachcost).toBe(first.eachcost);
  });

  it('the same line over a changed item is costed again', () => {
    const { f, bread } = costedPair();
    costRecipe(bread, lookupOf(f));
    const dearer = recalculateAll([{ ...f, purchaseprice: 60 }])[0] as Ingredient;
    const again = costRecipe(bread, lookupOf(dearer));
    expect(again.lines[0]?.cost).toBeCloseTo(2.4, 12);
    expect(again.eachcost).toBeCloseTo(2.4, 12);
  });

  it('a line without its cost (replaced in the costed record) is costed each time, alike', () => {
    const f = recalculateAll([flour()])[0] as Ingredient;
    const bare = recipe('BARE BREAD', [{ name: 'FLOUR', qty_value: 1, qty_unit: 'kg' }]);
    const first = costRecipe(bare, lookupOf(f));
    const second = costRecipe(bare, lookupOf(f));
    expect(second.lines[0]).not.toBe(first.lines[0]);
    expect(second.lines).toEqual(first.lines);
    expect(second.eachcost).toBeCloseTo(1.2, 12);
  });
});

describe('recipe sums and servings (costing-model §5)', () => {
  const sum = (values: readonly (number | null)[]): number | null =>
    values.reduce<number | null>((a, v) => (a === null || v === null ? null : a + v), 0);

  it('each sum adds the line values in line order, and is null from the first null on', () => {
    fc.assert(
      fc.property(catalogueArb(), (items) => {
        const costed = recalculateAll(items);
        const find = (key: string) => costed.find((i) => i.foodkey === key);
        for (const item of costed) {
          if (item.type !== 'recipe') continue;
          const r = costRecipe(item, find);
          expect(r.ingredients).toBe(sum(r.lines.map((l) => l.cost)));
          const counted = (item.packaging ?? []).map((line, i) =>
            line.name && Number.isFinite(line.qty) && (line.qty as number) >= 0
              ? (r.packagingCosts[i] ?? null)
              : 0,
          );
          expect(r.packaging).toBe(sum(counted));
          if (r.eachValueComputed && !item.waterout)
            expect(r.eachValue).toBe(sum(r.lines.map((l) => l.grams)));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('servings in any measure unit: the batch over the serving in its base unit', () => {
    const inKg = costRecipe(dough({ servingsize: 0.1, servingsize_unit: 'kg' }), lookup);
    expect(inKg.servings).toBe((inKg.eachValue as number) / (0.1 * 1000));
    expect(inKg.perServing).toBe((inKg.gramcost as number) * (0.1 * 1000));
    const inCups = costRecipe(dough({ servingsize: 2, servingsize_unit: 'cup' }), lookup);
    expect(inCups.servings).not.toBeNull();
    const custom = costRecipe(dough({ servingsize: 2, servingsize_unit: 'slice' }), lookup);
    expect(custom.servings).toBeNull();
    expect(custom.perServing).toBeNull();
  });
});

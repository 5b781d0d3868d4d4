import { describe, expect, it } from 'vitest';
import type { Ingredient } from '../records/ingredient';
import { box, eggs, flour, milk, recipe, tomatoes } from '../testing/fixtures';
import { unitTableFor } from '../units/unit-table';
import { purchaseUnitOf } from './purchase-unit';

const table = unitTableFor(undefined);

describe('purchaseUnitOf (costing-model §2.1, operations-model §3)', () => {
  it('through the package levels: 1 case = 12 can, 1 can = 400 g, so a case is 4800 g', () => {
    expect(purchaseUnitOf(tomatoes(), table)).toEqual({
      unit: 'case',
      dimension: 'weight',
      size: 4800,
    });
  });

  it('a 25 kg bag is 25000 g; a measure unit is its size', () => {
    expect(purchaseUnitOf(flour(), table)?.size).toBe(25_000);
    expect(purchaseUnitOf(milk(), table)).toEqual({ unit: 'L', dimension: 'volume', size: 1000 });
    expect(purchaseUnitOf(eggs(), table)).toEqual({ unit: 'each', dimension: 'count', size: 1 });
  });

  it("honours the user's unit sizes and the catalogue's spellings", () => {
    const cups = flour({ purchaseunit: 'Cups', package_qty1: null, package_unit1: null });
    expect(purchaseUnitOf(cups, unitTableFor({ cupML: 250 }))).toEqual({
      unit: 'cup',
      dimension: 'volume',
      size: 250,
    });
  });

  it('packaging and part items are bought by the each (costing-model §3, §4)', () => {
    expect(purchaseUnitOf(box(), table)).toEqual({ unit: 'each', dimension: 'count', size: 1 });
    const part: Ingredient = { type: 'part', foodkey: 'SALMON, FILLET (PT)' };
    expect(purchaseUnitOf(part, table)?.unit).toBe('each');
  });

  it('none for a recipe, a missing unit or a package without levels', () => {
    expect(purchaseUnitOf(recipe('SAUCE', []), table)).toBeNull();
    expect(purchaseUnitOf(flour({ purchaseunit: null }), table)).toBeNull();
    expect(purchaseUnitOf(tomatoes({ package_qty1: null }), table)).toBeNull();
    expect(purchaseUnitOf(flour({ purchaseunit: 'crate' }), table)).toBeNull();
  });
});

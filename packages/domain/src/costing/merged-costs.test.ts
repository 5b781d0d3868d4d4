import { describe, expect, it } from 'vitest';
import type { Recipe, RecipeCosts } from '../records/recipe';
import { flour, recipe } from '../testing/fixtures';
import { recalculateAll } from './recalculate-all';

const FIELDS = [
  'total',
  'ingredients',
  'packaging',
  'perServing',
  'servings',
  'perG',
  'perML',
  'foodCost',
  'weight',
  'volume',
];

/** BREAD costed from FLOUR at `price`, with `costs` stored on it. */
const costedWith = (costs: RecipeCosts | null | undefined, price = 30): Recipe =>
  recalculateAll([
    flour({ purchaseprice: price }),
    recipe('BREAD', [{ name: 'FLOUR', qty_value: 1, qty_unit: 'kg' }], { costs }),
  ])[1] as Recipe;

describe('costs costed again keep their stored fields in their places, new ones after', () => {
  it('costs holding just the fields a recompute sets, in its order, keep that order', () => {
    const first = costedWith(undefined);
    expect(Object.keys(first.costs ?? {})).toEqual(FIELDS);
    const again = costedWith(first.costs, 60);
    expect(Object.keys(again.costs ?? {})).toEqual(FIELDS);
    expect(again.costs?.total).toBeCloseTo(2.4, 12);
  });

  it('costs with other fields, or in another order, keep those fields and that order', () => {
    const first = costedWith(undefined);
    const reversed = Object.fromEntries(Object.entries(first.costs ?? {}).reverse());
    const again = costedWith(reversed as RecipeCosts, 60);
    expect(Object.keys(again.costs ?? {})).toEqual([...FIELDS].reverse());
    const noted = costedWith({ note: 'x', ...first.costs } as RecipeCosts, 60);
    expect(Object.keys(noted.costs ?? {})).toEqual(['note', ...FIELDS]);
    expect(noted.costs?.total).toBeCloseTo(2.4, 12);
  });
});

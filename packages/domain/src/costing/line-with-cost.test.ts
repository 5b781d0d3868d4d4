import { describe, expect, it } from 'vitest';
import type { Recipe, RecipeLine } from '../records/recipe';
import { flour, recipe } from '../testing/fixtures';
import { recalculateAll } from './recalculate-all';

/** BREAD's one line, costed from FLOUR at `price`. */
const costedLine = (line: RecipeLine, price: number): RecipeLine =>
  ((recalculateAll([flour({ purchaseprice: price }), recipe('BREAD', [line])])[1] as Recipe)
    .items ?? [])[0] as RecipeLine;

describe('a line costed again keeps its fields in their places, its cost first when new', () => {
  it('a plain costed line keeps its fields and their order', () => {
    const first = costedLine({ name: 'FLOUR', qty_value: 1, qty_unit: 'kg' }, 30);
    expect(Object.keys(first)).toEqual(['cost', 'name', 'qty_value', 'qty_unit']);
    const again = costedLine(first, 60);
    expect(again).toEqual({ cost: 2.4, name: 'FLOUR', qty_value: 1, qty_unit: 'kg' });
    expect(Object.keys(again)).toEqual(['cost', 'name', 'qty_value', 'qty_unit']);
  });

  it('a line with other fields, or in another order, keeps them all in their order', () => {
    const noted = costedLine({ name: 'FLOUR', qty_value: 1, qty_unit: 'kg', cost: 1 }, 60);
    expect(Object.keys(noted)).toEqual(['name', 'qty_value', 'qty_unit', 'cost']);
    const extra = { cost: 1, name: 'FLOUR', qty_value: 1, qty_unit: 'kg', note: 'x' };
    const again = costedLine(extra as RecipeLine, 60);
    expect(again).toEqual({ ...extra, cost: 2.4 });
    expect(Object.keys(again)).toEqual(['cost', 'name', 'qty_value', 'qty_unit', 'note']);
  });
});

import { describe, expect, it } from 'vitest';
import { sameFigures } from './same-figures';

const recipe = {
  type: 'recipe',
  foodkey: 'BREAD',
  eachcost: 0.6,
  gramcost: 0.0012,
  map: { each_value: 500 },
  costs: { total: 0.6, perG: 0.0012 },
  items: [{ name: 'FLOUR', qty_value: 500, qty_unit: 'g', cost: 0.6 }],
  timestamp: 1,
  sync: { gen: 0, hlc: 'a', node: 'n' },
};

describe('sameFigures', () => {
  it('ignores the stamps and the timestamp', () => {
    expect(sameFigures(recipe, { ...recipe, timestamp: 2, sync: { gen: 2, hlc: 'b' } })).toBe(true);
  });

  it('compares rebuilt objects by content, in any key order', () => {
    const rebuilt = { ...recipe, map: { each_value: 500 }, costs: { perG: 0.0012, total: 0.6 } };
    expect(sameFigures(recipe, rebuilt)).toBe(true);
    expect(sameFigures(recipe, { ...recipe, costs: { total: 0.7, perG: 0.0012 } })).toBe(false);
    expect(sameFigures(recipe, { ...recipe, items: [{ ...recipe.items[0], cost: 0.61 }] })).toBe(
      false,
    );
  });

  it('sees a changed, added or removed field', () => {
    expect(sameFigures(recipe, { ...recipe, eachcost: 0.7 })).toBe(false);
    expect(sameFigures(recipe, { ...recipe, note: 'x' })).toBe(false);
    const { gramcost: _dropped, ...without } = recipe;
    expect(sameFigures(recipe, without)).toBe(false);
    expect(sameFigures(without, recipe)).toBe(false);
  });

  it('takes an absent field and an undefined one as the same; a missing version as different', () => {
    expect(sameFigures(recipe, { ...recipe, note: undefined })).toBe(true);
    expect(sameFigures(recipe, undefined)).toBe(false);
    expect(sameFigures(undefined, undefined)).toBe(true);
  });

  it('compares the plain figures first: a changed cost ends it before rebuilt lines are read', () => {
    const lines = {
      toJSON: () => {
        throw new Error('the lines were read');
      },
    };
    // The rebuilt lines come first in key order, as in a record read back from storage.
    const before = { items: lines, eachcost: 0.6 };
    const after = { items: { ...lines }, eachcost: 0.7 };
    expect(sameFigures(before, after)).toBe(false);
    expect(() => sameFigures(before, { ...after, eachcost: 0.6 })).toThrow('the lines were read');
  });
});

import fc from 'fast-check';
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
    const reads: string[] = [];
    // Lines that note each time one is read; rebuilt (a new object) in each version.
    const lines = () =>
      Object.defineProperty({}, 'name', {
        enumerable: true,
        get: () => (reads.push('name'), 'FLOUR'),
      });
    // The rebuilt lines come first in key order, as in a record read back from storage.
    const before = { items: lines(), eachcost: 0.6 };
    expect(sameFigures(before, { items: lines(), eachcost: 0.7 })).toBe(false);
    expect(reads).toEqual([]);
    expect(sameFigures(before, { items: lines(), eachcost: 0.6 })).toBe(true);
    expect(reads.length).toBeGreaterThan(0);
  });

  it('compares rebuilt fields as their JSON reads: stamps at any depth, absent and undefined, NaN and null', () => {
    const withLines = (items: unknown[], costs: object) => ({ ...recipe, items, costs });
    const line = recipe.items[0]!;
    expect(
      sameFigures(
        withLines([line], { total: 0.6, perG: 0.0012 }),
        withLines([{ ...line, timestamp: 9, sync: { gen: 1 } }], { perG: 0.0012, total: 0.6 }),
      ),
    ).toBe(true);
    expect(
      sameFigures(
        withLines([line], { total: 0.6 }),
        withLines([line], { total: 0.6, per: undefined }),
      ),
    ).toBe(true);
    // JSON writes a number that is not finite as null, and undefined in a list as null.
    expect(
      sameFigures(withLines([line], { total: null }), withLines([line], { total: Number.NaN })),
    ).toBe(true);
    expect(sameFigures(withLines([null], {}), withLines([undefined], {}))).toBe(true);
    expect(sameFigures(withLines([line], {}), withLines([line, line], {}))).toBe(false);
    expect(sameFigures(withLines([line], {}), withLines([{ ...line, note: '' }], {}))).toBe(false);
    expect(sameFigures(withLines([], { total: 0 }), withLines([], { total: '0' }))).toBe(false);
    expect(sameFigures(withLines([], {}), withLines({ length: 0 } as never, {}))).toBe(false);
  });

  it('agrees with a comparison of the two versions written as JSON with sorted keys', () => {
    const sortedJson = (value: unknown): string =>
      JSON.stringify(value, (key, v: unknown) => {
        if (key === 'sync' || key === 'timestamp') return undefined;
        if (v && typeof v === 'object' && !Array.isArray(v)) {
          return Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)));
        }
        return v;
      });
    const leaf = fc.oneof(
      fc.constantFrom(null, undefined, 0, 1, Number.NaN, Number.POSITIVE_INFINITY, 'a', '', true),
      fc.double(),
    );
    const value = fc.letrec((tie) => ({
      node: fc.oneof({ depthSize: 'small' }, leaf, tie('list'), tie('object')),
      list: fc.array(tie('node'), { maxLength: 3 }),
      object: fc.dictionary(
        fc.constantFrom('name', 'qty', 'sync', 'timestamp', 'cost', 'x'),
        tie('node'),
        { maxKeys: 4 },
      ),
    }));
    const field = fc.oneof(value.list, value.object);
    fc.assert(
      fc.property(field, field, fc.boolean(), (a, b, same) => {
        const other = same ? structuredClone(a) : b;
        const x = { foodkey: 'A', costs: a };
        const y = { foodkey: 'A', costs: other };
        expect(sameFigures(x, y)).toBe(sortedJson(a) === sortedJson(other));
      }),
      { numRuns: 2000 },
    );
  });
});

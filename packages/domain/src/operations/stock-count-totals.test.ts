import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stockCountTotals } from './stock-count-totals';

describe('stockCountTotals (operations-model §4: totals by area, category and overall)', () => {
  it('sums known values by storage area, category and overall, in order of first appearance', () => {
    const totals = stockCountTotals([
      { area: 'Walk-in', category: 'Dairy', value: 10 },
      { area: 'Dry store', category: 'Baking', value: 4.5 },
      { area: 'Walk-in', category: 'Meat', value: 30 },
      { area: 'Walk-in', category: 'Dairy', value: 2 },
      { area: '', category: 'Baking', value: null },
    ]);
    expect(totals.overall).toEqual({ value: 46.5, lines: 5, missing: 1 });
    expect(totals.byArea).toEqual([
      { name: 'Walk-in', value: 42, lines: 3, missing: 0 },
      { name: 'Dry store', value: 4.5, lines: 1, missing: 0 },
      { name: '', value: 0, lines: 1, missing: 1 },
    ]);
    expect(totals.byCategory).toEqual([
      { name: 'Dairy', value: 12, lines: 2, missing: 0 },
      { name: 'Baking', value: 4.5, lines: 2, missing: 1 },
      { name: 'Meat', value: 30, lines: 1, missing: 0 },
    ]);
  });

  it('an empty count totals 0 with no lines', () => {
    expect(stockCountTotals([])).toEqual({
      overall: { value: 0, lines: 0, missing: 0 },
      byArea: [],
      byCategory: [],
    });
  });

  it('law: overall = sum of the areas = sum of the categories (value, lines and missing) (§4)', () => {
    const line = fc.record({
      area: fc.constantFrom('', 'Walk-in', 'Freezer', 'Dry store', 'Bar'),
      category: fc.constantFrom('', 'Dairy', 'Meat', 'Produce'),
      value: fc.option(fc.double({ min: 0, max: 1e5, noNaN: true, noDefaultInfinity: true }), {
        freq: 5,
      }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 200 }), (lines) => {
        const { overall, byArea, byCategory } = stockCountTotals(lines);
        for (const groups of [byArea, byCategory]) {
          const sum = groups.reduce((a, g) => a + g.value, 0);
          expect(sum).toBeCloseTo(overall.value, 6);
          expect(groups.reduce((a, g) => a + g.lines, 0)).toBe(overall.lines);
          expect(groups.reduce((a, g) => a + g.missing, 0)).toBe(overall.missing);
        }
        expect(overall.lines).toBe(lines.length);
        expect(overall.missing).toBe(lines.filter((l) => l.value === null).length);
      }),
    );
  });
});

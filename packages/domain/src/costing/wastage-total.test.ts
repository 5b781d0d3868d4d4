import { describe, expect, it } from 'vitest';
import { box, flour, recipe } from '../testing/fixtures';
import { wastageTotal } from './wastage-total';

describe('wastageTotal', () => {
  const items = [
    flour({
      wastage: [
        { date: '2024-05-01', qty: 2, qty_unit: 'kg', value: 2.4 },
        { date: '2024-04-10', qty: 1, qty_unit: 'kg', value: 1.2 },
      ],
    }),
    box({ wastage: [{ date: Date.UTC(2024, 4, 20), qty: 4, qty_unit: 'each', value: 1 }] }),
    recipe('SOUP', [], {
      wastage: [{ date: '2024-05-03', qty: 1, qty_unit: 'each', value: null }],
    }),
  ];

  it('sums the values of the entries in the period, counting those without a value', () => {
    const total = wastageTotal(items, '2024-05-01');
    expect(total.value).toBeCloseTo(3.4, 12);
    expect(total).toMatchObject({ entries: 3, unvalued: 1 });
    expect(wastageTotal(items, '2024-04-01', '2024-05-02')).toMatchObject({ entries: 2 });
  });

  it('is zero with no wastage', () => {
    expect(wastageTotal([flour()], '2024-01-01')).toEqual({ value: 0, entries: 0, unvalued: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { flour } from '../testing/fixtures';
import { unitTableFor } from '../units/unit-table';
import { recalculateIngredient } from './recompute-item';
import { wastageEntry } from './wastage';

describe('wastage (costing-model §7)', () => {
  it('value = cost of the wasted quantity at the time of the entry', () => {
    const item = recalculateIngredient(flour(), unitTableFor(undefined));
    const e = wastageEntry(item, {
      date: '2024-05-01',
      qty: 2,
      qty_unit: 'kg',
      prepqty: 1,
      prepqty_unit: 'each',
    });
    expect(e).toEqual({
      date: '2024-05-01',
      qty: 2,
      qty_unit: 'kg',
      prepqty: 1,
      prepqty_unit: 'each',
      value: expect.closeTo(2.4, 12),
    });
  });

  it('value is null when the quantity cannot be costed', () => {
    const item = recalculateIngredient(flour(), unitTableFor(undefined));
    expect(wastageEntry(item, { date: 1, qty: 2, qty_unit: 'each' }).value).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { flour, milk } from '../testing/fixtures';
import { recalculateIngredient } from './recompute-item';
import { unitTableFor } from '../units/unit-table';
import { addPriceHistory, dayOf, priceHistoryEntry } from './price-history';

describe('price history (costing-model §7, product spec §4)', () => {
  it('one entry per day: a same-day entry replaces the first', () => {
    let item = flour();
    item = addPriceHistory(item, { date: '2024-05-01T08:00:00Z', price: 0.001, unit: 'g' });
    item = addPriceHistory(item, { date: '2024-05-02T08:00:00Z', price: 0.0011, unit: 'g' });
    item = addPriceHistory(item, { date: '2024-05-02T17:00:00Z', price: 0.0012, unit: 'g' });
    expect(item.pricehistory?.map((e) => e.price)).toEqual([0.001, 0.0012]);
  });

  it('understands epoch milliseconds', () => {
    expect(dayOf(Date.UTC(2024, 4, 2, 23))).toBe('2024-05-02');
    let item = addPriceHistory(flour(), { date: Date.UTC(2024, 4, 2, 1), price: 1, unit: 'g' });
    item = addPriceHistory(item, { date: '2024-05-02', price: 2, unit: 'g' });
    expect(item.pricehistory).toHaveLength(1);
  });

  it('an entry holds the price per g, mL or each of the purchase dimension', () => {
    const table = unitTableFor(undefined);
    expect(priceHistoryEntry(recalculateIngredient(flour(), table), 1)).toEqual({
      date: 1,
      price: expect.closeTo(0.0012, 15),
      unit: 'g',
    });
    expect(priceHistoryEntry(recalculateIngredient(milk(), table), 1)?.unit).toBe('mL');
    expect(priceHistoryEntry(flour(), 1)).toBeNull();
  });
});

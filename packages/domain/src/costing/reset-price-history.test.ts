import { describe, expect, it } from 'vitest';
import type { CatalogueItem } from '../records/item';
import { box, flour, recipe } from '../testing/fixtures';
import { canResetPriceHistory, resetPriceHistory } from './reset-price-history';

const history = [{ date: '2024-05-01', price: 0.0012, unit: 'g' as const }];

describe('price history reset (product spec §4, §5)', () => {
  it('applies only to items with type, foodkey and pricehistory (§5)', () => {
    expect(canResetPriceHistory(flour({ pricehistory: history }))).toBe(true);
    expect(canResetPriceHistory(box({ pricehistory: [] }))).toBe(true);
    expect(canResetPriceHistory(flour())).toBe(false);
    expect(canResetPriceHistory({ ...flour({ pricehistory: history }), type: undefined })).toBe(
      false,
    );
    expect(canResetPriceHistory({ ...flour({ pricehistory: history }), foodkey: '' })).toBe(false);
    expect(canResetPriceHistory({ type: 'single', foodkey: 'X', pricehistory: null })).toBe(false);
    expect(canResetPriceHistory(null)).toBe(false);
    expect(canResetPriceHistory('FLOUR')).toBe(false);
  });

  it('returns the qualifying chosen items with an empty price history, nothing else changed', () => {
    const withHistory = flour({ pricehistory: history, purchaseprice: 31 });
    const soup = recipe('SOUP', [], { pricehistory: history });
    const noHistory = box();
    const noType = { ...flour({ foodkey: 'OLD', pricehistory: history }), type: undefined };
    const reset = resetPriceHistory([withHistory, noHistory, soup, noType as CatalogueItem]);
    expect(reset).toEqual([
      { ...withHistory, pricehistory: [] },
      { ...soup, pricehistory: [] },
    ]);
    expect(withHistory.pricehistory).toEqual(history);
  });
});

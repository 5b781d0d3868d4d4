import { describe, expect, it } from 'vitest';
import { dishPricing } from './dish-pricing';
import { DEFAULT_PRICING_SETTINGS, type PricingSettings } from '../operations/pricing-settings';

const TAX_20_ENDING_95: PricingSettings = {
  targetFoodCostPercent: 25,
  priceEnding: '.95',
  taxPercent: 20,
  pricesIncludeTax: true,
};

describe('dishPricing (operations-model §7, §10)', () => {
  it('a 12.00 dish with 20 % tax in it costing 2.50: net 10.00, food cost 25 %, profit 7.50, suggested 11.95', () => {
    const figures = dishPricing({ saleprice: 12 }, 2.5, TAX_20_ENDING_95);
    expect(figures.grossPrice).toBe(12);
    expect(figures.taxPercent).toBe(20);
    expect(figures.netPrice).toBeCloseTo(10, 10);
    expect(figures.foodCostPercent).toBeCloseTo(25, 10);
    expect(figures.grossProfit).toBeCloseTo(7.5, 10);
    // 2.50 / 25 % = 10.00 net; x 1.20 = 12.00 gross, rounded up to the ending .95: 12.95.
    expect(figures.suggestedPrice).toBe(12.95);
  });

  it("uses the recipe's own tax percent before the venue's", () => {
    const figures = dishPricing({ saleprice: 11, taxpercent: 10 }, 2.5, TAX_20_ENDING_95);
    expect(figures.taxPercent).toBe(10);
    expect(figures.netPrice).toBeCloseTo(10, 10);
    // 2.50 / 25 % x 1.10 = 11.00 -> 11.95
    expect(figures.suggestedPrice).toBe(11.95);
  });

  it('a sale price of 0 or none is no price: net, food cost and profit are null, never 0 or NaN', () => {
    for (const saleprice of [0, -3, null, undefined, Number.NaN]) {
      const figures = dishPricing({ saleprice }, 2.5, DEFAULT_PRICING_SETTINGS);
      expect(figures).toMatchObject({
        grossPrice: null,
        netPrice: null,
        foodCostPercent: null,
        grossProfit: null,
      });
      // 2.50 / 30 % = 8.3333 -> 9.00
      expect(figures.suggestedPrice).toBe(9);
    }
  });

  it('without a cost only the prices are known', () => {
    const figures = dishPricing({ saleprice: 12 }, null, TAX_20_ENDING_95);
    expect(figures.netPrice).toBeCloseTo(10, 10);
    expect(figures).toMatchObject({
      foodCostPercent: null,
      grossProfit: null,
      suggestedPrice: null,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { estimateLinePrice } from './estimate-line-price';

const line = { salePrice: 24.5, costPerServing: 6, targetFoodCostPercent: 30 };

describe('estimateLinePrice (operations-model §6)', () => {
  it("priced at the recipe's sale price", () => {
    expect(estimateLinePrice({ ...line, pricing: 'sale' })).toBe(24.5);
  });

  it('priced at cost / target food cost: 6.00 at 30 % is 20.00', () => {
    expect(estimateLinePrice({ ...line, pricing: 'target' })).toBeCloseTo(20, 12);
  });

  it('null when the figure the pricing needs is missing', () => {
    expect(estimateLinePrice({ ...line, salePrice: null, pricing: 'sale' })).toBeNull();
    expect(estimateLinePrice({ ...line, costPerServing: null, pricing: 'target' })).toBeNull();
    expect(
      estimateLinePrice({ ...line, targetFoodCostPercent: null, pricing: 'target' }),
    ).toBeNull();
    expect(estimateLinePrice({ ...line, targetFoodCostPercent: 0, pricing: 'target' })).toBeNull();
  });

  it('the other figure does not matter: a sale price needs no cost', () => {
    expect(estimateLinePrice({ ...line, costPerServing: null, pricing: 'sale' })).toBe(24.5);
    expect(estimateLinePrice({ ...line, salePrice: null, pricing: 'target' })).toBeCloseTo(20, 12);
  });
});

import { describe, expect, it } from 'vitest';
import { foodCostVariance } from './food-cost-variance';

describe('foodCostVariance (operations-model §4: actual vs theoretical food cost)', () => {
  it('each usage value over net sales x 100, and actual - theoretical in points', () => {
    expect(
      foodCostVariance({ actualUsageValue: 3200, theoreticalUsageValue: 2800, netSales: 10_000 }),
    ).toEqual({
      actualFoodCostPercent: 32,
      theoreticalFoodCostPercent: expect.closeTo(28, 12),
      variancePercent: expect.closeTo(4, 12),
    });
  });

  it('null where not computable: no net sales, or a value missing', () => {
    expect(
      foodCostVariance({ actualUsageValue: 3200, theoreticalUsageValue: 2800, netSales: 0 }),
    ).toEqual({
      actualFoodCostPercent: null,
      theoreticalFoodCostPercent: null,
      variancePercent: null,
    });
    expect(
      foodCostVariance({ actualUsageValue: 3200, theoreticalUsageValue: null, netSales: 8000 }),
    ).toEqual({
      actualFoodCostPercent: 40,
      theoreticalFoodCostPercent: null,
      variancePercent: null,
    });
  });
});

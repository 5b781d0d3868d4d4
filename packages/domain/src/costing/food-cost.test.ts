import { describe, expect, it } from 'vitest';
import { foodCostPercent } from './food-cost';

describe('foodCostPercent', () => {
  it('is cost / price x 100', () => {
    expect(foodCostPercent(3, 12)).toBe(25);
    expect(foodCostPercent(0, 10)).toBe(0);
  });

  it('is null without a cost or a price above 0', () => {
    expect(foodCostPercent(null, 10)).toBeNull();
    expect(foodCostPercent(3, null)).toBeNull();
    expect(foodCostPercent(3, 0)).toBeNull();
    expect(foodCostPercent(Number.NaN, 10)).toBeNull();
  });
});

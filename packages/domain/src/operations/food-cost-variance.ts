import { foodCostPercent } from '../costing/food-cost';

/** The inputs of `foodCostVariance` (operations-model §4), money in the venue's currency. */
export interface FoodCostVarianceInput {
  /** The value of the stock used between two counts (see `stockUsage`). */
  readonly actualUsageValue: number | null;
  /** The value of the usage implied by the sales of the period (see `theoreticalUsage`). */
  readonly theoreticalUsageValue: number | null;
  /** Net sales of the period (tax excluded). */
  readonly netSales: number | null;
}

export interface FoodCostVariance {
  /** actualUsageValue / netSales x 100. */
  readonly actualFoodCostPercent: number | null;
  /** theoreticalUsageValue / netSales x 100. */
  readonly theoreticalFoodCostPercent: number | null;
  /** actual - theoretical, in percentage points (above 0: more used than the sales explain). */
  readonly variancePercent: number | null;
}

/**
 * Actual against theoretical food cost (operations-model §4): each usage value as a percent of
 * net sales, and their difference. Null where not computable (no value, net sales of 0).
 */
export const foodCostVariance = ({
  actualUsageValue,
  theoreticalUsageValue,
  netSales,
}: FoodCostVarianceInput): FoodCostVariance => {
  const actual = foodCostPercent(actualUsageValue, netSales);
  const theoretical = foodCostPercent(theoreticalUsageValue, netSales);
  return {
    actualFoodCostPercent: actual,
    theoreticalFoodCostPercent: theoretical,
    variancePercent: actual === null || theoretical === null ? null : actual - theoretical,
  };
};

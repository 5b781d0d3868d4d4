import { finite } from '../costing/unit-costs';

export interface EstimateLinePriceInput {
  readonly salePrice: number | null | undefined;
  readonly costPerServing: number | null | undefined;
  /** The target food cost percent (30 for 30 percent). */
  readonly targetFoodCostPercent: number | null | undefined;
  /** At the recipe's sale price, or at cost / target food cost. */
  readonly pricing: 'sale' | 'target';
}

/**
 * The price per serving of an estimate line (operations-model §6): the recipe's sale price, or
 * cost per serving / (target food cost percent / 100). Null when the figure it needs is
 * missing (a target of 0 or less gives no price).
 */
export const estimateLinePrice = ({
  salePrice,
  costPerServing,
  targetFoodCostPercent,
  pricing,
}: EstimateLinePriceInput): number | null => {
  if (pricing === 'sale') return finite(salePrice) && salePrice >= 0 ? salePrice : null;
  if (!finite(costPerServing) || !finite(targetFoodCostPercent) || targetFoodCostPercent <= 0) {
    return null;
  }
  const price = costPerServing / (targetFoodCostPercent / 100);
  return Number.isFinite(price) ? price : null;
};

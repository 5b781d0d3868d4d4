import { finite, orNull } from './unit-costs';

/**
 * Food cost percent (costing-model §5, operations-model §7): cost / price x 100. Null without a
 * cost or without a price above 0 (never NaN or Infinity).
 */
export const foodCostPercent = (
  cost: number | null | undefined,
  price: number | null | undefined,
): number | null =>
  finite(cost) && finite(price) && price > 0 ? orNull((cost / price) * 100) : null;

import { foodCostPercent } from '../costing/food-cost';
import { finite, orNull } from '../costing/unit-costs';
import { roundToPriceEnding, type PriceEnding } from './price-ending';

/** The inputs of `menuPricing` (operations-model §7, §10). */
export interface MenuPricingInput {
  /** Cost per serving; null when not known. */
  readonly costPerServing: number | null;
  /** The selling price as the menu shows it (tax included where the venue says so); null when none. */
  readonly grossPrice: number | null;
  /** Tax percent included in the gross price (0 when prices do not include tax). */
  readonly taxPercent: number;
  /** The venue's target food cost percent (above 0). */
  readonly targetFoodCostPercent: number;
  readonly priceEnding: PriceEnding;
}

/** The figures of one menu item (operations-model §10); null where not computable. */
export interface MenuPricing {
  readonly netPrice: number | null;
  readonly foodCostPercent: number | null;
  readonly grossProfit: number | null;
  readonly suggestedPrice: number | null;
}

/**
 * Menu pricing of one item (operations-model §7, §10): netPrice = grossPrice / (1 + tax / 100);
 * foodCostPercent = costPerServing / netPrice x 100 (null for a net price of 0);
 * grossProfit = netPrice - costPerServing; suggestedPrice = the raw gross
 * costPerServing / target x (1 + tax) rounded up to the price ending (see
 * `roundToPriceEnding`): the smallest gross price with that ending whose net price is at least
 * costPerServing / target. Amounts are not rounded; a missing input gives null, never 0 or NaN.
 */
export const menuPricing = ({
  costPerServing,
  grossPrice,
  taxPercent,
  targetFoodCostPercent,
  priceEnding,
}: MenuPricingInput): MenuPricing => {
  const cost = finite(costPerServing) ? costPerServing : null;
  const taxFactor = finite(taxPercent) && taxPercent > -100 ? 1 + taxPercent / 100 : null;
  const netPrice = finite(grossPrice) && taxFactor !== null ? orNull(grossPrice / taxFactor) : null;
  const grossProfit = netPrice !== null && cost !== null ? orNull(netPrice - cost) : null;
  const target =
    finite(targetFoodCostPercent) && targetFoodCostPercent > 0 ? targetFoodCostPercent : null;
  const raw =
    cost !== null && cost >= 0 && target !== null && taxFactor !== null
      ? ((cost * 100) / target) * taxFactor
      : null;
  const suggestedPrice = raw === null ? null : orNull(roundToPriceEnding(raw, priceEnding));
  return {
    netPrice,
    foodCostPercent: foodCostPercent(cost, netPrice),
    grossProfit,
    suggestedPrice,
  };
};

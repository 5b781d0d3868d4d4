import { finite } from '../costing/unit-costs';
import { menuPricing, type MenuPricing } from '../operations/menu-pricing';
import type { PricingSettings } from '../operations/pricing-settings';
import { recipeSalePrice, type RecipePriceFields } from '../operations/recipe-sale-price';

/** A dish's selling figures (operations-model §7, §10): its price, the tax in it and `menuPricing`. */
export interface DishPricing extends MenuPricing {
  /** The sale price as the menu shows it; null unless above 0. */
  readonly grossPrice: number | null;
  /** The tax percent included in the sale price (0 when the venue's prices do not include it). */
  readonly taxPercent: number;
}

/**
 * The selling figures of a recipe at a cost per serving with the venue's pricing settings
 * (operations-model §7, §10): the gross price and its tax from `recipeSalePrice` (the
 * recipe's own tax, else the venue's), then net price, food cost percent of the net price,
 * gross profit and the suggested price from `menuPricing`. A missing cost or price gives null
 * figures, never 0 or NaN.
 */
export function dishPricing(
  recipe: RecipePriceFields,
  costPerServing: number | null | undefined,
  settings: PricingSettings,
): DishPricing {
  const { grossPrice, taxPercent } = recipeSalePrice(recipe, settings);
  return {
    grossPrice,
    taxPercent,
    ...menuPricing({
      costPerServing: finite(costPerServing) ? costPerServing : null,
      grossPrice,
      taxPercent,
      targetFoodCostPercent: settings.targetFoodCostPercent,
      priceEnding: settings.priceEnding,
    }),
  };
}

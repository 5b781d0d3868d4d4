import { finite } from '../costing/unit-costs';
import type { PricingSettings } from './pricing-settings';

/** The selling price fields of a recipe (product spec §3), as stored. */
export interface RecipePriceFields {
  readonly saleprice?: unknown;
  readonly taxpercent?: unknown;
}

/** A recipe's selling price as menu pricing takes it (operations-model §7). */
export interface RecipeSalePrice {
  /** The sale price as the menu shows it; null unless above 0. */
  readonly grossPrice: number | null;
  /** The tax percent included in that price: 0 when the venue's prices do not include tax. */
  readonly taxPercent: number;
}

/**
 * A recipe's sale price and the tax it includes (operations-model §7): the gross price is the
 * recipe's `saleprice` when above 0 (0 or none is no price); the tax is the recipe's own
 * `taxpercent` when it has one (0 or more, below 100), else the venue's, and 0 when the venue's
 * prices do not include tax.
 */
export function recipeSalePrice(
  recipe: RecipePriceFields,
  settings: Pick<PricingSettings, 'taxPercent' | 'pricesIncludeTax'>,
): RecipeSalePrice {
  const { saleprice, taxpercent } = recipe;
  const grossPrice = finite(saleprice) && saleprice > 0 ? saleprice : null;
  if (!settings.pricesIncludeTax) return { grossPrice, taxPercent: 0 };
  const own = finite(taxpercent) && taxpercent >= 0 && taxpercent < 100 ? taxpercent : null;
  return { grossPrice, taxPercent: own ?? settings.taxPercent };
}

import { finite } from '../costing/unit-costs';
import { DEFAULT_TARGET_FOOD_COST_PERCENT, PRICE_ENDINGS, type PriceEnding } from './price-ending';
import type { ProfileSettings } from '../records/settings';

/** The venue's menu pricing settings (operations-model §7), every one set. */
export interface PricingSettings {
  /** The food cost percent a suggested price aims at: above 0, below 100. */
  readonly targetFoodCostPercent: number;
  /** The ending suggested prices are rounded up to. */
  readonly priceEnding: PriceEnding;
  /** The venue's tax percent: 0 or more, below 100. */
  readonly taxPercent: number;
  /** Whether sale prices include the tax. */
  readonly pricesIncludeTax: boolean;
}

/** The settings of a venue that has set none. */
export const DEFAULT_PRICING_SETTINGS: PricingSettings = {
  targetFoodCostPercent: DEFAULT_TARGET_FOOD_COST_PERCENT,
  priceEnding: '.00',
  taxPercent: 0,
  pricesIncludeTax: true,
};

/** The pricing fields of a PROFILE record, as stored (any may be absent or null). */
export interface PricingProfile {
  readonly targetFoodCostPercent?: unknown;
  readonly priceEnding?: unknown;
  readonly taxPercent?: unknown;
  readonly pricesIncludeTax?: unknown;
}

const percentBelow100 = (value: unknown, above0: boolean): value is number =>
  finite(value) && (above0 ? value > 0 : value >= 0) && value < 100;

/**
 * The venue's menu pricing settings from its PROFILE record (operations-model §7), each field
 * the venue has not set (or holds a value out of its range) at its default: target food cost
 * 30 percent, price ending '.00', tax 0 percent, prices including tax.
 */
export function pricingSettings(
  profile: ProfileSettings | PricingProfile | null | undefined,
): PricingSettings {
  const d = DEFAULT_PRICING_SETTINGS;
  const ending = profile?.priceEnding;
  return {
    targetFoodCostPercent: percentBelow100(profile?.targetFoodCostPercent, true)
      ? profile.targetFoodCostPercent
      : d.targetFoodCostPercent,
    priceEnding: PRICE_ENDINGS.includes(ending as PriceEnding)
      ? (ending as PriceEnding)
      : d.priceEnding,
    taxPercent: percentBelow100(profile?.taxPercent, false) ? profile.taxPercent : d.taxPercent,
    pricesIncludeTax:
      typeof profile?.pricesIncludeTax === 'boolean'
        ? profile.pricesIncludeTax
        : d.pricesIncludeTax,
  };
}

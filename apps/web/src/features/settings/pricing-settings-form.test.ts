import { describe, expect, it } from 'vitest';
import {
  pricingFromValues,
  pricingSettingsValues,
  validatePricingSettings,
  type PricingSettingsValues,
} from './pricing-settings-form';

const valid: PricingSettingsValues = {
  targetFoodCostPercent: 28,
  priceEnding: '.95',
  taxPercent: 10,
  pricesIncludeTax: true,
};

describe('venue pricing settings form (operations-model §7)', () => {
  it('starts from the PROFILE record, each unset field at its default (target 30 %, .00, no tax, tax included)', () => {
    expect(pricingSettingsValues(null)).toEqual({
      targetFoodCostPercent: 30,
      priceEnding: '.00',
      taxPercent: 0,
      pricesIncludeTax: true,
    });
    expect(pricingSettingsValues({ targetFoodCostPercent: 25, pricesIncludeTax: false })).toEqual({
      targetFoodCostPercent: 25,
      priceEnding: '.00',
      taxPercent: 0,
      pricesIncludeTax: false,
    });
  });

  it('accepts valid settings and gives them as the PROFILE stores them', () => {
    expect(validatePricingSettings(valid)).toEqual({});
    expect(
      validatePricingSettings({ ...valid, taxPercent: 0, targetFoodCostPercent: '99.5' }),
    ).toEqual({});
    expect(pricingFromValues({ ...valid, targetFoodCostPercent: '27.5' })).toEqual({
      targetFoodCostPercent: 27.5,
      priceEnding: '.95',
      taxPercent: 10,
      pricesIncludeTax: true,
    });
  });

  it('refuses a target of 0 or 100 or more, a tax of 100 or more or below 0, blanks and a made-up ending, naming each field', () => {
    expect(
      validatePricingSettings({ ...valid, targetFoodCostPercent: 0, taxPercent: 100 }),
    ).toEqual({
      targetFoodCostPercent: 'Target food cost % must be above 0',
      taxPercent: 'Tax % must be below 100',
    });
    expect(
      validatePricingSettings({ ...valid, targetFoodCostPercent: 100, taxPercent: -1 }),
    ).toEqual({
      targetFoodCostPercent: 'Target food cost % must be below 100',
      taxPercent: 'Tax % must be at least 0',
    });
    expect(
      validatePricingSettings({ ...valid, targetFoodCostPercent: '', taxPercent: 'x' }),
    ).toEqual({
      targetFoodCostPercent: 'Target food cost % is required',
      taxPercent: 'Tax % must be a number',
    });
    expect(validatePricingSettings({ ...valid, priceEnding: '.49' })).toEqual({
      priceEnding: 'Price ending must be one of .00, .50, .95, .99',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { parseRecord } from '../records/parse-record';
import { profileSettingsSchema } from '../records/settings';
import { DEFAULT_PRICING_SETTINGS, pricingSettings } from './pricing-settings';

const issuesOf = (data: unknown) => {
  const r = parseRecord(profileSettingsSchema, data);
  return r.ok ? [] : r.error.map((i) => ({ reason: i.reason, path: i.path, params: i.params }));
};

describe('venue pricing settings (operations-model §7)', () => {
  it('defaults to a 30 percent target food cost, price ending .00, no tax, prices including tax', () => {
    const defaults = {
      targetFoodCostPercent: 30,
      priceEnding: '.00',
      taxPercent: 0,
      pricesIncludeTax: true,
    };
    expect(DEFAULT_PRICING_SETTINGS).toEqual(defaults);
    expect(pricingSettings(null)).toEqual(defaults);
    expect(pricingSettings(undefined)).toEqual(defaults);
    expect(pricingSettings({ skey: 'PROFILE' })).toEqual(defaults);
    expect(
      pricingSettings({
        targetFoodCostPercent: null,
        priceEnding: null,
        taxPercent: null,
        pricesIncludeTax: null,
      }),
    ).toEqual(defaults);
  });

  it('reads the settings the venue has set', () => {
    const profile = {
      skey: 'PROFILE' as const,
      address: '1 Quay St',
      targetFoodCostPercent: 28.5,
      priceEnding: '.95' as const,
      taxPercent: 10,
      pricesIncludeTax: false,
    };
    expect(pricingSettings(profile)).toEqual({
      targetFoodCostPercent: 28.5,
      priceEnding: '.95',
      taxPercent: 10,
      pricesIncludeTax: false,
    });
    expect(pricingSettings({ taxPercent: 0, pricesIncludeTax: true }).taxPercent).toBe(0);
  });

  it('uses the default for a value out of range that reached it unchecked', () => {
    expect(
      pricingSettings({
        targetFoodCostPercent: 100,
        priceEnding: '.49',
        taxPercent: -1,
        pricesIncludeTax: 'yes',
      }),
    ).toEqual(DEFAULT_PRICING_SETTINGS);
    expect(pricingSettings({ targetFoodCostPercent: 0, taxPercent: 100 })).toEqual(
      DEFAULT_PRICING_SETTINGS,
    );
  });

  it('stores the settings in the PROFILE record, every one optional', () => {
    expect(issuesOf({ skey: 'PROFILE' })).toEqual([]);
    expect(
      issuesOf({
        skey: 'PROFILE',
        targetFoodCostPercent: 99.5,
        priceEnding: '.99',
        taxPercent: 0,
        pricesIncludeTax: false,
      }),
    ).toEqual([]);
  });

  it.each([
    ['a target of 0', { targetFoodCostPercent: 0 }, 'field-too-small', { above: 0 }],
    ['a target of 100', { targetFoodCostPercent: 100 }, 'field-too-large', { below: 100 }],
    ['a tax of 100 percent', { taxPercent: 100 }, 'field-too-large', { below: 100 }],
    ['a tax of more than 100 percent', { taxPercent: 120 }, 'field-too-large', { below: 100 }],
    ['a negative tax', { taxPercent: -1 }, 'field-too-small', { minimum: 0 }],
    [
      'another price ending',
      { priceEnding: '.49' },
      'field-choice',
      { choices: '.00, .50, .95, .99' },
    ],
    [
      'prices include tax as text',
      { pricesIncludeTax: 'yes' },
      'field-type',
      { expected: 'boolean' },
    ],
  ])('refuses %s, naming the field', (_, change, reason, params) => {
    const [path] = Object.keys(change);
    expect(issuesOf({ skey: 'PROFILE', ...change })).toEqual([{ reason, path, params }]);
  });
});

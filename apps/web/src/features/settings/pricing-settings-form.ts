import {
  parseRecord,
  PRICE_ENDINGS,
  pricingSettings,
  profileSettingsSchema,
  type PriceEnding,
  type PricingProfile,
  type PricingSettings,
} from '@larder/domain';
import { issueText } from '../../api/issue-text';
import { toNumber, type NumberValue } from '../../components/catalogue/number-value';

/** The venue's menu pricing settings as the form holds them (operations-model §7). */
export interface PricingSettingsValues {
  targetFoodCostPercent: NumberValue;
  priceEnding: string;
  taxPercent: NumberValue;
  pricesIncludeTax: boolean;
}

export type PricingSettingsField = keyof PricingSettingsValues;
export type PricingSettingsErrors = Partial<Record<PricingSettingsField, string>>;

export const PRICING_SETTINGS_LABELS: Readonly<Record<PricingSettingsField, string>> = {
  targetFoodCostPercent: 'Target food cost %',
  priceEnding: 'Price ending',
  taxPercent: 'Tax %',
  pricesIncludeTax: 'Prices include tax',
};

/** The form's values for a PROFILE record; what it has not set shows at its default. */
export function pricingSettingsValues(
  profile: PricingProfile | null | undefined,
): PricingSettingsValues {
  const settings = pricingSettings(profile);
  return { ...settings };
}

const isBlank = (value: NumberValue) => typeof value === 'string' && value.trim() === '';

const FIELDS: readonly PricingSettingsField[] = [
  'targetFoodCostPercent',
  'priceEnding',
  'taxPercent',
  'pricesIncludeTax',
];

/** The PROFILE fields of the values (numbers that are not numbers stay as typed, to be refused). */
function profileFields(values: PricingSettingsValues) {
  return {
    targetFoodCostPercent: toNumber(values.targetFoodCostPercent) ?? values.targetFoodCostPercent,
    priceEnding: values.priceEnding,
    taxPercent: toNumber(values.taxPercent) ?? values.taxPercent,
    pricesIncludeTax: values.pricesIncludeTax,
  };
}

/**
 * Checks the values with the PROFILE record's schema (operations-model §7: target food cost
 * above 0 and below 100, tax 0 or more and below 100, one of the four endings); every message
 * starts with the field's label ('Target food cost % must be below 100').
 */
export function validatePricingSettings(values: PricingSettingsValues): PricingSettingsErrors {
  const L = PRICING_SETTINGS_LABELS;
  const errors: PricingSettingsErrors = {};
  for (const field of ['targetFoodCostPercent', 'taxPercent'] as const) {
    if (isBlank(values[field])) errors[field] = `${L[field]} is required`;
    else if (toNumber(values[field]) === null) errors[field] = `${L[field]} must be a number`;
  }
  const parsed = parseRecord(profileSettingsSchema, { skey: 'PROFILE', ...profileFields(values) });
  if (!parsed.ok) {
    for (const issue of parsed.error) {
      const field = FIELDS.find((f) => issue.path === f);
      if (field && !errors[field]) {
        errors[field] =
          field === 'priceEnding'
            ? `${L.priceEnding} must be one of ${PRICE_ENDINGS.join(', ')}`
            : `${L[field]} ${issueText(issue)}`;
      }
    }
  }
  return errors;
}

/** The venue's pricing settings of valid values, as the PROFILE record stores them. */
export function pricingFromValues(values: PricingSettingsValues): PricingSettings {
  return {
    targetFoodCostPercent: toNumber(values.targetFoodCostPercent) ?? Number.NaN,
    priceEnding: values.priceEnding as PriceEnding,
    taxPercent: toNumber(values.taxPercent) ?? Number.NaN,
    pricesIncludeTax: values.pricesIncludeTax,
  };
}

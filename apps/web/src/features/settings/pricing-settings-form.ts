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
import { i18n } from '../../i18n/i18n';

/** The venue's menu pricing settings as the form holds them (operations-model §7). */
export interface PricingSettingsValues {
  targetFoodCostPercent: NumberValue;
  priceEnding: string;
  taxPercent: NumberValue;
  pricesIncludeTax: boolean;
}

export type PricingSettingsField = keyof PricingSettingsValues;
export type PricingSettingsErrors = Partial<Record<PricingSettingsField, string>>;

/** The label of a field, which its messages begin with. */
export const pricingSettingsLabel = (field: PricingSettingsField): string =>
  i18n.t(`settings:pricing.${field}`);

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
  const label = pricingSettingsLabel;
  const errors: PricingSettingsErrors = {};
  for (const field of ['targetFoodCostPercent', 'taxPercent'] as const) {
    if (isBlank(values[field])) {
      errors[field] = i18n.t('settings:validation.required', { label: label(field) });
    } else if (toNumber(values[field]) === null) {
      errors[field] = i18n.t('settings:validation.notNumber', { label: label(field) });
    }
  }
  const parsed = parseRecord(profileSettingsSchema, { skey: 'PROFILE', ...profileFields(values) });
  if (!parsed.ok) {
    for (const issue of parsed.error) {
      const field = FIELDS.find((f) => issue.path === f);
      if (field && !errors[field]) {
        errors[field] =
          field === 'priceEnding'
            ? i18n.t('settings:validation.oneOf', {
                label: label(field),
                choices: PRICE_ENDINGS.join(', '),
              })
            : i18n.t('settings:validation.issue', { label: label(field), issue: issueText(issue) });
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

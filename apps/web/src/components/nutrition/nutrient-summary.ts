import { ADDED_SUGAR, NUTRIENTS, roundTo, type NutrientValues } from '@larder/domain';
import { currentLanguage } from '../../i18n/i18n';
import { formatNumber } from '../../i18n/format';
import { nutrientName, nutrientUnitText } from './nutrient-names';
import { LABEL_FIELDS } from './nutrition-form';

const ALL = [...NUTRIENTS, ADDED_SUGAR];

/** A value for display: 3 significant figures, at most 2 decimals, as the language writes it. */
export function nutrientAmountText(value: number): string {
  if (value === 0) return '0';
  const digits = Math.max(0, Math.min(2, 2 - Math.floor(Math.log10(Math.abs(value)))));
  const rounded = roundTo(value, digits);
  if (currentLanguage() === 'en') return String(rounded);
  return formatNumber(rounded, { maximumFractionDigits: digits, useGrouping: false });
}

/**
 * The values present, label nutrients first then the rest of the catalogue, as
 * "Energy 1046 kJ" texts in the interface language (absent values are left out, never shown
 * as 0); `amount` is the text after the name ("1046 kJ").
 */
export function nutrientSummary(
  values: NutrientValues,
  options: { all?: boolean } = {},
): { tag: string; label: string; amount: string; text: string }[] {
  const list = options.all
    ? [...LABEL_FIELDS, ...ALL.filter((n) => !LABEL_FIELDS.includes(n))]
    : LABEL_FIELDS;
  return list
    .filter((n) => typeof values[n.tag] === 'number')
    .map((n) => {
      const label = nutrientName(n);
      const amount = `${nutrientAmountText(values[n.tag] as number)} ${nutrientUnitText(n.unit)}`;
      return { tag: n.tag, label, amount, text: `${label} ${amount}` };
    });
}

import { ADDED_SUGAR, NUTRIENTS, roundTo, type NutrientValues } from '@larder/domain';
import { LABEL_FIELDS } from './nutrition-form';

const ALL = [...NUTRIENTS, ADDED_SUGAR];

/** A value for display: 3 significant figures, at most 2 decimals. */
export function nutrientAmountText(value: number): string {
  if (value === 0) return '0';
  const digits = Math.max(0, Math.min(2, 2 - Math.floor(Math.log10(Math.abs(value)))));
  return String(roundTo(value, digits));
}

/**
 * The values present, label nutrients first then the rest of the catalogue, as
 * "Energy 1046 kJ" texts (absent values are left out, never shown as 0).
 */
export function nutrientSummary(
  values: NutrientValues,
  options: { all?: boolean } = {},
): { tag: string; label: string; text: string }[] {
  const list = options.all
    ? [...LABEL_FIELDS, ...ALL.filter((n) => !LABEL_FIELDS.includes(n))]
    : LABEL_FIELDS;
  return list
    .filter((n) => typeof values[n.tag] === 'number')
    .map((n) => ({
      tag: n.tag,
      label: n.label,
      text: `${n.label} ${nutrientAmountText(values[n.tag] as number)} ${n.unit}`,
    }));
}

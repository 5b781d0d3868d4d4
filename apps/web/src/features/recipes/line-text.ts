import {
  roundTo,
  unitLabel,
  type LineResult,
  type RecipeLine,
  type UnitsInput,
} from '@larder/domain';
import { formatQuantity } from '../../i18n/format';
import { currentLanguage } from '../../i18n/i18n';
import { numberText } from './figure-text';

/** A quantity as entered: '2 cups', '1 can', '3 slice'; '—' without a value. */
export function quantityText(value: number | null | undefined, unit: string | null | undefined) {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '—';
  const shown = roundTo(value, 10);
  const number = numberText(shown, 10);
  return unit ? `${number} ${unitLabel(unit, shown, currentLanguage())}` : number;
}

/**
 * A recipe line's quantity as entered; a honoured custom unit also shows what it amounts to
 * ('3 scoop (150 g)', costing-model §4).
 */
export function lineQuantityText(
  line: RecipeLine,
  result: LineResult | undefined,
  units?: UnitsInput,
) {
  if (result?.custom === 'honoured' && result.value !== null && result.unit) {
    const amount = formatQuantity(result.value, result.unit, { units });
    return `${quantityText(line.qty_value_custom, line.qty_unit_custom)} (${amount})`;
  }
  return quantityText(line.qty_value, line.qty_unit);
}

import { quantityToBase } from '../units/item-conversions';
import { unitTableFor, type UnitsInput } from '../units/unit-table';
import { formatQuantity } from './format-quantity';

/** Below this many mL a volume serving is shown in mL (costing-model §10). */
export const SERVING_ML_BELOW = 50;

/**
 * The serving text (costing-model §10): a weight serving in its unit (promoted as quantities
 * are); a volume serving falls back to cups, or to mL when below 50 mL. Empty when the serving
 * is not a weight or volume. With a `locale`, written as `formatQuantity` writes it there.
 */
export const servingText = (
  size: number | null | undefined,
  unit: string | null | undefined,
  options?: {
    readonly units?: UnitsInput;
    readonly decimals?: number;
    readonly locale?: string;
  },
): string => {
  if (typeof size !== 'number' || !Number.isFinite(size) || size <= 0 || !unit) return '';
  const table = unitTableFor(options?.units);
  const base = quantityToBase(size, unit, undefined, table);
  const decimals = options?.decimals ?? 2;
  const locale = options?.locale;
  if (base?.dimension === 'weight')
    return formatQuantity(size, unit, { decimals, units: table, locale });
  if (base?.dimension !== 'volume') return '';
  if (base.amount < SERVING_ML_BELOW)
    return formatQuantity(base.amount, 'mL', { decimals, locale });
  const cup = table.sizes.get('cup')?.size ?? 240;
  return formatQuantity(base.amount / cup, 'cup', { decimals, units: table, locale });
};

import { quantityToBase, SERVING_ML_BELOW, unitTableFor, type UnitsInput } from '@larder/domain';
import { formatQuantity } from '../../i18n/format';

/**
 * The serving text (costing-model §10) in the interface language, as the domain's `servingText`
 * gives it in English: a weight serving in its unit (promoted as quantities are); a volume
 * serving in cups, or in mL below 50 mL. Empty when the serving is not a weight or volume.
 */
export function servingText(
  size: number | null | undefined,
  unit: string | null | undefined,
  options?: { readonly units?: UnitsInput; readonly decimals?: number },
): string {
  if (typeof size !== 'number' || !Number.isFinite(size) || size <= 0 || !unit) return '';
  const table = unitTableFor(options?.units);
  const base = quantityToBase(size, unit, undefined, table);
  const decimals = options?.decimals ?? 2;
  if (base?.dimension === 'weight') return formatQuantity(size, unit, { decimals, units: table });
  if (base?.dimension !== 'volume') return '';
  if (base.amount < SERVING_ML_BELOW) return formatQuantity(base.amount, 'mL', { decimals });
  const cup = table.sizes.get('cup')?.size ?? 240;
  return formatQuantity(base.amount / cup, 'cup', { decimals, units: table });
}

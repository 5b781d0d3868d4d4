import { normaliseUnit } from '../units/normalise-unit';
import { unitDefinition } from '../units/unit-catalogue';
import { unitTableFor, type UnitsInput } from '../units/unit-table';
import { roundTo } from './round';

/** A quantity to display. */
export interface DisplayQuantity {
  readonly value: number;
  readonly unit: string;
}

/** Promotion limits (costing-model §10, product spec §9). */
export const PROMOTE_ABOVE = 999;
export const SPOONS_TO_CUPS_ABOVE = 18;

/**
 * Display promotion (costing-model §10): g or mL above 999 go up to kg or L; kg or L below 1
 * show g or mL; tbsp or tsp above 18 show cups (with the user's sizes).
 */
export const promoteQuantity = (
  value: number,
  unit: string,
  units?: UnitsInput,
): DisplayQuantity => {
  const canonical = normaliseUnit(unit) ?? unit;
  if (canonical === 'g' && value > PROMOTE_ABOVE) return { value: value / 1000, unit: 'kg' };
  if (canonical === 'mL' && value > PROMOTE_ABOVE) return { value: value / 1000, unit: 'L' };
  if (canonical === 'kg' && value < 1) return { value: value * 1000, unit: 'g' };
  if (canonical === 'L' && value < 1) return { value: value * 1000, unit: 'mL' };
  if ((canonical === 'tbsp' || canonical === 'tsp') && value > SPOONS_TO_CUPS_ABOVE) {
    const sizes = unitTableFor(units).sizes;
    const spoon = sizes.get(canonical)?.size ?? 0;
    const cup = sizes.get('cup')?.size ?? 1;
    return { value: (value * spoon) / cup, unit: 'cup' };
  }
  return { value, unit: canonical };
};

/** The unit's label, plural when the value is not 1; a custom unit as given. */
export const unitLabel = (unit: string, value: number): string => {
  const def = unitDefinition(normaliseUnit(unit) ?? '');
  if (!def) return unit;
  return value === 1 ? def.label : def.plural;
};

/**
 * A quantity for display, promoted (see `promoteQuantity`) and rounded to `decimals`
 * (default 2, at most 10): '1.5 kg', '750 g', '1.25 cups'.
 */
export const formatQuantity = (
  value: number | null | undefined,
  unit: string,
  options?: { readonly decimals?: number; readonly units?: UnitsInput },
): string => {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const shown = promoteQuantity(value, unit, options?.units);
  const rounded = roundTo(shown.value, options?.decimals ?? 2);
  return `${rounded} ${unitLabel(shown.unit, rounded)}`;
};

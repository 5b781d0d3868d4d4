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

/**
 * The unit's label, plural when the value is not 1; a custom unit as given. In French
 * (`language` 'fr') the unit's French name, apart from the metric symbols (g, kg, mL, L), which
 * French writes the same.
 */
export const unitLabel = (unit: string, value: number, language: 'en' | 'fr' = 'en'): string => {
  const def = unitDefinition(normaliseUnit(unit) ?? '');
  if (!def) return unit;
  if (language === 'fr') return def.system === 'metric' ? def.label : def.fr;
  return value === 1 ? def.label : def.plural;
};

/**
 * A quantity for display, promoted (see `promoteQuantity`) and rounded to `decimals`
 * (default 2, at most 10): '1.5 kg', '750 g', '1.25 cups'. With a `locale` (BCP 47), the
 * number is written as that locale writes it and a French locale names the unit in French:
 * '1,5 kg', '1,25 tasse'.
 */
export const formatQuantity = (
  value: number | null | undefined,
  unit: string,
  options?: {
    readonly decimals?: number;
    readonly units?: UnitsInput;
    readonly locale?: string;
  },
): string => {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const shown = promoteQuantity(value, unit, options?.units);
  const decimals = options?.decimals ?? 2;
  const rounded = roundTo(shown.value, decimals);
  const locale = options?.locale;
  if (!locale) return `${rounded} ${unitLabel(shown.unit, rounded)}`;
  const number = new Intl.NumberFormat(locale, {
    maximumFractionDigits: Math.min(Math.max(decimals, 0), 10),
    useGrouping: false,
  }).format(rounded);
  const language = locale.toLowerCase().startsWith('fr') ? 'fr' : 'en';
  return `${number} ${unitLabel(shown.unit, rounded, language)}`;
};

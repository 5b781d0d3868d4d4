import type { DecimalValue } from '../plain-fields/typed-decimal';

/** A number field of the form: '' while empty (Mantine's NumberInput, the plain decimal field). */
export type NumberValue = DecimalValue;

/** A number from a form value; null when empty or not a number. */
export function toNumber(value: NumberValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

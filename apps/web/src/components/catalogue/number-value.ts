/** A number field of the form: '' while empty (Mantine NumberInput). */
export type NumberValue = number | string;

/** A number from a form value; null when empty or not a number. */
export function toNumber(value: NumberValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Rounding never uses more than 10 decimals (costing-model §10, product spec §5). */
export const MAX_DECIMALS = 10;

/**
 * Rounds half away from zero to `decimals` places (clamped to 0..10), correcting binary
 * representation error (1.005 -> 1.01).
 */
export const roundTo = (value: number, decimals: number): number => {
  if (!Number.isFinite(value)) return value;
  const d = Math.min(MAX_DECIMALS, Math.max(0, Math.trunc(decimals)));
  const f = 10 ** d;
  const r = Math.round(Math.abs(value) * f * (1 + Number.EPSILON)) / f;
  return value < 0 && r !== 0 ? -r : r;
};

/** The numeric test of product spec §5: a finite number, or a string holding one. */
export const isNumeric = (value: unknown): boolean =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));

/**
 * Label arithmetic shared by every format (nutrition-labels.md §1.3): values are normalised
 * to 9 decimals before any comparison (209.2 / 4.184 = 49.99999999999999 -> 50), and rounded
 * to a step with ties half up.
 */

/** `x` at 9 decimals; 0 for anything not finite or not positive (absent counts as 0). */
export const normaliseAmount = (x: number): number =>
  Number.isFinite(x) && x > 0 ? Number(x.toFixed(9)) : 0;

/** Rounds `x` (>= 0) to the nearest multiple of `step`, ties half up. */
export const roundHalfUp = (x: number, step: number): number => {
  const units = Math.floor(normaliseAmount(normaliseAmount(x) / step) + 0.5);
  return normaliseAmount(units * step);
};

/** The step that keeps `figures` significant figures of `x` (0.001 for 1.23456 at 3). */
export const significantStep = (x: number, figures: number): number => {
  const v = normaliseAmount(x);
  if (v === 0) return 0;
  const exponent = Number(v.toExponential().split('e')[1]);
  return Number((10 ** (exponent - figures + 1)).toPrecision(1));
};

/** The decimals a step shows: 0.25 -> 2, 0.5 -> 1, 5 -> 0. */
export const decimalsOf = (step: number): number => {
  const s = String(normaliseAmount(step));
  const dot = s.indexOf('.');
  return dot < 0 ? 0 : s.length - dot - 1;
};

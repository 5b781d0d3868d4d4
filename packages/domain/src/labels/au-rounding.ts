import { declaredAmount, type Declared } from './declared';
import { decimalsOf, normaliseAmount, roundHalfUp, significantStep } from './label-rounding';

/**
 * ANZ rounding (FSANZ user guide §3.6; nutrition-labels.md §4.3). Ours: round once to 3
 * significant figures but no finer than `finest` (0.1 g, 1 kJ, 1 mg, 1 Cal); print the
 * step's decimals ("7.0 g"), and "0" for a zero result ("0 g", never "0.0 g").
 */
export const auRound = (amount: number, finest: number): Declared => {
  const x = normaliseAmount(amount);
  const step = Math.max(significantStep(x, 3), finest);
  const value = x === 0 ? 0 : roundHalfUp(x, step);
  return declaredAmount(value, value === 0 ? 0 : decimalsOf(step));
};

/** Finest steps per unit. */
export const AU_FINEST = { g: 0.1, kJ: 1, mg: 1, Cal: 1 } as const;

/** %DI: ours, whole percent of the declared per-serving amount. */
export const auPercentDi = (percent: number): number => roundHalfUp(percent, 1);

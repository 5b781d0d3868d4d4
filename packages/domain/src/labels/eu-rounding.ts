import { declaredAmount, declaredLessThan, type Declared } from './declared';
import { normaliseAmount, roundHalfUp } from './label-rounding';

/**
 * UK/EU rounding (EC guidance on tolerances, Dec 2012; nutrition-labels.md §3.3), per 100 g
 * and per portion alike. Ours: "0 g" only for an exact zero, else the "<" form; the band's
 * decimals are always printed ("5.0 g", "0.30 g").
 */

/** Energy: nearest 1 kJ and 1 kcal. */
export const euEnergy = (x: number): Declared => declaredAmount(roundHalfUp(x, 1), 0);

/**
 * A band table: >= `upper` -> whole numbers at `upperStep`; above `lower` -> `step` with its
 * decimals; up to `lower` -> "<limit"; exactly 0 -> "0".
 */
const banded =
  (
    upper: number,
    upperStep: number,
    upperDecimals: number,
    lower: number,
    step: number,
    decimals: number,
    limit: number,
  ) =>
  (amount: number): Declared => {
    const x = normaliseAmount(amount);
    if (x === 0) return declaredAmount(0, 0);
    if (x <= lower) return declaredLessThan(limit, decimals);
    if (x < upper) return declaredAmount(roundHalfUp(x, step), decimals);
    return declaredAmount(roundHalfUp(x, upperStep), upperDecimals);
  };

/** Fat, carbohydrate, sugars, protein, fibre, polyols, starch: >= 10 g -> 1 g; > 0.5 -> 0.1 g; <= 0.5 -> "<0.5 g". */
export const euMacro = banded(10, 1, 0, 0.5, 0.1, 1, 0.5);

/** Saturates, mono-, polyunsaturates: >= 10 g -> 1 g; > 0.1 -> 0.1 g; <= 0.1 -> "<0.1 g". */
export const euSaturates = banded(10, 1, 0, 0.1, 0.1, 1, 0.1);

/** Salt: >= 1 g -> 0.1 g; > 0.0125 -> 0.01 g; <= 0.0125 -> "<0.01 g". */
export const euSalt = banded(1, 0.1, 1, 0.0125, 0.01, 2, 0.01);

/** %RI: ours, whole percent. */
export const euPercentRi = (percent: number): number => roundHalfUp(percent, 1);

import { declaredAmount, type Declared } from './declared';
import { normaliseAmount, roundHalfUp } from './label-rounding';

/** Canadian rounding (FDR B.01.401 and B.01.402 tables; nutrition-labels.md §5.2). */

/** Calories: < 5 -> 0 when free of energy, else nearest 1; 5-50 -> nearest 5; > 50 -> 10. */
export const caCalories = (kcal: number, freeOfEnergy: boolean): Declared => {
  const x = normaliseAmount(kcal);
  if (x < 5) return declaredAmount(freeOfEnergy ? 0 : roundHalfUp(x, 1));
  return declaredAmount(roundHalfUp(x, x <= 50 ? 5 : 10));
};

/** kJ (optional): nearest 10. */
export const caKilojoules = (kj: number): Declared => declaredAmount(roundHalfUp(kj, 10));

/** Fat, saturated, trans: < 0.5 g -> 0 when "free of", else 0.1 g; 0.5-5 g -> 0.5 g; > 5 g -> 1 g. */
export const caFat = (g: number, freeOf: boolean): Declared => {
  const x = normaliseAmount(g);
  if (x < 0.5) return declaredAmount(freeOf ? 0 : roundHalfUp(x, 0.1));
  return declaredAmount(roundHalfUp(x, x <= 5 ? 0.5 : 1));
};

/** Cholesterol: 0 when free of cholesterol, else nearest 5 mg. */
export const caCholesterol = (mg: number, freeOf: boolean): Declared =>
  declaredAmount(freeOf ? 0 : roundHalfUp(mg, 5));

/** Sodium: < 5 mg -> 0 when free of sodium, else 1 mg; 5-140 -> 5 mg; > 140 -> 10 mg. */
export const caSodium = (mg: number, freeOf: boolean): Declared => {
  const x = normaliseAmount(mg);
  if (x < 5) return declaredAmount(freeOf ? 0 : roundHalfUp(x, 1));
  return declaredAmount(roundHalfUp(x, x <= 140 ? 5 : 10));
};

/** Carbohydrate, fibre, sugars: < 0.5 g -> 0; else nearest 1 g. */
export const caCarbohydrate = (g: number): Declared => {
  const x = normaliseAmount(g);
  return declaredAmount(x < 0.5 ? 0 : roundHalfUp(x, 1));
};

/** Protein: < 0.5 g -> nearest 0.1 g; else nearest 1 g. */
export const caProtein = (g: number): Declared => {
  const x = normaliseAmount(g);
  return declaredAmount(roundHalfUp(x, x < 0.5 ? 0.1 : 1));
};

/** Potassium, calcium: < 5 mg -> 0; 5-< 50 -> 10 mg; 50-< 250 -> 25 mg; >= 250 -> 50 mg. */
export const caPotassiumCalcium = (mg: number): Declared => {
  const x = normaliseAmount(mg);
  if (x < 5) return declaredAmount(0);
  return declaredAmount(roundHalfUp(x, x < 50 ? 10 : x < 250 ? 25 : 50));
};

/** Iron: < 0.05 mg -> 0; < 0.5 -> 0.1 mg; < 2.5 -> 0.25 mg; >= 2.5 -> 0.5 mg. */
export const caIron = (mg: number): Declared => {
  const x = normaliseAmount(mg);
  if (x < 0.05) return declaredAmount(0);
  return declaredAmount(roundHalfUp(x, x < 0.5 ? 0.1 : x < 2.5 ? 0.25 : 0.5));
};

/** %DV: 0% when the amount is declared 0, else nearest 1% (of the declared amount). */
export const caPercentDv = (declared: number, dailyValue: number): number =>
  declared === 0 ? 0 : roundHalfUp((declared / dailyValue) * 100, 1);

/**
 * Servings per container: < 2 -> nearest 1 (at least 1); 2-5 -> nearest 0.5; > 5 -> nearest
 * 1. `rounded` tells whether "about"/"environ" is printed. Null when unknown.
 */
export const caServings = (servings: number | null): { value: number; rounded: boolean } | null => {
  if (servings === null) return null;
  const x = normaliseAmount(servings);
  if (x === 0) return null;
  const value = x < 2 ? Math.max(1, roundHalfUp(x, 1)) : roundHalfUp(x, x <= 5 ? 0.5 : 1);
  return { value, rounded: value !== x };
};

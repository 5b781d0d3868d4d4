import { declaredAmount, declaredLessThan, type Declared } from './declared';
import { normaliseAmount, roundHalfUp } from './label-rounding';

/**
 * US rounding per serving (21 CFR 101.9(b)(8), (c); FDA Food Labeling Guide Appendix H;
 * nutrition-labels.md §2.1). Every threshold is compared with the 9-decimal value.
 */

/** Calories: < 5 -> 0; <= 50 -> nearest 5; > 50 -> nearest 10. */
export const usCalories = (kcal: number): Declared => {
  const x = normaliseAmount(kcal);
  if (x < 5) return declaredAmount(0);
  return declaredAmount(roundHalfUp(x, x <= 50 ? 5 : 10));
};

/** Total, saturated, trans, mono, poly fat: < 0.5 g -> 0; < 5 g -> nearest 0.5; else 1 g. */
export const usFat = (g: number): Declared => {
  const x = normaliseAmount(g);
  if (x < 0.5) return declaredAmount(0);
  return declaredAmount(roundHalfUp(x, x < 5 ? 0.5 : 1));
};

/** Cholesterol: < 2 mg -> 0; 2-5 mg -> "less than 5mg"; > 5 mg -> nearest 5 mg. */
export const usCholesterol = (mg: number): Declared => {
  const x = normaliseAmount(mg);
  if (x < 2) return declaredAmount(0);
  if (x <= 5) return declaredLessThan(5);
  return declaredAmount(roundHalfUp(x, 5));
};

/** Sodium, potassium: < 5 mg -> 0; 5-140 mg -> nearest 5; > 140 mg -> nearest 10. */
export const usSodium = (mg: number): Declared => {
  const x = normaliseAmount(mg);
  if (x < 5) return declaredAmount(0);
  return declaredAmount(roundHalfUp(x, x <= 140 ? 5 : 10));
};

/**
 * Total carbohydrate, fiber, total and added sugars, protein: < 0.5 g -> 0; < 1 g ->
 * "less than 1g"; else nearest 1 g.
 */
export const usCarbohydrate = (g: number): Declared => {
  const x = normaliseAmount(g);
  if (x < 0.5) return declaredAmount(0);
  if (x < 1) return declaredLessThan(1);
  return declaredAmount(roundHalfUp(x, 1));
};

/**
 * Vitamin and mineral amounts (FDA guidance): increment 0.1 when the RDI is below 25 (mg or
 * mcg: vitamin D, iron), 1 from 25 to below 250, 10 from 250 (calcium).
 */
export const usVitaminMineral = (amount: number, rdi: number): Declared => {
  const step = rdi < 25 ? 0.1 : rdi < 250 ? 1 : 10;
  return declaredAmount(roundHalfUp(amount, step));
};

/** %DV of a non-vitamin nutrient: nearest 1%. */
export const usPercentDv = (percent: number): number => roundHalfUp(percent, 1);

/**
 * %DV of a vitamin or mineral ((c)(8)(iii)): <= 10% -> nearest 2%; > 10-50% -> nearest 5%;
 * > 50% -> nearest 10%. Ours below 2%: < 1% -> 0%, 1% to < 2% -> 2%.
 */
export const usVitaminPercentDv = (percent: number): number => {
  const x = normaliseAmount(percent);
  if (x < 1) return 0;
  if (x < 2) return 2;
  return roundHalfUp(x, x <= 10 ? 2 : x <= 50 ? 5 : 10);
};

/**
 * Servings per container: 2-5 -> nearest 0.5; > 5 -> nearest whole (ours: below 2 also
 * nearest 0.5, at least 0.5); "about" when rounding changed the number. Null when unknown.
 */
export const usServings = (servings: number | null): string | null => {
  if (servings === null) return null;
  const x = normaliseAmount(servings);
  if (x === 0) return null;
  const r = Math.max(0.5, roundHalfUp(x, x <= 5 ? 0.5 : 1));
  return r === x ? String(r) : `about ${r}`;
};

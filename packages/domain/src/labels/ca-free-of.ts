import { normaliseAmount } from './label-rounding';

/**
 * "Free of" conditions that let Canada declare small amounts as 0 (B.01.401 table; Table of
 * Permitted Nutrient Content Statements and Claims). We hold no reference amounts, so they
 * are evaluated on the serving only (nutrition-labels.md §5.2). Ours (thresholds unverified
 * against the primary text): energy < 5 Cal; saturated fat < 0.2 g with trans < 0.2 g; trans
 * < 0.2 g with saturated + trans <= 2 g; fat < 0.5 g with saturated and trans declared 0;
 * cholesterol < 2 mg; sodium < 5 mg.
 */
export const CA_FREE_OF = {
  energyKcal: 5,
  saturatedG: 0.2,
  transG: 0.2,
  lowSaturatedPlusTransG: 2,
  fatG: 0.5,
  cholesterolMg: 2,
  sodiumMg: 5,
} as const;

/** Per-serving amounts the conditions look at (unrounded). */
export interface CaServingAmounts {
  readonly kcal: number;
  readonly fat: number;
  readonly saturated: number;
  readonly trans: number;
  readonly cholesterol: number;
  readonly sodium: number;
}

export const caFreeOfEnergy = (s: CaServingAmounts): boolean =>
  normaliseAmount(s.kcal) < CA_FREE_OF.energyKcal;

export const caFreeOfSaturated = (s: CaServingAmounts): boolean =>
  normaliseAmount(s.saturated) < CA_FREE_OF.saturatedG &&
  normaliseAmount(s.trans) < CA_FREE_OF.transG;

export const caFreeOfTrans = (s: CaServingAmounts): boolean =>
  normaliseAmount(s.trans) < CA_FREE_OF.transG &&
  normaliseAmount(s.saturated + s.trans) <= CA_FREE_OF.lowSaturatedPlusTransG;

/** Fat-free also needs saturated and trans fat declared as 0 g. */
export const caFreeOfFat = (
  s: CaServingAmounts,
  saturatedDeclared: number | null,
  transDeclared: number | null,
): boolean =>
  normaliseAmount(s.fat) < CA_FREE_OF.fatG && saturatedDeclared === 0 && transDeclared === 0;

export const caFreeOfCholesterol = (s: CaServingAmounts): boolean =>
  normaliseAmount(s.cholesterol) < CA_FREE_OF.cholesterolMg;

export const caFreeOfSodium = (s: CaServingAmounts): boolean =>
  normaliseAmount(s.sodium) < CA_FREE_OF.sodiumMg;

import type { NutrientValues } from '../nutrition/nutrient-catalogue';
import { normaliseAmount } from './label-rounding';

/** A per-100 g nutrient; absent, negative or not finite counts as 0 (nutrition-labels.md §1.5). */
export const per100 = (per100g: NutrientValues, tag: string): number =>
  normaliseAmount(per100g[tag] ?? 0);

/** Per serving = per 100 g x serving size g / 100 (nutrition-labels.md §1.1). */
export const perServing = (per100g: NutrientValues, tag: string, servingSizeG: number): number =>
  (per100(per100g, tag) * normaliseAmount(servingSizeG)) / 100;

import { z } from 'zod';
import { numeric, text } from './fields';

/** Nutrition as a USDA SR id string, looked up in the bundled database (costing-model §9). */
export const nutritionIdSchema = z.string();

/** Manual nutrition: values per `per` `perUnit`, energy in `energyUnit` (costing-model §9). */
export const manualNutritionSchema = z.looseObject({
  per: numeric,
  perUnit: text,
  energyUnit: text,
  values: z.record(z.string(), z.unknown()),
});

/** Nutrition as an object of per-100 g values keyed by nutrient tag (costing-model §9). */
export const per100NutritionSchema = z.record(z.string(), z.unknown());

/** An item's nutrition (field `usda`) in its three forms (product spec §3). */
export const nutritionSchema = z.union([
  nutritionIdSchema,
  manualNutritionSchema,
  per100NutritionSchema,
]);

export type ManualNutrition = z.infer<typeof manualNutritionSchema>;
export type Nutrition = z.infer<typeof nutritionSchema>;

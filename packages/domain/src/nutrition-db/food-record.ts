import { z } from 'zod';
import { NUTRIENT_TAGS, type NutrientValues } from '../nutrition/nutrient-catalogue';

/** One household measure of a food: `amount` `unit` weighs `grams` (e.g. 1 cup = 227 g). */
export interface FoodMeasure {
  readonly amount: number;
  readonly unit: string;
  readonly grams: number;
}

/**
 * One food of the bundled nutrition database (costing-model §9: an item's `usda` id is looked
 * up here). Values are per 100 g, keyed by the nutrient tags of product spec §3, energy in kJ;
 * a nutrient the source does not report is absent (unknown), never 0.
 */
export interface Food {
  /** USDA SR nutrient databank number, 5 digits ('01001'). */
  readonly id: string;
  readonly name: string;
  /** SR food group code ('01'; see FOOD_GROUPS), null when the source gives none. */
  readonly group: string | null;
  readonly values: NutrientValues;
  readonly measures: readonly FoodMeasure[];
  /** Listed only among the source's deprecated foods: kept for stored ids, not offered in search. */
  readonly deprecated: boolean;
}

const amount = z.number().finite().nonnegative();

/** Validator for one decoded food (the `Food` record). */
export const foodSchema = z.object({
  id: z.string().regex(/^\d{5}$/),
  name: z.string().min(1),
  group: z
    .string()
    .regex(/^\d{2}$/)
    .nullable(),
  values: z.partialRecord(z.enum(NUTRIENT_TAGS as [string, ...string[]]), amount),
  measures: z.array(
    z.object({ amount: amount, unit: z.string().min(1), grams: z.number().finite().positive() }),
  ),
  deprecated: z.boolean(),
});

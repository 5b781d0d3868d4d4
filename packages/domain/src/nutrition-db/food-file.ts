import { z } from 'zod';
import { NUTRIENT_TAGS } from '../nutrition/nutrient-catalogue';

/** Name and version of the bundled file's layout. */
export const FOOD_FILE_FORMAT = 'larder-nutrition-db';
export const FOOD_FILE_VERSION = 1;

const amount = z.number().finite().nonnegative();

/**
 * One food as stored in the bundled file (compact array form):
 * [id, name, group code or null, values, measures, deprecated?]. `values` is aligned with the
 * file's `nutrients` list, null where the source reports nothing (trailing nulls trimmed);
 * each measure is [amount, unit, grams]. The sixth element is 1 for a deprecated food.
 */
const packedHead = [
  z.string().regex(/^\d{5}$/),
  z.string().min(1),
  z
    .string()
    .regex(/^\d{2}$/)
    .nullable(),
  z.array(amount.nullable()),
  z.array(z.tuple([amount, z.string().min(1), z.number().finite().positive()])),
] as const;

export const packedFoodSchema = z.union([
  z.tuple([...packedHead]),
  z.tuple([...packedHead, z.literal(1)]),
]);

export type PackedFood = z.infer<typeof packedFoodSchema>;

/** The bundled file (packages/domain/data/usda-sr24.json, built by scripts/build-nutrition.ts). */
export const foodFileSchema = z
  .object({
    format: z.literal(FOOD_FILE_FORMAT),
    version: z.literal(FOOD_FILE_VERSION),
    source: z.string(),
    nutrients: z.array(z.enum(NUTRIENT_TAGS as [string, ...string[]])),
    foods: z.array(packedFoodSchema),
  })
  .refine((file) => file.foods.every((f) => f[3].length <= file.nutrients.length), {
    message: 'a food has more values than the file has nutrients',
    path: ['foods'],
  });

export type FoodFile = z.infer<typeof foodFileSchema>;

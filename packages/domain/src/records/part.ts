import { z } from 'zod';
import { numeric, text } from './fields';
import { nutritionSchema } from './nutrition';

/** A part of a `multiple` item (product spec §3, costing-model §3). */
export const partSchema = z.looseObject({
  name: text,
  size: numeric,
  unit: text,
  eachcost: numeric,
  usda: nutritionSchema.nullish(),
});

export type Part = z.infer<typeof partSchema>;

import { z } from 'zod';

/**
 * An item's optional par level (operations-model §3): the quantity to keep on hand, in any
 * unit the item converts to. The quantity is a number of at least 0; the unit is named.
 */
export const parLevelSchema = z.looseObject({
  qty: z.number().min(0),
  unit: z.string().min(1).regex(/\S/),
});

export type ParLevel = z.infer<typeof parLevelSchema>;

import { z } from 'zod';
import { flag, foodkey, timestamp } from './fields';
import { calendarDate, positiveAmount, recordName, skey } from './operation-fields';

/**
 * A line of a manual prep list (operations-model §1): a recipe and the amount wanted, in
 * 'servings', 'batches' or a weight or volume unit (the demand computation reads the unit).
 */
export const prepListLineSchema = z.looseObject({
  foodkey,
  amount: positiveAmount,
  unit: z.string().min(1),
});

/** A saved manual prep list (operations-model §1, §2): its name, day and lines. */
export const prepListSchema = z.looseObject({
  skey,
  name: recordName,
  date: calendarDate.nullish(),
  lines: z.array(prepListLineSchema),
  deleted: flag,
  timestamp,
});

export type PrepListLine = z.infer<typeof prepListLineSchema>;
export type PrepList = z.infer<typeof prepListSchema>;

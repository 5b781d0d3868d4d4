import { z } from 'zod';
import { flag, foodkey, timestamp } from './fields';
import { calendarDate, recordName, skey } from './operation-fields';

/** A dish and the whole number of units of it sold in the period, 0 or more (operations-model §7). */
export const salesCountLineSchema = z.looseObject({
  foodkey,
  unitsSold: z.number().int().min(0),
});

/**
 * The sales of a menu over a period (operations-model §7, menu engineering): its name, the
 * first and last day (`to` not before `from`), the menu it counts (a menu's skey, '' for the
 * Default Menu) and the units sold per dish. Keyed by `skey`.
 */
export const salesCountSchema = z
  .looseObject({
    skey,
    name: recordName,
    from: calendarDate,
    to: calendarDate,
    menu: z.string(),
    lines: z.array(salesCountLineSchema),
    deleted: flag,
    timestamp,
  })
  .superRefine((count, ctx) => {
    // Days written YYYY-MM-DD compare as text in calendar order; a day that does not exist is
    // named by its own check.
    const days = [count.from, count.to];
    if (days.every((day) => calendarDate.safeParse(day).success) && count.to < count.from) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `must not be before ${count.from}`,
        params: { reason: 'field-too-small', minimum: count.from },
      });
    }
  });

export type SalesCountLine = z.infer<typeof salesCountLineSchema>;
export type SalesCount = z.infer<typeof salesCountSchema>;

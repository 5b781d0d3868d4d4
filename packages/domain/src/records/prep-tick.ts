import { z } from 'zod';
import { flag, foodkey, timestamp } from './fields';
import { calendarDate, skey } from './operation-fields';

/** The prep list of the menu forecast (operations-model §1). */
export const FORECAST_PREP_LIST = 'forecast';

/** The prep list id of an event's prep list (operations-model §5). */
export const eventPrepList = (eventSkey: string): string => `event:${eventSkey}`;

/**
 * The key of a done tick: one per list, date and line (operations-model §2, "a done tick that
 * persists per list and date"), so two devices ticking different lines both keep their ticks.
 */
export const prepTickKey = (list: string, date: string, foodkey: string): string =>
  `${list}|${date}|${foodkey}`;

/**
 * A done tick of one prep list line (operations-model §2). `list` is a prep list id: a saved
 * prep list's skey, `event:<event skey>` or 'forecast'. Its skey is
 * `prepTickKey(list, date, foodkey)`.
 */
export const prepTickSchema = z
  .looseObject({
    skey,
    list: z.string().min(1),
    date: calendarDate,
    foodkey,
    done: z.boolean(),
    deleted: flag,
    timestamp,
  })
  .superRefine((tick, ctx) => {
    if (tick.skey !== prepTickKey(tick.list, tick.date, tick.foodkey)) {
      ctx.addIssue({ code: 'custom', path: ['skey'], message: 'must be list|date|foodkey' });
    }
  });

export type PrepTick = z.infer<typeof prepTickSchema>;

import { z } from 'zod';
import { flag, foodkey, text, timestamp } from './fields';
import { calendarDate, clockTime, positiveAmount, recordName, skey } from './operation-fields';

/** Event types, in the spec's order (product spec §3 "Event types", operations-model §5). */
export const EVENT_TYPES = [
  'table',
  'setmenu',
  'birthday',
  'wedding',
  'family',
  'business',
  'celebrations',
  'banquet',
  'catering',
  'other',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** What each event type is called on screen (product spec §3 "Event types"). */
export const EVENT_TYPE_LABELS: Readonly<Record<EventType, string>> = {
  table: 'Table Booking',
  setmenu: 'Set Menu',
  birthday: 'Birthday',
  wedding: 'Wedding',
  family: 'Family',
  business: 'Business',
  celebrations: 'Celebrations',
  banquet: 'Banquet',
  catering: 'Catering',
  other: 'Other',
};

/** The states of an event (operations-model §5). */
export const EVENT_STATUSES = ['enquiry', 'confirmed', 'done', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/**
 * A menu line of an event (operations-model §5): a recipe with servings per guest or a total
 * number of servings, exactly one of the two, above 0.
 */
export const eventLineSchema = z
  .looseObject({
    foodkey,
    perGuest: positiveAmount.nullish(),
    total: positiveAmount.nullish(),
  })
  .superRefine((line, ctx) => {
    const perGuest = line.perGuest !== null && line.perGuest !== undefined;
    const total = line.total !== null && line.total !== undefined;
    if (perGuest && total) {
      ctx.addIssue({
        code: 'custom',
        path: ['total'],
        message: 'servings per guest or a total, not both',
      });
    } else if (!perGuest && !total) {
      // Named as a missing number, so the screen asks for one.
      ctx.addIssue({
        code: 'invalid_type',
        expected: 'number',
        input: line.perGuest,
        path: ['perGuest'],
        message: 'servings per guest or a total is required',
      });
    }
  });

/** How an event's contact is reached (operations-model §5); every field optional. */
export const eventContactSchema = z.looseObject({ name: text, email: text, phone: text });

/**
 * An event (operations-model §5): name, type, date, start time, guests, contact, status,
 * notes and menu lines. Keyed by `skey`.
 */
export const eventSchema = z.looseObject({
  skey,
  name: recordName,
  type: z.enum(EVENT_TYPES),
  date: calendarDate,
  start: clockTime.nullish(),
  guests: z.number().int().min(1),
  contact: eventContactSchema.nullish(),
  status: z.enum(EVENT_STATUSES),
  notes: text,
  lines: z.array(eventLineSchema),
  deleted: flag,
  timestamp,
});

export type EventLine = z.infer<typeof eventLineSchema>;
export type EventContact = z.infer<typeof eventContactSchema>;
export type EventRecord = z.infer<typeof eventSchema>;

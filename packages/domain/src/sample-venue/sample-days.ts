import { fieldError } from '../operations/field-error';
import { calendarDate } from '../records/operation-fields';

const DAY_MS = 86_400_000;

/**
 * The calendar day `days` after `day` (both 'YYYY-MM-DD'; a negative count goes back). Pure
 * calendar arithmetic: no clock, no time zone. A day that does not exist is refused with a
 * 'field-format' issue naming `path`.
 */
export const addDays = (day: string, days: number, path = 'today'): string => {
  if (!calendarDate.safeParse(day).success) throw fieldError('field-format', path);
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
};

/** A moment of a day as stored in price history: noon UTC, so its day is the same everywhere. */
export const noonOf = (day: string): string => `${day}T12:00:00.000Z`;

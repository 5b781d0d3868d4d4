import { z } from 'zod';
import { cleanName } from './clean-name';

/**
 * Field schemas of the kitchen operations records (operations-model §1, §2, §5, §6).
 */

/** The longest name or title an operations record takes. */
export const MAX_RECORD_NAME = 200;

/** A record's key: a non-empty string. */
export const skey = z.string().min(1);

/**
 * A name or title as it is stored (product spec §3): cleaned by `cleanName` (no control
 * characters, single spaces, trimmed), then 1 to 200 characters.
 */
export const recordName = z.preprocess(
  (value) => (typeof value === 'string' ? cleanName(value) : value),
  z.string().min(1).max(MAX_RECORD_NAME),
);

/** A calendar day 'YYYY-MM-DD' that exists: '2026-02-30' is refused, '2028-02-29' taken. */
export const calendarDate = z.iso.date();

/** A time of day 'HH:MM', 00:00 to 23:59. */
export const clockTime = z.iso.time({ precision: -1 });

/** A quantity above 0 (a servings count, a total, an amount). */
export const positiveAmount = z.number().positive();

/** Money or a percent of 0 or more. */
export const nonNegative = z.number().min(0);

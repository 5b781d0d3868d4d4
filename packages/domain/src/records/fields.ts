import { z } from 'zod';

/**
 * Shared field schemas, tolerant of real stored data (product spec §3): numbers may be
 * absent or null, and legacy numeric strings ('12.5') are read as numbers ('' as null).
 */
export const numeric = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : Number(v)) : v),
  z.number().nullish(),
);

/** Optional text; null allowed. */
export const text = z.string().nullish();

/** Optional flag; null allowed. */
export const flag = z.boolean().nullish();

/** A timestamp as stored: epoch milliseconds or an ISO string. */
export const timestamp = z.union([z.number(), z.string()]).nullish();

/** A list field that may be absent or null. */
export const list = <T extends z.ZodType>(item: T) => z.array(item).nullish();

/** Item keys: the upper-cased name (product spec §3). */
export const foodkey = z.string().min(1);

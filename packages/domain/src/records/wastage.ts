import { z } from 'zod';
import { numeric, text, timestamp } from './fields';

/** A wastage entry (product spec §3, costing-model §7). */
export const wastageEntrySchema = z.looseObject({
  date: timestamp,
  qty: numeric,
  qty_unit: text,
  prepqty: numeric,
  prepqty_unit: text,
  value: numeric,
});

export type WastageEntry = z.infer<typeof wastageEntrySchema>;

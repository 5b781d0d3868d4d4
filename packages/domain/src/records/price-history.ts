import { z } from 'zod';
import { numeric, text, timestamp } from './fields';

/** One price history entry: date, price per g, mL or each (product spec §3). */
export const priceHistoryEntrySchema = z.looseObject({
  date: timestamp,
  price: numeric,
  unit: text,
});

export type PriceHistoryEntry = z.infer<typeof priceHistoryEntrySchema>;

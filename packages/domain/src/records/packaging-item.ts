import { z } from 'zod';
import { flag, foodkey, list, numeric, text, timestamp } from './fields';
import { parLevelSchema } from './par-level';
import { priceHistoryEntrySchema } from './price-history';
import { wastageEntrySchema } from './wastage';

/** A packaging item; eachcost = purchase price / purchase qty (product spec §3, costing-model §4). */
export const packagingItemSchema = z.looseObject({
  type: z.literal('packaging'),
  foodkey,
  name: text,
  purchaseprice: numeric,
  purchaseqty: numeric,
  eachcost: numeric,
  gramcost: numeric,
  mlcost: numeric,
  pricehistory: list(priceHistoryEntrySchema),
  wastage: list(wastageEntrySchema),
  par: parLevelSchema.nullish(),
  timestamp,
  deleted: flag,
});

export type PackagingItem = z.infer<typeof packagingItemSchema>;

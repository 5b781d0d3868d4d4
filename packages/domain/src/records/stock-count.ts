import { z } from 'zod';
import { flag, foodkey, timestamp } from './fields';
import { calendarDate, nonNegative, recordName, skey } from './operation-fields';

/** The base units a counted quantity is converted to (costing-model §1: g, mL or each). */
export const STOCK_BASE_UNITS = ['g', 'mL', 'each'] as const;
export type StockBaseUnit = (typeof STOCK_BASE_UNITS)[number];

/**
 * A line of a stock count (operations-model §4): an item (ingredient, recipe as prepared
 * stock, or packaging), the storage area it was counted in ('' for none), the quantity of 0
 * or more in the unit it was counted in, and the snapshot taken when the line was entered:
 * the quantity in the item's base unit and the unit cost per base unit at the time of the
 * count (null when the unit did not convert or the item had no cost), so the count keeps its
 * value when prices change later.
 */
export const stockCountLineSchema = z.looseObject({
  foodkey,
  area: z.string(),
  qty: nonNegative,
  unit: z.string().min(1),
  baseQty: nonNegative.nullable(),
  baseUnit: z.enum(STOCK_BASE_UNITS).nullable(),
  unitCost: nonNegative.nullable(),
});

/**
 * The most lines a count holds: a count is one synced record, and this many lines stay well
 * inside its kind's size cap (`MAX_STOCK_COUNT_BYTES`). A larger store is counted in several
 * counts (by storage area, say).
 */
export const MAX_STOCK_COUNT_LINES = 5000;

/** A stock count (operations-model §4): its name, the day counted and its lines. Keyed by `skey`. */
export const stockCountSchema = z.looseObject({
  skey,
  name: recordName,
  date: calendarDate,
  lines: z.array(stockCountLineSchema).max(MAX_STOCK_COUNT_LINES),
  deleted: flag,
  timestamp,
});

export type StockCountLine = z.infer<typeof stockCountLineSchema>;
export type StockCount = z.infer<typeof stockCountSchema>;

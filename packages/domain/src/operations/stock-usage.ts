import type { StockCountLine } from '../records/stock-count';
import type { BaseUnit } from './purchase-unit';

/** The inputs of `stockUsage`: two counts and what was received between them. */
export interface StockUsageInput {
  readonly earlier: readonly StockCountLine[];
  readonly later: readonly StockCountLine[];
  /** Purchases received between the counts, by foodkey, in the item's base unit. */
  readonly received?: ReadonlyMap<string, number>;
}

/** The usage of one item between two counts (operations-model §4). */
export interface StockUsageRow {
  readonly foodkey: string;
  /** The base unit of the quantities (g, mL or each); null when no line of the item converted. */
  readonly unit: BaseUnit | null;
  /** Quantities in the base unit, summed over every storage area. */
  readonly earlier: number;
  readonly received: number;
  readonly later: number;
  /** earlier + received - later. */
  readonly usage: number;
  /** From the later count's line, else the earlier count's; null when neither has one. */
  readonly unitCost: number | null;
  /** usage x unitCost; null without a unit cost. */
  readonly usageValue: number | null;
  /**
   * True when a line of the item could not be counted in (no base quantity, or a base unit
   * other than the first one seen): the quantities leave that line out.
   */
  readonly incomplete: boolean;
}

interface Row {
  foodkey: string;
  unit: BaseUnit | null;
  earlier: number;
  later: number;
  laterCost: number | null;
  earlierCost: number | null;
  incomplete: boolean;
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * Usage between two stock counts (operations-model §4): per item, quantities in base units
 * summed across storage areas; usage = earlier + received - later; valued at the unit cost of
 * the later count's line, else the earlier count's (the unit cost at the time of the count).
 * Rows in the order items first appear in the earlier count, then the later count, then the
 * received purchases.
 */
export const stockUsage = ({ earlier, later, received }: StockUsageInput): StockUsageRow[] => {
  const rows = new Map<string, Row>();
  const rowOf = (foodkey: string): Row => {
    let row = rows.get(foodkey);
    if (row === undefined) {
      row = {
        foodkey,
        unit: null,
        earlier: 0,
        later: 0,
        laterCost: null,
        earlierCost: null,
        incomplete: false,
      };
      rows.set(foodkey, row);
    }
    return row;
  };
  const take = (lines: readonly StockCountLine[], side: 'earlier' | 'later'): void => {
    for (const line of lines) {
      const row = rowOf(line.foodkey);
      const qty = line.baseQty;
      if (
        !finite(qty) ||
        line.baseUnit === null ||
        (row.unit !== null && row.unit !== line.baseUnit)
      ) {
        row.incomplete = true;
        continue;
      }
      row.unit = line.baseUnit;
      row[side] += qty;
      const cost = finite(line.unitCost) ? line.unitCost : null;
      if (side === 'later' && row.laterCost === null) row.laterCost = cost;
      if (side === 'earlier' && row.earlierCost === null) row.earlierCost = cost;
    }
  };
  take(earlier, 'earlier');
  take(later, 'later');
  for (const foodkey of received?.keys() ?? []) rowOf(foodkey);
  return [...rows.values()].map((row) => {
    const got = received?.get(row.foodkey);
    const receivedQty = finite(got) ? got : 0;
    const usage = row.earlier + receivedQty - row.later;
    const unitCost = row.laterCost ?? row.earlierCost;
    const usageValue = unitCost === null ? null : usage * unitCost;
    return {
      foodkey: row.foodkey,
      unit: row.unit,
      earlier: row.earlier,
      received: receivedQty,
      later: row.later,
      usage,
      unitCost,
      usageValue: usageValue !== null && Number.isFinite(usageValue) ? usageValue : null,
      incomplete: row.incomplete,
    };
  });
};

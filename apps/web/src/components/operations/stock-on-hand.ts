import {
  convertBase,
  purchaseUnitOf,
  unitTableFor,
  type CatalogueItem,
  type StockCount,
  type UnitsInput,
} from '@larder/domain';

const DIMENSION_OF = { g: 'weight', mL: 'volume', each: 'count' } as const;

/** A stored timestamp (epoch ms or an ISO string) as a number; 0 when absent or unreadable. */
const savedAt = (count: StockCount): number => {
  const { timestamp } = count;
  if (typeof timestamp === 'number') return timestamp;
  const parsed = typeof timestamp === 'string' ? Date.parse(timestamp) : NaN;
  return Number.isFinite(parsed) ? parsed : 0;
};

/**
 * The latest stock count (operations-model §3 "on hand = the latest stock count"): the one of
 * the newest day; of two on the same day, the one saved last. Null when there is none.
 */
export function latestStockCount(counts: readonly StockCount[]): StockCount | null {
  let latest: StockCount | null = null;
  for (const count of counts) {
    if (count.deleted === true) continue;
    if (
      latest === null ||
      count.date > latest.date ||
      (count.date === latest.date && savedAt(count) > savedAt(latest))
    ) {
      latest = count;
    }
  }
  return latest;
}

/**
 * What a count says is on hand (operations-model §3): per foodkey, the counted base quantities
 * summed over every storage area, in the base unit of the item's purchase unit (the unit of
 * the order list's needs). A line without a base quantity, of an item gone from the catalogue
 * or not bought (a recipe), or whose unit no longer converts to the purchase unit is left out.
 */
export function onHandFromCount(
  count: StockCount,
  lookup: (foodkey: string) => CatalogueItem | undefined,
  units?: UnitsInput,
): Map<string, number> {
  const table = unitTableFor(units);
  const onHand = new Map<string, number>();
  for (const line of count.lines) {
    if (line.baseQty === null || line.baseUnit === null) continue;
    const item = lookup(line.foodkey);
    const purchase = item && item.deleted !== true ? purchaseUnitOf(item, table) : null;
    if (!purchase) continue;
    const qty = convertBase(
      { dimension: DIMENSION_OF[line.baseUnit], amount: line.baseQty },
      purchase.dimension,
      item,
      table,
    );
    if (qty === null || !Number.isFinite(qty)) continue;
    onHand.set(line.foodkey, (onHand.get(line.foodkey) ?? 0) + qty);
  }
  return onHand;
}

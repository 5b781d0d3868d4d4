import { stockCountTotals, type StockCount, type StockCountTotals } from '@larder/domain';
import { snapshotValue } from './count-draft';

/**
 * The totals of a saved count (operations-model §4) from its lines' snapshots (the value at
 * the time of the count): by storage area, by the item's category (`categoryOf`) and overall.
 */
export function savedCountTotals(
  count: Pick<StockCount, 'lines'>,
  categoryOf: (foodkey: string) => string = () => '',
): StockCountTotals {
  return stockCountTotals(
    count.lines.map((line) => ({
      area: line.area,
      category: categoryOf(line.foodkey),
      value: snapshotValue(line),
    })),
  );
}

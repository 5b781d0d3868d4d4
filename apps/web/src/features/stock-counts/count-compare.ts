import {
  stockCountTotals,
  stockUsage,
  type StockCount,
  type StockTotal,
  type StockUsageRow,
} from '@larder/domain';
import { i18n } from '../../i18n/i18n';
import { savedCountTotals } from './saved-totals';

/** One item of the comparison, with its name. */
export interface CompareRow extends StockUsageRow {
  readonly name: string;
}

/** Usage between two counts and their totals (operations-model §4). */
export interface CountComparison {
  readonly rows: CompareRow[];
  /** Each count's value at the time of the count. */
  readonly earlier: StockTotal;
  readonly later: StockTotal;
  /** The sum of the known usage values; `missing` rows without one. */
  readonly usage: StockTotal;
}

/** Why two counts cannot be compared: 'same' (one count twice), 'order' (earlier after later). */
export type CompareProblem = 'same' | 'order' | null;

export function compareProblem(earlier: StockCount, later: StockCount): CompareProblem {
  if (earlier.skey === later.skey) return 'same';
  return earlier.date > later.date ? 'order' : null;
}

/** What the screen says of a problem of the pair. */
export const compareProblemText = (problem: 'same' | 'order'): string =>
  i18n.t(`stock-counts:compare.${problem}`);

const names = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/**
 * Two counts compared (operations-model §4): per item, the quantities in base units summed
 * over the storage areas, usage = earlier + received - later (no purchases are recorded as
 * received yet, so received is 0), valued at the unit cost of the later count, else the
 * earlier; rows by item name. Totals: each count's value and the usage value.
 */
export function compareCounts(
  earlier: StockCount,
  later: StockCount,
  nameOf: (foodkey: string) => string,
): CountComparison {
  const rows = stockUsage({ earlier: earlier.lines, later: later.lines })
    .map((row) => ({ ...row, name: nameOf(row.foodkey) }))
    .sort((a, b) => names.compare(a.name, b.name) || (a.foodkey < b.foodkey ? -1 : 1));
  const usage = stockCountTotals(
    rows.map((row) => ({ area: '', category: '', value: row.usageValue })),
  ).overall;
  return {
    rows,
    earlier: savedCountTotals(earlier).overall,
    later: savedCountTotals(later).overall,
    usage,
  };
}

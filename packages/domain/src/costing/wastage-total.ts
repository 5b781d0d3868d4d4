import type { CatalogueItem } from '../records/item';
import type { WastageEntry } from '../records/wastage';
import { dayOf } from './price-history';
import { finite } from './unit-costs';

/** The value of the wastage recorded over a period. */
export interface WastageTotal {
  /** Sum of the entries' values (cost at the time of each entry, costing-model §7). */
  readonly value: number;
  readonly entries: number;
  /** Entries in the period whose value could not be costed (not in `value`). */
  readonly unvalued: number;
}

/**
 * The wastage of every item from `fromDay` to `toDay` (YYYY-MM-DD, both included; no end
 * when `toDay` is absent). The domain has no clock: the caller says which days.
 */
export const wastageTotal = (
  items: readonly CatalogueItem[],
  fromDay: string,
  toDay?: string,
): WastageTotal => {
  let value = 0;
  let entries = 0;
  let unvalued = 0;
  for (const item of items) {
    for (const entry of (item.wastage ?? []) as readonly WastageEntry[]) {
      const day = dayOf(entry.date);
      if (day === null || day < fromDay || (toDay !== undefined && day > toDay)) continue;
      entries++;
      if (finite(entry.value)) value += entry.value;
      else unvalued++;
    }
  }
  return { value, entries, unvalued };
};

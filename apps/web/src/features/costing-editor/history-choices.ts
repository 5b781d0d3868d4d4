import {
  canResetPriceHistory,
  dayOf,
  queryWords,
  searchItems,
  type CatalogueItem,
  type PriceHistoryEntry,
} from '@larder/domain';
import { fromSnapshot } from '../../components/catalogue/catalogue-context';
import { i18n } from '../../i18n/i18n';

/** The price history of an item (none when it has no list). */
export const historyOf = (item: CatalogueItem): readonly PriceHistoryEntry[] =>
  (item as { pricehistory?: PriceHistoryEntry[] | null }).pricehistory ?? [];

/**
 * The items whose price history can be reset and holds something (product spec §5: only
 * items with type, foodkey and pricehistory), in key order; one array per catalogue snapshot.
 */
export const itemsWithHistory = (items: readonly CatalogueItem[]): readonly CatalogueItem[] =>
  fromSnapshot(items, 'costing-editor:with-history', (list) =>
    list.filter((item) => canResetPriceHistory(item) && historyOf(item).length > 0),
  );

/** Those of them the search finds (the item search rule: 3+ letters, every word in the key). */
export const searchWithHistory = (
  withHistory: readonly CatalogueItem[],
  query: string,
): readonly CatalogueItem[] =>
  queryWords(query).length > 0 ? searchItems(withHistory, query) : withHistory;

/** What kind of item it is, as the list says it, in the interface language. */
export const kindText = (item: CatalogueItem): string =>
  i18n.t(
    `costing-editor:reset.kinds.${item.type === 'recipe' || item.type === 'packaging' ? item.type : 'ingredient'}`,
  );

/** The latest day in an item's price history (YYYY-MM-DD); null when no entry has a date. */
export function latestDay(item: CatalogueItem): string | null {
  let latest: string | null = null;
  for (const entry of historyOf(item)) {
    const day = dayOf(entry.date);
    if (day !== null && (latest === null || day > latest)) latest = day;
  }
  return latest;
}

/** Whether every one of `shown` is chosen (select-all shows checked), some, or none. */
export function chosenState(
  shown: readonly CatalogueItem[],
  chosen: ReadonlySet<string>,
): 'all' | 'some' | 'none' {
  let count = 0;
  for (const item of shown) if (chosen.has(item.foodkey)) count++;
  if (count === 0) return 'none';
  return count === shown.length ? 'all' : 'some';
}

/** The choice with every shown item added, or (when all were chosen) taken out. */
export function toggleAll(
  shown: readonly CatalogueItem[],
  chosen: ReadonlySet<string>,
): Set<string> {
  const next = new Set(chosen);
  if (chosenState(shown, chosen) === 'all') for (const item of shown) next.delete(item.foodkey);
  else for (const item of shown) next.add(item.foodkey);
  return next;
}

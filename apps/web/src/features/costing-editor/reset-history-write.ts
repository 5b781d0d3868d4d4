import { saveItems, type VenueStore } from '@larder/data';
import { resetPriceHistory, type CatalogueItem, type PriceHistoryEntry } from '@larder/domain';
import { i18n } from '../../i18n/i18n';
import { counted } from './counted';
import { historyOf } from './history-choices';

/** The histories a reset cleared, by foodkey: what Undo puts back. */
export type ClearedHistories = ReadonlyMap<string, readonly PriceHistoryEntry[]>;

/** The question before a reset, naming how many items. */
export const resetQuestion = (count: number): string =>
  i18n.t('costing-editor:reset.question', counted(count));

/** The message after a reset. */
export const resetText = (count: number): string =>
  i18n.t('costing-editor:reset.done', counted(count));

/** The message after Undo put the histories back. */
export const restoredText = (count: number): string =>
  i18n.t('costing-editor:reset.restored', counted(count));

/**
 * Resets the price history of the chosen items (product spec §4, §5: only items with type,
 * foodkey and pricehistory; the others are left as they are) in one `saveItems` change: one
 * transaction, nothing written when it fails. The store's price history rule adds no entry to
 * a cleared list, as the prices did not change. Resolves to the histories it cleared.
 */
export async function resetHistories(
  store: VenueStore,
  chosen: readonly CatalogueItem[],
): Promise<ClearedHistories> {
  const reset = resetPriceHistory(chosen);
  const kept = new Set(reset.map((item) => item.foodkey));
  const cleared = new Map(
    chosen.filter((item) => kept.has(item.foodkey)).map((item) => [item.foodkey, historyOf(item)]),
  );
  if (reset.length > 0) await store.apply(saveItems(reset));
  return cleared;
}

/**
 * Undo of a reset: each item as it is now, with the history it had before, saved in one
 * change. An item deleted meanwhile is left deleted. Resolves to how many were restored.
 */
export async function restoreHistories(
  store: VenueStore,
  cleared: ClearedHistories,
): Promise<number> {
  const items = await store.itemMap();
  const restored: CatalogueItem[] = [];
  for (const [foodkey, history] of cleared) {
    const item = items.get(foodkey);
    if (item) restored.push({ ...item, pricehistory: [...history] } as CatalogueItem);
  }
  if (restored.length > 0) await store.apply(saveItems(restored));
  return restored.length;
}

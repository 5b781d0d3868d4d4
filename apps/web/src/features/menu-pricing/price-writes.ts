import { saveItems, type VenueStore } from '@larder/data';
import { isRecipe, type ItemLookup, type Recipe } from '@larder/domain';

/** A recipe's new sale price; null removes it (no price). */
export interface PriceChange {
  readonly foodkey: string;
  readonly saleprice: number | null;
}

/** The price a recipe has now, as a change that would put it back. */
const priceOf = (recipe: Recipe): PriceChange => ({
  foodkey: recipe.foodkey,
  saleprice:
    typeof recipe.saleprice === 'number' && Number.isFinite(recipe.saleprice)
      ? recipe.saleprice
      : null,
});

/**
 * The recipe records with the new sale prices, every other field as the venue's catalogue
 * holds it now, and the changes that put the previous prices back. Keys that name no recipe
 * are left out.
 */
export function priceRecords(
  lookup: ItemLookup,
  changes: readonly PriceChange[],
): { records: Recipe[]; previous: PriceChange[] } {
  const records: Recipe[] = [];
  const previous: PriceChange[] = [];
  for (const change of changes) {
    const recipe = lookup(change.foodkey);
    if (!isRecipe(recipe)) continue;
    previous.push(priceOf(recipe));
    records.push({ ...recipe, saleprice: change.saleprice });
  }
  return { records, previous };
}

/**
 * Saves new sale prices through the one write path: one `saveItems` of every recipe changed,
 * each as the venue's catalogue holds it at that moment (so an Undo later keeps what changed
 * meanwhile), all stored or none. Answers the changes that put the previous prices back.
 */
export async function savePrices(
  store: VenueStore,
  changes: readonly PriceChange[],
): Promise<PriceChange[]> {
  const items = await store.itemMap();
  const { records, previous } = priceRecords((key) => items.get(key), changes);
  if (records.length === 0) return [];
  await store.apply(saveItems(records));
  return previous;
}

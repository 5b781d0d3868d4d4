import {
  directDependencies,
  isIngredient,
  isRecipe,
  partKeysOf,
  type CatalogueItem,
  type Ingredient,
} from '@larder/domain';
import { i18n } from '../../i18n/i18n';

/**
 * The ingredients that may replace `item` (product spec §4): every other live ingredient,
 * not the item itself nor its own parts (they go with it).
 */
export function replacementCandidates(
  items: readonly CatalogueItem[],
  item: Ingredient,
): CatalogueItem[] {
  const own = new Set([item.foodkey, ...partKeysOf(item)]);
  return items.filter((i) => isIngredient(i) && i.deleted !== true && !own.has(i.foodkey));
}

/** How many live recipes have a line naming `foodkey`. */
export function recipesUsing(items: readonly CatalogueItem[], foodkey: string): number {
  let count = 0;
  for (const item of items) {
    if (isRecipe(item) && item.deleted !== true && directDependencies(item).includes(foodkey)) {
      count++;
    }
  }
  return count;
}

/** What replacing `name` does to the recipes that use it, in one sentence. */
export function replacementSentence(name: string, recipes: number): string {
  if (recipes === 0) return i18n.t('ingredients:replace.unused', { name });
  return i18n.t('ingredients:replace.used', { name, count: recipes });
}

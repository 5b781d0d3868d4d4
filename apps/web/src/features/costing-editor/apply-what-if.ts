import { saveItems, type VenueStore } from '@larder/data';
import type { CatalogueItem } from '@larder/domain';

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** What Apply is about to save, for its confirmation. */
export interface WhatIfCounts {
  /** Ingredients and packaging items with a new purchase price. */
  items: number;
  /** Recipes whose figures move. */
  recipes: number;
}

/** The question before Apply, naming how many items and recipes change. */
export const applyQuestion = ({ items, recipes }: WhatIfCounts): string =>
  `Save the new purchase price of ${plural(items, 'item', 'items')}? ` +
  `${plural(recipes, 'recipe is', 'recipes are')} re-costed with it, and each item's price ` +
  'history gets today’s entry.';

/** The message once applied: 'N items saved, M recipes re-costed'. */
export const appliedText = ({ items, recipes }: WhatIfCounts): string =>
  `${plural(items, 'item', 'items')} saved, ${plural(recipes, 'recipe', 'recipes')} re-costed`;

/**
 * Saves the changed items as the what-if computed them (operations-model §8): one
 * `saveItems` change, so one validation, one propagation and one transaction, and the store's
 * price history rule gives each item one entry for the day (product spec §4). Nothing is
 * written when one item is refused or the write fails. Resolves to what was saved: the items,
 * and the recipes the store re-costed.
 */
export async function applyWhatIf(
  store: VenueStore,
  changedItems: readonly CatalogueItem[],
): Promise<WhatIfCounts> {
  const written = (await store.apply(saveItems(changedItems))).items;
  const saved = new Set(changedItems.map((item) => item.foodkey));
  const recipes = written.filter((i) => i.type === 'recipe' && !saved.has(i.foodkey)).length;
  return { items: changedItems.length, recipes };
}

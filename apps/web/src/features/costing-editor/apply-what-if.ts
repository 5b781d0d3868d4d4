import { saveItems, type VenueStore } from '@larder/data';
import type { CatalogueItem } from '@larder/domain';
import { i18n } from '../../i18n/i18n';
import { counted } from './counted';

/** What Apply is about to save, for its confirmation. */
export interface WhatIfCounts {
  /** Ingredients and packaging items with a new purchase price. */
  items: number;
  /** Recipes whose figures move. */
  recipes: number;
}

/** The question before Apply, naming how many items and recipes change. */
export const applyQuestion = ({ items, recipes }: WhatIfCounts): string =>
  i18n.t('costing-editor:apply.question', {
    items: i18n.t('costing-editor:apply.items', counted(items)),
    recipes: i18n.t('costing-editor:apply.recipes', counted(recipes)),
  });

/** The message once applied: 'N items saved, M recipes re-costed'. */
export const appliedText = ({ items, recipes }: WhatIfCounts): string =>
  i18n.t('costing-editor:apply.done', {
    items: i18n.t('costing-editor:apply.doneItems', counted(items)),
    recipes: i18n.t('costing-editor:apply.doneRecipes', counted(recipes)),
  });

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

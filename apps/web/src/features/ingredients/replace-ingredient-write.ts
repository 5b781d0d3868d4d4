import { saveItems, type VenueStore } from '@larder/data';
import {
  replaceIngredient,
  type CatalogueItem,
  type DomainIssue,
  type UnitsInput,
} from '@larder/domain';
import { i18n } from '../../i18n/i18n';
import { reasonText } from '../../api/issue-text';

/** What a replacement wrote: the replacement, and the items re-costed because of it. */
export interface IngredientReplaced {
  readonly replacement: CatalogueItem;
  readonly updated: readonly CatalogueItem[];
}

const issueText = (issues: readonly DomainIssue[]) =>
  issues.map((i) => reasonText(i.reason)).join('; ');

/**
 * Replaces ingredient `oldKey` by `newKey` (product spec §4, §5; costing-model §7): every
 * recipe line naming it names the replacement (quantities kept), the recipes and what uses
 * them are re-costed, and the old ingredient is soft-deleted, all in one transaction (all of
 * it is stored, or none). Rejects when either key is missing or unknown.
 */
export async function replaceIngredientBy(
  store: VenueStore,
  oldKey: string,
  newKey: string,
  options: { units?: UnitsInput; now?: number } = {},
): Promise<IngredientReplaced> {
  const items = await store.itemMap();
  const replacement = items.get(newKey);
  if (!items.has(oldKey) || !replacement) {
    throw new Error(
      i18n.t('ingredients:replace.gone', { key: items.has(oldKey) ? newKey : oldKey }),
    );
  }
  const result = replaceIngredient(oldKey, newKey, items, {
    timestamp: options.now ?? store.env.now(),
    ...(options.units ? { units: options.units } : {}),
  });
  if (!result.ok) throw new Error(issueText(result.error));
  const written = (await store.apply(saveItems(result.value))).items;
  return {
    replacement,
    updated: written.filter((item) => item.deleted !== true && item.foodkey !== oldKey),
  };
}

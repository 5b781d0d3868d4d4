import {
  isIngredient,
  isPackaging,
  keyFromName,
  type CatalogueItem,
  type Supplier,
} from '@larder/domain';
import { fieldValues, fromSnapshot } from '../../components/catalogue/catalogue-context';
import { choices } from '../../components/catalogue/ingredient-list';

/**
 * The items a price change can name: ingredients and packaging items, which are bought (a
 * part item is costed from its parent, a recipe from its lines). One array per snapshot.
 */
export const boughtItems = (items: readonly CatalogueItem[]): readonly CatalogueItem[] =>
  fromSnapshot(items, 'costing-editor:bought', (list) =>
    list.filter((item) => isPackaging(item) || (isIngredient(item) && item.type !== 'part')),
  );

/**
 * The suppliers a change can name: the venue's suppliers by name, then any supplier typed on
 * an item that names none of them, each once. An item's supplier text refers to a supplier
 * case-insensitively (spec §3), so each option's value is the name's key: the same whether
 * the suppliers or the items were read first, and what the what-if matches items by.
 */
export function supplierOptions(
  suppliers: readonly Supplier[],
  typedOnItems: readonly string[],
): { value: string; label: string }[] {
  const options = new Map<string, string>();
  for (const s of suppliers) {
    const key = keyFromName(s.skey);
    if (key !== '' && !options.has(key)) options.set(key, s.name?.trim() || s.skey);
  }
  const extra = new Map<string, string>();
  for (const text of typedOnItems) {
    const key = keyFromName(text);
    if (key !== '' && !options.has(key) && !extra.has(key)) extra.set(key, text.trim());
  }
  const more = [...extra].sort(([, a], [, b]) => a.localeCompare(b));
  return [...options, ...more].map(([value, label]) => ({ value, label }));
}

/** The supplier texts typed on the venue's ingredients (one list per snapshot). */
export const suppliersOnItems = (items: readonly CatalogueItem[]): readonly string[] =>
  fieldValues(items, 'ingredient', 'supplier');

/** The categories a change can name: the venue's ingredient categories and those on bought items. */
export function categoryOptions(
  venueCategories: readonly string[],
  items: readonly CatalogueItem[],
): string[] {
  return choices(
    venueCategories,
    boughtItems(items).map((item) => {
      const category = (item as { category?: unknown }).category;
      return typeof category === 'string' ? category : null;
    }),
  );
}

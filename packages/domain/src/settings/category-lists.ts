import { isIngredient, isRecipe, type CatalogueItem } from '../records/item';
import type { SettingsRecord } from '../records/settings';
import { sameName, type NamedEntry } from './name-list';

/** The settings records that name groups of items (product spec §3). */
export const CATEGORY_LIST_KEYS = ['IC', 'RC', 'SA'] as const;
export type CategoryListKey = (typeof CATEGORY_LIST_KEYS)[number];

/** Where each list is kept in its record, and which item field names its entries. */
export interface CategoryListDefinition {
  readonly key: CategoryListKey;
  /** The record field holding the list. */
  readonly field: 'categories' | 'areas';
  /** The item field that names an entry. */
  readonly itemField: 'category' | 'storagearea';
  /** Which items use the list. */
  readonly uses: (item: CatalogueItem) => boolean;
}

export const CATEGORY_LISTS: Readonly<Record<CategoryListKey, CategoryListDefinition>> = {
  IC: { key: 'IC', field: 'categories', itemField: 'category', uses: isIngredient },
  RC: { key: 'RC', field: 'categories', itemField: 'category', uses: isRecipe },
  SA: {
    key: 'SA',
    field: 'areas',
    itemField: 'storagearea',
    uses: (item) => isIngredient(item) || isRecipe(item),
  },
};

/** The entries of a list's settings record (none when the record is absent). */
export const listEntries = (
  key: CategoryListKey,
  record: Partial<SettingsRecord> | null | undefined,
): NamedEntry[] => {
  const value = (record as Record<string, unknown> | null | undefined)?.[CATEGORY_LISTS[key].field];
  return Array.isArray(value) ? (value as NamedEntry[]) : [];
};

/** The settings record with the list replaced; other fields of `record` are kept. */
export const withEntries = (
  key: CategoryListKey,
  record: Record<string, unknown> | null | undefined,
  entries: readonly NamedEntry[],
): Record<string, unknown> => ({
  ...(record ?? {}),
  skey: key,
  [CATEGORY_LISTS[key].field]: [...entries],
});

/** The items that use an entry of the list (matched case-insensitively). */
export const itemsUsing = (
  key: CategoryListKey,
  name: string,
  items: Iterable<CatalogueItem>,
): CatalogueItem[] => {
  const { itemField, uses } = CATEGORY_LISTS[key];
  const found: CatalogueItem[] = [];
  for (const item of items) {
    if (!uses(item)) continue;
    const value = (item as Record<string, unknown>)[itemField];
    if (typeof value === 'string' && sameName(value, name)) found.push(item);
  }
  return found;
};

/**
 * Renaming an entry (product spec §3, §4): every item that used the old name takes the new
 * one. Answers the changed items only.
 */
export const renameInItems = (
  key: CategoryListKey,
  oldName: string,
  newName: string,
  items: Iterable<CatalogueItem>,
): CatalogueItem[] => {
  const { itemField } = CATEGORY_LISTS[key];
  return itemsUsing(key, oldName, items)
    .filter((item) => (item as Record<string, unknown>)[itemField] !== newName)
    .map((item) => ({ ...item, [itemField]: newName }) as CatalogueItem);
};

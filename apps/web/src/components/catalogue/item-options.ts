import type { ComboboxItem, ComboboxItemGroup, OptionsFilter } from '@mantine/core';
import { queryWords, searchItems, type CatalogueItem } from '@larder/domain';
import { i18n } from '../../i18n/i18n';

/** How many options a picker shows at once. */
export const OPTION_LIMIT = 50;

const option = (item: CatalogueItem): ComboboxItem => ({
  value: item.foodkey,
  label: item.name ?? item.foodkey,
});

/** The group a picker shows an item under ('Ingredients', 'Recipes'); none for a flat list. */
export type GroupOf = (item: CatalogueItem) => string;

export interface PickerOptionsConfig {
  /** Groups the options ('Ingredients', 'Recipes'); a flat list without. */
  groupOf?: GroupOf;
  /** A key never offered (the recipe being edited, in its own lines). */
  exclude?: string;
  /** How many options at most. */
  limit?: number;
  /** How a chosen key that is gone is shown (default: in the interface language). */
  notFound?: { group: string; label: (key: string) => string };
}

/** The group of the option for a key that is not among the live items (deleted). */
export const notFoundGroup = (): string => i18n.t('components:catalogue.notFoundGroup');

/** What a picker shows for a chosen key that is not among the live items: '{key} (not found)'. */
export const notFoundLabel = (key: string): string =>
  i18n.t('components:catalogue.notFound', { key });

/**
 * The options a picker shows for what the user typed: the candidates matching the item
 * search rule (costing-model §11: 3+ characters, every word in the key, ordered by the
 * position of the first word), or the first ones for a shorter query, at most `limit`; the
 * chosen item is always among them (a key no longer live shows as '{key} (not found)').
 * Only these few options reach the picker, however many items the venue has.
 */
export function pickerOptions(
  candidates: readonly CatalogueItem[],
  search: string,
  selected: { key: string; item: CatalogueItem | undefined } | null,
  { groupOf, exclude, limit = OPTION_LIMIT, notFound }: PickerOptionsConfig = {},
): Array<ComboboxItem | ComboboxItemGroup<ComboboxItem>> {
  const hits = queryWords(search).length > 0 ? searchItems(candidates, search) : candidates;
  const found: CatalogueItem[] = [];
  for (const item of hits) {
    if (found.length >= limit) break;
    if (item.foodkey !== exclude) found.push(item);
  }
  const shown = [...found];
  let missing: ComboboxItem | null = null;
  if (selected && selected.key !== '' && !found.some((i) => i.foodkey === selected.key)) {
    if (selected.item) shown.unshift(selected.item);
    else {
      const label = notFound ? notFound.label(selected.key) : notFoundLabel(selected.key);
      missing = { value: selected.key, label };
    }
  }
  if (!groupOf) return missing ? [...shown.map(option), missing] : shown.map(option);
  const groups = new Map<string, ComboboxItem[]>();
  for (const item of shown) {
    const group = groupOf(item);
    const list = groups.get(group);
    if (list) list.push(option(item));
    else groups.set(group, [option(item)]);
  }
  // Groups in name order (Ingredients, then Recipes), whichever matched first.
  const out = [...groups]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([group, items]) => ({ group, items }));
  const group = notFound ? notFound.group : notFoundGroup();
  return missing ? [...out, { group, items: [missing] }] : out;
}

/** The pickers' filter: the options are already the search's results, shown as given. */
export const shownAsGiven: OptionsFilter = ({ options }) => options;

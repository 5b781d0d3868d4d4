import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import {
  isIngredient,
  isPackaging,
  isRecipe,
  queryWords,
  searchItems,
  type CatalogueItem,
} from '@larder/domain';

/** How many options a picker shows at once. */
export const OPTION_LIMIT = 50;

const option = (item: CatalogueItem): ComboboxItem => ({
  value: item.foodkey,
  label: item.name ?? item.foodkey,
});

/**
 * Options for keys the rows name that are not among the live items (deleted), so a row keeps
 * showing its value.
 */
export function missingOptions(
  rowKeys: readonly string[],
  liveKeys: ReadonlySet<string>,
): ComboboxItem[] {
  return [...new Set(rowKeys.filter((k) => k !== '' && !liveKeys.has(k)))].map((k) => ({
    value: k,
    label: `${k} (not found)`,
  }));
}

/**
 * Picker data for an ingredient or nested-recipe line: the venue's ingredients and recipes
 * (the recipe being edited left out), grouped.
 */
export function lineItemData(items: readonly CatalogueItem[], selfKey: string | null) {
  const groups = [
    { group: 'Ingredients', items: items.filter(isIngredient).map(option) },
    {
      group: 'Recipes',
      items: items.filter((i) => isRecipe(i) && i.foodkey !== selfKey).map(option),
    },
  ];
  return groups.filter((g) => g.items.length > 0);
}

/** Picker data for a packaging line: the venue's packaging items. */
export function packagingItemData(items: readonly CatalogueItem[]) {
  return items.filter(isPackaging).map(option);
}

const isGroup = (o: ComboboxParsedItem): o is Extract<ComboboxParsedItem, { group: unknown }> =>
  'group' in o;

/**
 * The pickers' filter: the item search rule (costing-model §11: 3+ characters, every word in
 * the key, ordered by the position of the first word); a shorter query lists every option.
 */
export const itemSearchFilter: OptionsFilter = ({ options, search, limit }) => {
  const searching = queryWords(search).length > 0;
  let left = Number.isFinite(limit) ? limit : OPTION_LIMIT;
  const pick = (list: readonly ComboboxItem[]): ComboboxItem[] => {
    const found = searching
      ? searchItems(
          list.map((o) => ({ foodkey: o.value, option: o })),
          search,
        ).map((h) => h.option)
      : [...list];
    const taken = found.slice(0, Math.max(0, left));
    left -= taken.length;
    return taken;
  };
  const out: ComboboxParsedItem[] = [];
  for (const o of options) {
    if (isGroup(o)) {
      const items = pick(o.items);
      if (items.length > 0) out.push({ group: o.group, items });
    } else out.push(...pick([o]));
  }
  return out;
};

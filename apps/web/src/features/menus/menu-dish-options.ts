import { isRecipe, type CatalogueItem } from '@larder/domain';
import { itemsByKey } from '../../components/catalogue/catalogue-context';

export interface DishOption {
  value: string;
  label: string;
}

/**
 * The dishes a menu may hold: every recipe marked as a menu item, plus the dishes the menu
 * already has (a recipe no longer marked, or a key that names no recipe, so it can be
 * removed, labelled by `missing`). Sorted by label.
 */
export function dishOptions(
  items: readonly CatalogueItem[],
  chosen: readonly string[],
  missing: (key: string) => string,
): DishOption[] {
  const byKey = itemsByKey(items);
  const options = new Map<string, DishOption>();
  for (const item of items) {
    if (isRecipe(item) && item.menuitem === true) {
      options.set(item.foodkey, { value: item.foodkey, label: item.name ?? item.foodkey });
    }
  }
  for (const key of chosen) {
    if (options.has(key)) continue;
    const item = byKey.get(key);
    options.set(key, {
      value: key,
      label: isRecipe(item) ? (item.name ?? key) : missing(key),
    });
  }
  return [...options.values()].sort((a, b) => a.label.localeCompare(b.label));
}

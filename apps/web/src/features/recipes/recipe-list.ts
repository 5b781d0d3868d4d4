import { isRecipe, queryWords, searchItems, type CatalogueItem, type Recipe } from '@larder/domain';

export interface RecipeFilter {
  query: string;
  category: string | null;
  /** Only recipes flagged as menu items. */
  menuOnly: boolean;
}

/**
 * The live recipes matching the filter. The search follows the domain rule (3+ characters,
 * every word in the key, ordered by position); a shorter query shows every recipe in key order.
 */
export function filterRecipes(
  items: readonly CatalogueItem[],
  filter: RecipeFilter,
): readonly Recipe[] {
  // A list of recipes only is searched as it is: the search index is kept per list.
  const recipes = items.every(isRecipe) ? items : items.filter(isRecipe);
  const searched =
    queryWords(filter.query).length > 0 ? searchItems(recipes, filter.query) : recipes;
  if (!filter.category && !filter.menuOnly) return searched;
  return searched.filter(
    (r) =>
      (!filter.category || r.category === filter.category) &&
      (!filter.menuOnly || r.menuitem === true),
  );
}

/** The path of a recipe's page. */
export const recipePath = (foodkey: string) => `/recipes/${encodeURIComponent(foodkey)}`;

/** The path of an item's page: a recipe, a packaging item or an ingredient. */
export function itemPath(item: CatalogueItem | undefined, foodkey: string): string {
  if (item?.type === 'recipe') return recipePath(foodkey);
  if (item?.type === 'packaging') return `/packaging-items/${encodeURIComponent(foodkey)}`;
  return `/ingredients/${encodeURIComponent(foodkey)}`;
}

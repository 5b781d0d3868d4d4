import type { ItemLookup } from '../costing/cost-recipe';
import type { CatalogueItem } from '../records/item';
import type { Recipe } from '../records/recipe';
import { sortAllergens } from './allergen-list';

const ownAllergens = (item: CatalogueItem): readonly string[] => {
  const list = (item as { allergens?: unknown }).allergens;
  return Array.isArray(list) ? list.filter((a): a is string => typeof a === 'string') : [];
};

/**
 * A recipe's allergens (costing-model §8): its own list plus the union of its lines' items'
 * allergens, through nested recipes (each recipe visited once, so loops are safe).
 * Names are trimmed and lower-cased; the 14 come first in catalogue order.
 */
export const recipeAllergens = (recipe: Recipe, lookup: ItemLookup): string[] => {
  const found = new Set<string>();
  const add = (item: CatalogueItem): void => {
    for (const a of ownAllergens(item)) {
      const name = a.trim().toLowerCase();
      if (name) found.add(name);
    }
  };
  const seen = new Set<string>([recipe.foodkey]);
  const stack: Recipe[] = [recipe];
  while (stack.length > 0) {
    const current = stack.pop() as Recipe;
    add(current);
    for (const line of current.items ?? []) {
      if (!line.name || seen.has(line.name)) continue;
      seen.add(line.name);
      const item = lookup(line.name);
      if (!item) continue;
      if (item.type === 'recipe') stack.push(item);
      else add(item);
    }
  }
  return sortAllergens(found);
};

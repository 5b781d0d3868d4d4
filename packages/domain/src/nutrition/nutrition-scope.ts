import type { ItemLookup } from '../costing/cost-recipe';
import type { CatalogueItem } from '../records/item';
import type { Recipe } from '../records/recipe';

/**
 * The items an item's nutrition depends on (costing-model §9): the item, then every item its
 * recipe lines name, through nested recipes, each once (loops are safe). Packaging lines carry
 * no nutrition and are left out; names the lookup does not know are skipped.
 */
export const nutritionScope = (target: CatalogueItem, lookup: ItemLookup): CatalogueItem[] => {
  const out: CatalogueItem[] = [target];
  const seen = new Set<string>([target.foodkey]);
  for (let i = 0; i < out.length; i++) {
    const item = out[i] as CatalogueItem;
    if (item.type !== 'recipe') continue;
    for (const line of (item as Recipe).items ?? []) {
      const key = line.name ?? '';
      if (!key || seen.has(key)) continue;
      seen.add(key);
      const found = lookup(key);
      if (found) out.push(found);
    }
  }
  return out;
};

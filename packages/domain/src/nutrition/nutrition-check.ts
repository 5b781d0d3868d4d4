import type { ItemLookup } from '../costing/cost-recipe';
import type { CatalogueItem } from '../records/item';
import type { Recipe } from '../records/recipe';
import { itemNutritionOf, type ItemNutritionOptions } from './item-nutrition-of';
import { nutritionSource } from './nutrition-source';
import { recipeNutrition, type NutritionOf } from './recipe-nutrition';

/** Why an item's nutrition is incomplete. */
export type NutritionGapReason =
  /** An ingredient without nutrition data. */
  | 'no-nutrition'
  /** An ingredient whose USDA id is not in the bundled database. */
  | 'unknown-food'
  /** A manual entry that does not convert to grams (per mL without a density, no amount). */
  | 'unusable-entry'
  /** A recipe with lines whose items have no nutrition: it has no nutrition stack. */
  | 'lines-missing'
  /** A recipe whose lines do not all convert to grams, so it has no weight to divide by. */
  | 'not-in-grams';

/** One item whose nutrition is incomplete (the "nutrition check" task, product spec §7). */
export interface NutritionGap {
  readonly foodkey: string;
  readonly name: string;
  readonly kind: 'ingredient' | 'recipe';
  readonly reason: NutritionGapReason;
  /** For 'lines-missing': the foodkeys of the recipe's lines without nutrition. */
  readonly lines: readonly string[];
}

const gap = (
  item: CatalogueItem,
  kind: NutritionGap['kind'],
  reason: NutritionGapReason,
  lines: readonly string[] = [],
): NutritionGap => ({
  foodkey: item.foodkey,
  name: item.name ?? item.foodkey,
  kind,
  reason,
  lines,
});

const ingredientReason = (item: CatalogueItem): NutritionGapReason => {
  const source = nutritionSource((item as { usda?: never }).usda);
  if (source.kind === 'usda') return 'unknown-food';
  if (source.kind === 'manual') return 'unusable-entry';
  return 'no-nutrition';
};

/** The gap of one item, or null when its nutrition is complete (packaging: always null). */
export const nutritionGapOf = (
  item: CatalogueItem,
  lookup: ItemLookup,
  nutritionOf: NutritionOf,
  options: ItemNutritionOptions = {},
): NutritionGap | null => {
  if (item.type === 'packaging') return null;
  if (item.type !== 'recipe')
    return nutritionOf(item) ? null : gap(item, 'ingredient', ingredientReason(item));
  const rolled = recipeNutrition(item as Recipe, lookup, nutritionOf, options.units);
  if (!rolled.complete) return gap(item, 'recipe', 'lines-missing', rolled.missing);
  return rolled.per100g ? null : gap(item, 'recipe', 'not-in-grams');
};

/**
 * The "nutrition check" (product spec §7 local worker task): the items whose nutrition is
 * incomplete, in the order given. Ingredients need usable nutrition data; recipes need every
 * line's item to have nutrition (else no nutrition stack, costing-model §9) and every line in
 * grams.
 */
export const nutritionCheck = (
  items: Iterable<CatalogueItem>,
  lookup: ItemLookup,
  options: ItemNutritionOptions = {},
): NutritionGap[] => {
  const nutritionOf = itemNutritionOf(options);
  const gaps: NutritionGap[] = [];
  for (const item of items) {
    const found = nutritionGapOf(item, lookup, nutritionOf, options);
    if (found) gaps.push(found);
  }
  return gaps;
};

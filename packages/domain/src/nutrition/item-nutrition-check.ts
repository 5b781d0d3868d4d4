import type { ItemLookup } from '../costing/cost-recipe';
import { NO_NUTRITION_STACK } from '../messages';
import type { CatalogueItem } from '../records/item';
import type { Recipe } from '../records/recipe';
import { itemNutritionOf, type ItemNutritionOptions } from './item-nutrition-of';
import type { NutrientValues } from './nutrient-catalogue';
import { nutritionCheck, type NutritionGap } from './nutrition-check';
import { nutritionScope } from './nutrition-scope';
import { recipeNutrition } from './recipe-nutrition';

/** An item's nutrition for its label, with what is missing (costing-model §9). */
export interface ItemNutrition {
  /** Per 100 g; for a recipe with missing lines it covers only the lines that have data. */
  readonly per100g: NutrientValues | null;
  /** True only when every item in scope has nutrition and the values exist. */
  readonly complete: boolean;
  /** NO_NUTRITION_STACK when a recipe line's item has no nutrition, else null. */
  readonly status: typeof NO_NUTRITION_STACK | null;
  /** A recipe's lines (foodkeys) whose items have no nutrition. */
  readonly missing: readonly string[];
  /** A recipe's finished weight in g; null for an ingredient or when unknown. */
  readonly weight: number | null;
  /** Every item in scope (the item and, through its lines, all it uses) that is incomplete. */
  readonly gaps: readonly NutritionGap[];
}

/**
 * The nutrition of an ingredient or a recipe (roll-up of costing-model §9) and the nutrition
 * check over everything it uses, so a label can say exactly which data is missing.
 */
export const checkItemNutrition = (
  target: CatalogueItem,
  lookup: ItemLookup,
  options: ItemNutritionOptions = {},
): ItemNutrition => {
  const nutritionOf = itemNutritionOf(options);
  const gaps = nutritionCheck(nutritionScope(target, lookup), lookup, options);
  if (target.type !== 'recipe') {
    const per100g = nutritionOf(target) ?? null;
    return { per100g, complete: per100g !== null, status: null, missing: [], weight: null, gaps };
  }
  const rolled = recipeNutrition(target as Recipe, lookup, nutritionOf, options.units);
  return {
    per100g: rolled.per100g,
    complete: rolled.complete && rolled.per100g !== null,
    status: rolled.status,
    missing: rolled.missing,
    weight: rolled.weight,
    gaps,
  };
};

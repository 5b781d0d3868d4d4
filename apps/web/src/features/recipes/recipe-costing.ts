import {
  costRecipe,
  recipeAllergens,
  REASON_MESSAGES,
  type ItemLookup,
  type Recipe,
  type RecipeCostResult,
  type UnitOverrides,
} from '@larder/domain';

/** A recipe's live figures: costs (costing-model §4, §5), allergens (§8) and what is missing. */
export interface RecipeView {
  costs: RecipeCostResult;
  allergens: string[];
  /** Why the recipe is incomplete, as sentences; empty when it is complete. */
  reasons: string[];
}

/** The display name of a line's item: its name, else its key. */
export const itemName = (lookup: ItemLookup, key: string | null | undefined): string => {
  if (!key) return '';
  const item = lookup(key);
  return item?.name ?? key;
};

/**
 * Costs a recipe with the domain (costing-model §4, §5, §8) against the venue's items, and
 * names every line or figure that keeps it incomplete.
 */
export function recipeView(recipe: Recipe, lookup: ItemLookup, units?: UnitOverrides): RecipeView {
  const costs = costRecipe(recipe, lookup, units);
  const reasons: string[] = [];
  costs.lines.forEach((line, i) => {
    if (line.reason) {
      const name = itemName(lookup, recipe.items?.[i]?.name) || `line ${i + 1}`;
      reasons.push(`${name}: ${lineReasonText(line.reason)}`);
    }
  });
  (recipe.packaging ?? []).forEach((line, i) => {
    if (line.name && costs.packagingCosts[i] === null) {
      reasons.push(`${itemName(lookup, line.name)}: packaging cost not available`);
    }
  });
  if (costs.eachValue === null) reasons.push(REASON_MESSAGES['each-value-missing']);
  if (!costs.complete && reasons.length === 0) reasons.push('Batch cost not available');
  return { costs, allergens: recipeAllergens(recipe, lookup), reasons: [...new Set(reasons)] };
}

/** A line's reason as a short sentence. */
export function lineReasonText(reason: NonNullable<RecipeCostResult['lines'][number]['reason']>) {
  return reason === 'cost-input-missing'
    ? 'cost not available in this unit'
    : REASON_MESSAGES[reason].toLowerCase();
}

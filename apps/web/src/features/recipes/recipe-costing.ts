import {
  costRecipe,
  recipeAllergens,
  REASON_MESSAGES,
  type ItemLookup,
  type Recipe,
  type RecipeCostResult,
  type UnitOverrides,
} from '@larder/domain';
import type { TFunction } from 'i18next';

/** The recipe screens' texts (react-i18next's `t` for 'recipes', new with each language). */
export type RecipeTexts = TFunction<'recipes'>;

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
 * names every line or figure that keeps it incomplete in the texts of `t`.
 */
export function recipeView(
  recipe: Recipe,
  lookup: ItemLookup,
  units: UnitOverrides | undefined,
  t: RecipeTexts,
): RecipeView {
  const costs = costRecipe(recipe, lookup, units);
  const reasons: string[] = [];
  costs.lines.forEach((line, i) => {
    if (line.reason) {
      const name =
        itemName(lookup, recipe.items?.[i]?.name) || t('reasons.lineNumber', { number: i + 1 });
      reasons.push(t('reasons.line', { name, reason: lineReasonText(line.reason, t) }));
    }
  });
  (recipe.packaging ?? []).forEach((line, i) => {
    if (line.name && costs.packagingCosts[i] === null) {
      reasons.push(t('reasons.packaging', { name: itemName(lookup, line.name) }));
    }
  });
  if (costs.eachValue === null) reasons.push(t('reasons.eachValueMissing'));
  if (!costs.complete && reasons.length === 0) reasons.push(t('reasons.batchCost'));
  return { costs, allergens: recipeAllergens(recipe, lookup), reasons: [...new Set(reasons)] };
}

type LineReason = NonNullable<RecipeCostResult['lines'][number]['reason']>;

/** A line's reason as a short sentence. */
export function lineReasonText(reason: LineReason, t: RecipeTexts): string {
  switch (reason) {
    case 'cost-input-missing':
      return t('reasons.costInputMissing');
    case 'item-missing':
      return t('reasons.itemMissing');
    case 'line-qty-missing':
      return t('reasons.lineQtyMissing');
    case 'unit-unknown':
      return t('reasons.unitUnknown');
    default:
      // The domain gives a line no other reason; its own text stands in should it ever do.
      return REASON_MESSAGES[reason].toLowerCase();
  }
}

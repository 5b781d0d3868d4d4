import type { Recipe } from '../records/recipe';
import { unitTableFor, type UnitsInput } from '../units/unit-table';
import { costRecipe, type ItemLookup, type RecipeCostResult } from './cost-recipe';
import type { LineResult } from './recipe-lines';
import { scaleRecipe } from './scale-recipe';
import { finite } from './unit-costs';

/** A recipe scaled by a factor, with each sub-recipe line opened to its own scaled lines. */
export interface ScaledRecipeTree {
  /** The recipe as stored (unscaled). */
  readonly recipe: Recipe;
  readonly factor: number;
  /** The unscaled recipe's costs and figures. */
  readonly base: RecipeCostResult;
  /** The recipe with every quantity times `factor` (`scaleRecipe`). */
  readonly scaled: Recipe;
  /** The scaled recipe's costs and figures (batch cost = factor x batch cost). */
  readonly costs: RecipeCostResult;
  /** For each line of `recipe.items`: what a sub-recipe line opens to (null: not a recipe). */
  readonly subs: readonly (ScaledSubRecipe | null)[];
}

/**
 * A sub-recipe line opened: the sub-recipe scaled to the amount the scaled line needs, or why
 * it cannot be ('no-batch-amount': the line's amount cannot be put as a part of the
 * sub-recipe's batch, which has no weight or volume it converts to; 'loop': the sub-recipe is
 * already open above it).
 */
export type ScaledSubRecipe =
  | { readonly kind: 'scaled'; readonly tree: ScaledRecipeTree }
  | {
      readonly kind: 'unscaled';
      readonly recipe: Recipe;
      readonly reason: 'no-batch-amount' | 'loop';
    };

const positive = (v: unknown): v is number => finite(v) && v > 0;

/**
 * The part of a sub-recipe's batch a line uses (operations-model §9: nested recipes scale
 * with their lines): the line's grams / the sub-recipe's finished batch weight, else its mL /
 * the finished batch volume. Null when neither can be worked out.
 */
export const subRecipeFactor = (
  line: Pick<LineResult, 'grams' | 'ml'> | undefined,
  sub: Pick<RecipeCostResult, 'eachValue' | 'volume'>,
): number | null => {
  if (!line) return null;
  if (finite(line.grams) && positive(sub.eachValue)) return line.grams / sub.eachValue;
  if (finite(line.ml) && positive(sub.volume)) return line.ml / sub.volume;
  return null;
};

const build = (
  recipe: Recipe,
  factor: number,
  lookup: ItemLookup,
  units: UnitsInput | undefined,
  open: ReadonlySet<string>,
): ScaledRecipeTree => {
  const base = costRecipe(recipe, lookup, units);
  const scaled = scaleRecipe(recipe, factor);
  const costs = costRecipe(scaled, lookup, units);
  const inside = new Set(open).add(recipe.foodkey);
  const subs = (recipe.items ?? []).map((line, i): ScaledSubRecipe | null => {
    const item = line.name ? lookup(line.name) : undefined;
    if (item?.type !== 'recipe') return null;
    const sub = item as Recipe;
    if (inside.has(sub.foodkey)) return { kind: 'unscaled', recipe: sub, reason: 'loop' };
    const subFactor = subRecipeFactor(costs.lines[i], costRecipe(sub, lookup, units));
    if (subFactor === null) return { kind: 'unscaled', recipe: sub, reason: 'no-batch-amount' };
    return { kind: 'scaled', tree: build(sub, subFactor, lookup, units, inside) };
  });
  return { recipe, factor, base, scaled, costs, subs };
};

/**
 * The recipe scaler's result (operations-model §9): the recipe scaled by `factor` and costed
 * again, and every sub-recipe line opened to the sub-recipe's own lines, scaled to the amount
 * of it the scaled line uses (`subRecipeFactor`), down through every level. A sub-recipe's
 * scaled batch cost is the scaled line's cost. A recipe already open above is not opened again.
 */
export const scaleRecipeTree = (
  recipe: Recipe,
  factor: number,
  lookup: ItemLookup,
  units?: UnitsInput,
): ScaledRecipeTree => build(recipe, factor, lookup, unitTableFor(units), new Set());

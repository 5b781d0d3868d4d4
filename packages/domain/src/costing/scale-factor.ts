import { measureOf, unitTableFor, type UnitsInput } from '../units/unit-table';
import { finite } from './unit-costs';

/** What the recipe scaler is asked for: a factor, a number of servings or a batch weight. */
export type ScaleTarget =
  | { readonly by: 'factor'; readonly factor: number }
  | { readonly by: 'servings'; readonly servings: number }
  | { readonly by: 'weight'; readonly value: number; readonly unit: string };

/** The figures of the unscaled recipe the factor is taken from (see `costRecipe`). */
export interface ScaleBase {
  /** Servings per batch. */
  readonly servings: number | null;
  /** Finished batch weight in g. */
  readonly eachValue: number | null;
}

const positive = (v: unknown): v is number => finite(v) && v > 0;

/**
 * The factor that scales a recipe to the target (recipe scaling, product spec §1): the factor
 * itself, target servings / servings per batch, or target weight / finished batch weight.
 * Null when the target is not a positive number, the weight unit is not a weight, or the
 * recipe lacks the figure the target is measured against.
 */
export const scaleFactor = (
  target: ScaleTarget,
  base: ScaleBase,
  units?: UnitsInput,
): number | null => {
  let factor: number | null = null;
  if (target.by === 'factor') factor = target.factor;
  else if (target.by === 'servings') {
    if (positive(target.servings) && positive(base.servings)) {
      factor = target.servings / base.servings;
    }
  } else {
    const measure = measureOf(unitTableFor(units), target.unit);
    if (positive(target.value) && measure?.dimension === 'weight' && positive(base.eachValue)) {
      factor = (target.value * measure.size) / base.eachValue;
    }
  }
  return positive(factor) ? factor : null;
};

import { measureOf, unitTableFor, type UnitsInput } from '../units/unit-table';
import { finite } from './unit-costs';

/**
 * What the recipe scaler is asked for (operations-model §9): a factor, a number of servings,
 * a batch weight or a batch volume.
 */
export type ScaleTarget =
  | { readonly by: 'factor'; readonly factor: number }
  | { readonly by: 'servings'; readonly servings: number }
  | { readonly by: 'weight'; readonly value: number; readonly unit: string }
  | { readonly by: 'volume'; readonly value: number; readonly unit: string };

/** The figures of the unscaled recipe the factor is taken from (see `costRecipe`). */
export interface ScaleBase {
  /** Servings per batch. */
  readonly servings: number | null;
  /** Finished batch weight in g. */
  readonly eachValue: number | null;
  /** Finished batch volume in mL (`costRecipe`'s `volume`); absent or null: none. */
  readonly volume?: number | null;
}

const positive = (v: unknown): v is number => finite(v) && v > 0;

/**
 * The factor that scales a recipe to the target (recipe scaling, product spec §1,
 * operations-model §9): the factor itself, target servings / servings per batch, target weight
 * / finished batch weight, or target volume / finished batch volume (each target in any unit
 * of its dimension). Null when the target is not a positive number, its unit is not of the
 * target's dimension, or the recipe lacks the figure the target is measured against.
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
    const against = target.by === 'weight' ? base.eachValue : base.volume;
    if (positive(target.value) && measure?.dimension === target.by && positive(against)) {
      factor = (target.value * measure.size) / against;
    }
  }
  return positive(factor) ? factor : null;
};

/** Whether the recipe has the figure a target of this kind is measured against. */
export const canScaleBy = (by: ScaleTarget['by'], base: ScaleBase): boolean =>
  by === 'factor'
    ? true
    : by === 'servings'
      ? positive(base.servings)
      : by === 'weight'
        ? positive(base.eachValue)
        : positive(base.volume);

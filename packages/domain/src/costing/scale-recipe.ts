import type { Recipe } from '../records/recipe';
import { finite } from './unit-costs';

const times = (v: number | null | undefined, k: number): number | null | undefined =>
  finite(v) ? v * k : v;

/**
 * A recipe scaled by `factor` (recipe scaler, product spec §1): every line and packaging
 * quantity, a weight water loss and a user-entered batch weight are multiplied; ratios
 * (density, % water loss, volume adjust) and the serving size are kept. Recompute afterwards.
 */
export const scaleRecipe = (recipe: Recipe, factor: number): Recipe => ({
  ...recipe,
  items: recipe.items?.map((line) => ({
    ...line,
    qty_value: times(line.qty_value, factor),
    ...(line.qty_value_custom === undefined
      ? {}
      : { qty_value_custom: times(line.qty_value_custom, factor) }),
  })),
  packaging: recipe.packaging?.map((line) => ({ ...line, qty: times(line.qty, factor) })),
  waterout: recipe.waterout_unit === '%' ? recipe.waterout : times(recipe.waterout, factor),
  ...(recipe.map
    ? { map: { ...recipe.map, each_value: times(recipe.map.each_value, factor) } }
    : {}),
});

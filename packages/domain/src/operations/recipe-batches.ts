import type { Recipe } from '../records/recipe';
import { convertBase, quantityToBase, type BaseQuantity } from '../units/item-conversions';
import { measureOf, unitTableFor, type UnitsInput, type UnitTable } from '../units/unit-table';
import { DEMAND_BATCHES, demandUnitKey } from './demand';
import { BASE_UNITS, type BaseUnit } from './purchase-unit';

/**
 * Batches of a recipe in a base quantity of it (operations-model §2): a weight over the
 * finished batch weight, a volume over the batch volume, a count as whole batches
 * (costing-model §6: one each of a recipe is one batch). Null when the recipe lacks the yield.
 */
export const batchesIn = (recipe: Recipe, base: BaseQuantity, table: UnitTable): number | null => {
  const batches = convertBase(base, 'count', recipe, table);
  return batches !== null && Number.isFinite(batches) ? batches : null;
};

/**
 * Batches needed for an amount of a recipe (operations-model §2): amount / batch yield in
 * servings, weight or volume per the amount's unit; 'batches' are batches. Null when the unit
 * is unknown or the recipe lacks the yield it needs.
 */
export const recipeBatches = (
  recipe: Recipe,
  amount: number,
  unit: string,
  units?: UnitsInput,
): number | null => {
  const table = unitTableFor(units);
  const key = demandUnitKey(unit);
  if (key === DEMAND_BATCHES) return Number.isFinite(amount) ? amount : null;
  const base = quantityToBase(amount, key, recipe, table);
  return base === null ? null : batchesIn(recipe, base, table);
};

/** An amount in a base unit. */
export interface BaseAmount {
  readonly amount: number;
  readonly unit: BaseUnit;
}

/**
 * Batches of a recipe as an amount in its base unit, for display (operations-model §2,
 * costing-model §5): mL for a recipe served by volume, else g (the finished batch weight),
 * else each (batches) when the recipe has no batch weight.
 */
export const recipeAmount = (recipe: Recipe, batches: number, units?: UnitsInput): BaseAmount => {
  const table = unitTableFor(units);
  const serving = recipe.servingsize_unit ? measureOf(table, recipe.servingsize_unit) : null;
  const order =
    serving?.dimension === 'volume' ? (['volume', 'weight'] as const) : (['weight'] as const);
  for (const dimension of order) {
    const amount = convertBase({ dimension: 'count', amount: batches }, dimension, recipe, table);
    if (amount !== null && Number.isFinite(amount)) return { amount, unit: BASE_UNITS[dimension] };
  }
  return { amount: batches, unit: 'each' };
};

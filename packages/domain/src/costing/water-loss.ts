import type { Recipe } from '../records/recipe';
import { normaliseUnit } from '../units/normalise-unit';
import type { UnitTable } from '../units/unit-table';
import { finite } from './unit-costs';

/**
 * Water loss in g (costing-model §5): `waterout` in `waterout_unit`, a weight unit or `%` of
 * the raw weight (a missing unit is read as g). Null when the unit is neither.
 */
export const waterLoss = (recipe: Recipe, raw: number, table: UnitTable): number | null => {
  const w = recipe.waterout;
  if (!finite(w) || w === 0) return 0;
  const unit = recipe.waterout_unit?.trim() || 'g';
  if (unit === '%') return (raw * w) / 100;
  const size = table.sizes.get(normaliseUnit(unit) ?? '');
  return size?.dimension === 'weight' ? w * size.size : null;
};

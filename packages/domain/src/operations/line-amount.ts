import { lineQuantity } from '../costing/recipe-lines';
import type { CatalogueItem } from '../records/item';
import type { RecipeLine } from '../records/recipe';
import { quantityToBase, type BaseQuantity } from '../units/item-conversions';
import type { UnitTable } from '../units/unit-table';

/**
 * The quantity of one recipe line, per batch of its recipe, in its base unit (costing-model
 * §4: a custom unit honoured or dropped as for costing; package levels, servings of a nested
 * recipe). Null when the line has no quantity or its unit does not convert.
 */
export const lineAmount = (
  line: RecipeLine,
  item: CatalogueItem,
  table: UnitTable,
): BaseQuantity | null => {
  const { value, unit } = lineQuantity(line, item);
  if (value === null || unit === null || value < 0) return null;
  return quantityToBase(value, unit, item, table);
};

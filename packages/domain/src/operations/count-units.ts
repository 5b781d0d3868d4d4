import type { CatalogueItem } from '../records/item';
import { convertBase, quantityToBase } from '../units/item-conversions';
import { lineUnitChoices } from '../units/line-units';
import { unitTableFor, type UnitsInput } from '../units/unit-table';
import { BASE_UNITS } from './purchase-unit';
import { stockCountDimension } from './stock-unit';

/**
 * The units a stock count of the item may be typed in (operations-model §4: "any unit the item
 * converts to"): its base unit first (g, mL or each), then every measure, package, custom and
 * (for a recipe) serving unit that converts to it, in the order a recipe line lists them. While
 * an ingredient's purchase unit is not known, every unit it can be measured in.
 */
export const countUnitsFor = (item: CatalogueItem, units?: UnitsInput): string[] => {
  const table = unitTableFor(units);
  const dimension = stockCountDimension(item, table);
  const out: string[] = dimension ? [BASE_UNITS[dimension]] : [];
  for (const group of lineUnitChoices(item, { units: table })) {
    for (const unit of group.units) {
      if (out.includes(unit)) continue;
      const one = quantityToBase(1, unit, item, table);
      if (one === null) continue;
      const amount = dimension ? convertBase(one, dimension, item, table) : one.amount;
      if (amount !== null && Number.isFinite(amount) && amount > 0) out.push(unit);
    }
  }
  return out;
};

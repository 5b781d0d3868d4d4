import type { ItemCollection } from '../costing/item-collection';
import type { UnitsInput } from '../units/unit-table';
import { DEMAND_SERVINGS } from './demand';
import { explodeDemand } from './explode-demand';

/** Units of one dish sold in a period (a sales count line, operations-model §7). */
export interface SoldDish {
  readonly foodkey: string;
  readonly unitsSold: number;
}

/**
 * The theoretical usage implied by sales (operations-model §4): every dish sold is that many
 * servings of the recipe, exploded through nested recipes (as the prep list does, §2) to the
 * ingredients, parts and packaging it uses. Returns the quantity of each item in the base
 * unit of its purchase unit (g, mL or each: the unit a stock count of it is kept in). Dishes
 * that are not found or have no serving size, and an item needed in two dimensions that do not
 * add up (its purchase unit not known), are left out.
 */
export const theoreticalUsage = (
  sales: readonly SoldDish[],
  items: ItemCollection,
  units?: UnitsInput,
): Map<string, number> => {
  const demand = sales
    .filter((sale) => Number.isFinite(sale.unitsSold) && sale.unitsSold > 0)
    .map((sale) => ({ foodkey: sale.foodkey, amount: sale.unitsSold, unit: DEMAND_SERVINGS }));
  const usage = new Map<string, number>();
  const split = new Set<string>();
  for (const need of explodeDemand(demand, items, { units }).needs) {
    if (usage.has(need.foodkey)) split.add(need.foodkey);
    else usage.set(need.foodkey, need.qty);
  }
  for (const foodkey of split) usage.delete(foodkey);
  return usage;
};

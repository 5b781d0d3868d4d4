import type { CatalogueItem } from '../records/item';
import { itemDensity } from '../units/item-conversions';
import { unitTableFor, type UnitsInput } from '../units/unit-table';
import type { NutrientValues } from './nutrient-catalogue';
import { nutritionPer100g } from './item-nutrition';
import type { NutritionOf } from './recipe-nutrition';

export interface ItemNutritionOptions {
  /** Values per 100 g of a USDA food by its id (the bundled database). */
  readonly resolveId?: (id: string) => NutrientValues | null | undefined;
  readonly units?: UnitsInput;
}

/**
 * Reads a master item's nutrition per 100 g (costing-model §9) with the item's own density,
 * so a manual entry per mL or per cup converts to grams. Packaging items and recipes give
 * null (a recipe's nutrition is its roll-up).
 */
export const itemNutritionOf = (options: ItemNutritionOptions = {}): NutritionOf => {
  const table = unitTableFor(options.units);
  return (item: CatalogueItem) => {
    if (item.type === 'recipe' || item.type === 'packaging') return null;
    return nutritionPer100g((item as { usda?: never }).usda, {
      ...(options.resolveId ? { resolveId: options.resolveId } : {}),
      density: itemDensity(item, table),
      units: table,
    });
  };
};

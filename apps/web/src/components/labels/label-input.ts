import {
  DEFAULT_LABEL_SERVING_G,
  recipeLabelServing,
  type CatalogueItem,
  type ItemNutrition,
  type PanelInput,
  type Recipe,
  type UnitsInput,
} from '@larder/domain';

/** Serving figures the user typed on the label section ('' = use the item's own). */
export interface ServingOverrides {
  readonly size: number | '';
  readonly perPack: number | '';
}

export const NO_OVERRIDES: ServingOverrides = { size: '', perPack: '' };

/** The item's own serving: a recipe's serving size and servings, else 100 g. */
export function itemServing(item: CatalogueItem, nutrition: ItemNutrition, units?: UnitsInput) {
  const own =
    item.type === 'recipe' ? recipeLabelServing(item as Recipe, nutrition.weight, units) : null;
  return own ?? { servingSizeG: DEFAULT_LABEL_SERVING_G, servingsPerPack: null, measure: null };
}

/**
 * The input of nutritionPanel for an item (nutrition-labels.md §6): its values per 100 g and
 * its serving, or the serving typed on the label section. Null when there are no values.
 */
export function labelInput(
  item: CatalogueItem,
  nutrition: ItemNutrition,
  overrides: ServingOverrides,
  units?: UnitsInput,
): PanelInput | null {
  if (!nutrition.per100g) return null;
  const own = itemServing(item, nutrition, units);
  const size = overrides.size !== '' && overrides.size > 0 ? overrides.size : null;
  const perPack = overrides.perPack !== '' && overrides.perPack > 0 ? overrides.perPack : null;
  return {
    per100g: nutrition.per100g,
    servingSizeG: size ?? own.servingSizeG,
    servingsPerPack: perPack ?? own.servingsPerPack,
    servingMeasure: size === null ? own.measure : null,
  };
}

import { NUTRIENTS, type NutrientDefinition } from './nutrient-catalogue';

/**
 * Added sugars, g per 100 g: needed by the US formats (nutrition-labels.md §1.5) and missing
 * from the nutrient catalogue of product spec §3. Id 539 is the USDA SR number of
 * "Sugars, added"; SR24 foods do not report it.
 */
export const ADDED_SUGAR: NutrientDefinition = {
  tag: 'addedSugar',
  unit: 'g',
  label: 'Added sugars',
  group: 'carbs',
  id: 539,
};

/** The nutrient catalogue plus added sugars: every tag a label input may carry. */
export const LABEL_NUTRIENTS: readonly NutrientDefinition[] = [...NUTRIENTS, ADDED_SUGAR];

export const LABEL_NUTRIENT_TAGS: readonly string[] = LABEL_NUTRIENTS.map((d) => d.tag);

/**
 * The nutrient catalogue (product spec §3 "Nutrients"): tag, unit, label, group and numeric
 * id (the USDA SR nutrient number). Values are per 100 g.
 */
export type NutrientUnit = 'g' | 'mg' | 'µg' | 'IU' | 'kJ';
export type NutrientGroup =
  'energy' | 'main' | 'carbs' | 'fats' | 'other' | 'minerals' | 'vitamins';

export interface NutrientDefinition {
  readonly tag: string;
  readonly unit: NutrientUnit;
  readonly label: string;
  readonly group: NutrientGroup;
  readonly id: number;
}

const n = (
  tag: string,
  unit: NutrientUnit,
  label: string,
  group: NutrientGroup,
  id: number,
): NutrientDefinition => ({ tag, unit, label, group, id });

export const NUTRIENTS: readonly NutrientDefinition[] = [
  n('energy', 'kJ', 'Energy', 'energy', 268),
  n('protein', 'g', 'Protein', 'main', 203),
  n('carbs', 'g', 'Carbohydrate', 'carbs', 205),
  n('sugar', 'g', 'Sugars', 'carbs', 269),
  n('fiber', 'g', 'Fiber', 'carbs', 291),
  n('fat', 'g', 'Total fat', 'fats', 204),
  n('satu', 'g', 'Saturated fat', 'fats', 606),
  n('trans', 'g', 'Trans fat', 'fats', 605),
  n('mono', 'g', 'Monounsaturated fat', 'fats', 645),
  n('poly', 'g', 'Polyunsaturated fat', 'fats', 646),
  n('chol', 'mg', 'Cholesterol', 'other', 601),
  n('water', 'g', 'Water', 'other', 255),
  n('alc', 'g', 'Alcohol', 'other', 221),
  n('ca', 'mg', 'Calcium', 'minerals', 301),
  n('fe', 'mg', 'Iron', 'minerals', 303),
  n('mg', 'mg', 'Magnesium', 'minerals', 304),
  n('p', 'mg', 'Phosphorus', 'minerals', 305),
  n('k', 'mg', 'Potassium', 'minerals', 306),
  n('na', 'mg', 'Sodium', 'minerals', 307),
  n('zn', 'mg', 'Zinc', 'minerals', 309),
  n('cu', 'mg', 'Copper', 'minerals', 312),
  n('mn', 'mg', 'Manganese', 'minerals', 315),
  n('se', 'µg', 'Selenium', 'minerals', 317),
  n('vit_a_iu', 'IU', 'Vitamin A', 'vitamins', 318),
  n('vit_c', 'mg', 'Vitamin C', 'vitamins', 401),
  n('vit_d_iu', 'IU', 'Vitamin D', 'vitamins', 324),
  n('vit_e', 'mg', 'Vitamin E', 'vitamins', 323),
  n('vit_k', 'µg', 'Vitamin K', 'vitamins', 430),
  n('thia', 'mg', 'Thiamin', 'vitamins', 404),
  n('ribf', 'mg', 'Riboflavin', 'vitamins', 405),
  n('niacin', 'mg', 'Niacin', 'vitamins', 406),
  n('vit_b5', 'mg', 'Pantothenic acid', 'vitamins', 410),
  n('vit_b6', 'mg', 'Vitamin B6', 'vitamins', 415),
  n('folate', 'µg', 'Folate', 'vitamins', 417),
  n('vit_b12', 'µg', 'Vitamin B12', 'vitamins', 418),
  n('choline', 'mg', 'Choline', 'vitamins', 421),
];

export const NUTRIENT_TAGS: readonly string[] = NUTRIENTS.map((d) => d.tag);

/** Values per 100 g keyed by nutrient tag; an absent tag is unknown. */
export type NutrientValues = Readonly<Record<string, number>>;

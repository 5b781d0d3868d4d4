import type { UsNutrientKey } from './us-values';

/** US nutrient names (101.9(d); nutrition-labels.md §2.2). */
export const US_LABELS: Readonly<Record<UsNutrientKey, string>> = {
  calories: 'Calories',
  fat: 'Total Fat',
  satFat: 'Saturated Fat',
  transFat: 'Trans Fat',
  cholesterol: 'Cholesterol',
  sodium: 'Sodium',
  totalCarb: 'Total Carbohydrate',
  fiber: 'Dietary Fiber',
  totalSugars: 'Total Sugars',
  addedSugars: 'Added Sugars',
  protein: 'Protein',
  vitaminD: 'Vitamin D',
  calcium: 'Calcium',
  iron: 'Iron',
  potassium: 'Potassium',
};

/** Small-package abbreviations (101.9(j)(13); nutrition-labels.md §2.5). */
export const US_SMALL_LABELS: Readonly<Partial<Record<UsNutrientKey, string>>> = {
  satFat: 'Sat fat',
  cholesterol: 'Cholest',
  totalCarb: 'Total carb',
};

export const US_TITLE = 'Nutrition Facts';
export const US_SERVING_SIZE = 'Serving size';
export const US_SERVING_SIZE_SMALL = 'Serv size';
export const US_AMOUNT_PER_SERVING = 'Amount per serving';
export const US_DV_HEADING = '% Daily Value*';

/** Footnote (d)(9). */
export const US_FOOTNOTE =
  '*The % Daily Value (DV) tells you how much a nutrient in a serving of food contributes to ' +
  'a daily diet. 2,000 calories a day is used for general nutrition advice.';

/** The shortened footnote allowed on small packages (101.9(j)(13)). */
export const US_SMALL_FOOTNOTE = '%DV = %Daily Value';

/** "8 servings per container", "about 2.5 servings per container", "1 serving per container". */
export const usServingsText = (servings: string): string =>
  `${servings} ${servings === '1' ? 'serving' : 'servings'} per container`;

/** The added sugars line: "Includes 10g Added Sugars". */
export const usAddedSugarsLabel = (amount: string): string => `Includes ${amount} Added Sugars`;

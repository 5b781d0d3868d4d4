/**
 * US daily values (21 CFR 101.9(c); nutrition-labels.md §2.1), per day. Trans fat and total
 * sugars have no %DV; protein %DV only with a protein claim (ours: omitted).
 */
export const US_DAILY_VALUES = {
  fat: 78,
  satFat: 20,
  cholesterol: 300,
  sodium: 2300,
  totalCarb: 275,
  fiber: 28,
  addedSugars: 50,
  protein: 50,
  /** mcg */
  vitaminD: 20,
  calcium: 1300,
  iron: 18,
  potassium: 4700,
} as const;

/**
 * US daily values (21 CFR 101.9(c); nutrition-labels.md §2.1; product spec §9), per day, in mg
 * unless noted. Trans fat and total sugars have no %DV; protein %DV only with a protein claim
 * (ours: omitted). Niacin, thiamin and riboflavin are voluntary declarations: the four US
 * formats do not print them, the values are here for a %DV of those vitamins.
 */
export const US_DAILY_VALUES = {
  /** g */
  fat: 78,
  /** g */
  satFat: 20,
  cholesterol: 300,
  sodium: 2300,
  /** g */
  totalCarb: 275,
  /** g */
  fiber: 28,
  /** g */
  addedSugars: 50,
  /** g */
  protein: 50,
  /** mcg */
  vitaminD: 20,
  calcium: 1300,
  iron: 18,
  potassium: 4700,
  niacin: 16,
  thiamin: 1.2,
  riboflavin: 1.3,
} as const;

import { US_NUTRIENT_KEYS, type UsAmounts, type UsNutrientKey } from './us-values';

/** Nutrients the simplified format always shows (101.9(f)). */
export const US_SIMPLIFIED_ALWAYS: readonly UsNutrientKey[] = [
  'calories',
  'fat',
  'sodium',
  'totalCarb',
  'protein',
];

/** Insignificant nutrients needed for the simplified format (101.9(f)): at least 8 of 15. */
export const US_SIMPLIFIED_MIN_INSIGNIFICANT = 8;

/** Names in the "Not a significant source of …" statement. */
export const US_NOT_SIGNIFICANT_NAMES: Readonly<Record<UsNutrientKey, string>> = {
  calories: 'calories',
  fat: 'total fat',
  satFat: 'saturated fat',
  transFat: 'trans fat',
  cholesterol: 'cholesterol',
  sodium: 'sodium',
  totalCarb: 'total carbohydrate',
  fiber: 'dietary fiber',
  totalSugars: 'total sugars',
  addedSugars: 'added sugars',
  protein: 'protein',
  vitaminD: 'vitamin D',
  calcium: 'calcium',
  iron: 'iron',
  potassium: 'potassium',
};

const LESS_THAN_1G: readonly UsNutrientKey[] = ['totalCarb', 'fiber', 'protein'];

/**
 * Insignificant (101.9(f); nutrition-labels.md §2.3): declarable as 0; carbohydrate, fiber and
 * protein below 1 g ("less than 1 g"); vitamins and minerals below 2% DV.
 */
export const usInsignificant = (a: UsAmounts, key: UsNutrientKey): boolean => {
  if (LESS_THAN_1G.includes(key)) return a.amounts[key].raw < 1;
  if (key === 'vitaminD' || key === 'calcium' || key === 'iron' || key === 'potassium')
    return a.dv[key].raw < 2;
  return a.amounts[key].value === 0;
};

export interface UsSimplified {
  /** At least 8 of the 15 nutrients are insignificant. */
  readonly allowed: boolean;
  readonly insignificant: readonly UsNutrientKey[];
  /** Keys shown, in label order (all 15 when not allowed). */
  readonly rows: readonly UsNutrientKey[];
  /** Names of the omitted nutrients (empty when not allowed). */
  readonly notSignificantSourceOf: readonly string[];
}

/**
 * The simplified format's content (101.9(f)): calories, total fat, sodium, total carbohydrate
 * and protein always, plus every nutrient above insignificant (total sugars whenever added
 * sugars show); the rest named in "Not a significant source of …" (ours: always).
 */
export const usSimplified = (a: UsAmounts): UsSimplified => {
  const insignificant = US_NUTRIENT_KEYS.filter((k) => usInsignificant(a, k));
  const allowed = insignificant.length >= US_SIMPLIFIED_MIN_INSIGNIFICANT;
  if (!allowed)
    return { allowed, insignificant, rows: US_NUTRIENT_KEYS, notSignificantSourceOf: [] };
  const shown = new Set(
    US_NUTRIENT_KEYS.filter((k) => US_SIMPLIFIED_ALWAYS.includes(k) || !insignificant.includes(k)),
  );
  if (shown.has('addedSugars')) shown.add('totalSugars');
  const rows = US_NUTRIENT_KEYS.filter((k) => shown.has(k));
  const omitted = US_NUTRIENT_KEYS.filter((k) => !shown.has(k));
  return {
    allowed,
    insignificant,
    rows,
    notSignificantSourceOf: omitted.map((k) => US_NOT_SIGNIFICANT_NAMES[k]),
  };
};

/** "a", "a and b", "a, b, and c". */
export const usList = (names: readonly string[]): string =>
  names.length <= 2
    ? names.join(' and ')
    : `${names.slice(0, -1).join(', ')}, and ${names[names.length - 1] ?? ''}`;

/** The statement naming the omitted nutrients, or null when none. */
export const notSignificantText = (names: readonly string[]): string | null =>
  names.length === 0 ? null : `Not a significant source of ${usList(names)}.`;

import { kcalFromKj, vitaminDFromIu } from '../nutrition/nutrition-conversions';
import { US_TEXT } from './amount-text';
import type { Declared } from './declared';
import { panelAmount, panelPercent, percentBasis, type PanelAmount } from './panel-amount';
import type { PanelInput } from './panel-types';
import { perServing } from './per-serving';
import { US_DAILY_VALUES } from './us-daily-values';
import {
  usCalories,
  usCarbohydrate,
  usCholesterol,
  usFat,
  usPercentDv,
  usServings,
  usSodium,
  usVitaminMineral,
  usVitaminPercentDv,
} from './us-rounding';

/** The US nutrient keys in label order (nutrition-labels.md §2.2, §6). */
export const US_NUTRIENT_KEYS = [
  'calories',
  'fat',
  'satFat',
  'transFat',
  'cholesterol',
  'sodium',
  'totalCarb',
  'fiber',
  'totalSugars',
  'addedSugars',
  'protein',
  'vitaminD',
  'calcium',
  'iron',
  'potassium',
] as const;

export type UsNutrientKey = (typeof US_NUTRIENT_KEYS)[number];

/** Keys with a %DV on US labels. */
export const US_DV_KEYS = [
  'fat',
  'satFat',
  'cholesterol',
  'sodium',
  'totalCarb',
  'fiber',
  'addedSugars',
  'vitaminD',
  'calcium',
  'iron',
  'potassium',
] as const satisfies readonly UsNutrientKey[];

export type UsDvKey = (typeof US_DV_KEYS)[number];

/** The vitamins and minerals: %DV rounded by (c)(8)(iii). */
export const US_VITAMIN_KEYS = ['vitaminD', 'calcium', 'iron', 'potassium'] as const;

/** Declared amounts and %DV of one serving. */
export interface UsAmounts {
  readonly amounts: Readonly<Record<UsNutrientKey, PanelAmount>>;
  readonly dv: Readonly<Record<UsDvKey, PanelAmount>>;
  /** "8", "about 2.5"; null when the pack's servings are unknown. */
  readonly servingsPerContainer: string | null;
}

interface Source {
  readonly tag: string;
  readonly unit: string;
  readonly convert?: (x: number) => number;
  readonly round: (x: number) => Declared;
}

const SOURCES: Readonly<Record<UsNutrientKey, Source>> = {
  calories: { tag: 'energy', unit: '', convert: (kj) => kcalFromKj(kj), round: usCalories },
  fat: { tag: 'fat', unit: 'g', round: usFat },
  satFat: { tag: 'satu', unit: 'g', round: usFat },
  transFat: { tag: 'trans', unit: 'g', round: usFat },
  cholesterol: { tag: 'chol', unit: 'mg', round: usCholesterol },
  sodium: { tag: 'na', unit: 'mg', round: usSodium },
  totalCarb: { tag: 'carbs', unit: 'g', round: usCarbohydrate },
  fiber: { tag: 'fiber', unit: 'g', round: usCarbohydrate },
  totalSugars: { tag: 'sugar', unit: 'g', round: usCarbohydrate },
  addedSugars: { tag: 'addedSugar', unit: 'g', round: usCarbohydrate },
  protein: { tag: 'protein', unit: 'g', round: usCarbohydrate },
  vitaminD: {
    tag: 'vit_d_iu',
    unit: 'mcg',
    convert: vitaminDFromIu,
    round: (x) => usVitaminMineral(x, US_DAILY_VALUES.vitaminD),
  },
  calcium: {
    tag: 'ca',
    unit: 'mg',
    round: (x) => usVitaminMineral(x, US_DAILY_VALUES.calcium),
  },
  iron: { tag: 'fe', unit: 'mg', round: (x) => usVitaminMineral(x, US_DAILY_VALUES.iron) },
  potassium: { tag: 'k', unit: 'mg', round: usSodium },
};

const isVitamin = (key: UsDvKey): boolean => (US_VITAMIN_KEYS as readonly string[]).includes(key);

/** Declared per-serving amounts, %DV and servings of the US formats (nutrition-labels.md §2.1). */
export const usAmounts = (input: PanelInput): UsAmounts => {
  const amounts = {} as Record<UsNutrientKey, PanelAmount>;
  for (const key of US_NUTRIENT_KEYS) {
    const s = SOURCES[key];
    const grams = perServing(input.per100g, s.tag, input.servingSizeG);
    const raw = s.convert ? s.convert(grams) : grams;
    amounts[key] = panelAmount(s.round(raw), raw, s.unit, US_TEXT);
  }
  const dv = {} as Record<UsDvKey, PanelAmount>;
  for (const key of US_DV_KEYS) {
    const percent = (percentBasis(amounts[key]) / US_DAILY_VALUES[key]) * 100;
    const rounded = isVitamin(key) ? usVitaminPercentDv(percent) : usPercentDv(percent);
    dv[key] = panelPercent(rounded, percent, US_TEXT);
  }
  return { amounts, dv, servingsPerContainer: usServings(input.servingsPerPack) };
};

/** The keyed strings of nutrition-labels.md §6 for the US formats. */
export type UsValueKey = UsNutrientKey | `${UsDvKey}DV` | 'servingsPerContainer';

/** Strings of the §6 contract; servingsPerContainer is '' when unknown. */
export const usValueStrings = (a: UsAmounts): Record<UsValueKey, string> => {
  const out = { servingsPerContainer: a.servingsPerContainer ?? '' } as Record<UsValueKey, string>;
  for (const key of US_NUTRIENT_KEYS) out[key] = a.amounts[key].text;
  for (const key of US_DV_KEYS) out[`${key}DV`] = a.dv[key].text;
  return out;
};

import { kcalFromKj, saltFromSodium } from '../nutrition/nutrition-conversions';
import { METRIC_TEXT } from './amount-text';
import type { Declared } from './declared';
import { euEnergy, euMacro, euPercentRi, euSalt, euSaturates } from './eu-rounding';
import { panelAmount, panelPercent, percentBasis, type PanelAmount } from './panel-amount';
import { per100 } from './per-serving';
import type { NutrientValues } from '../nutrition/nutrient-catalogue';

/** UK/EU mandatory declaration in Annex XV order (nutrition-labels.md §3.1, §6). */
export const EU_KEYS = [
  'energyKj',
  'energyKcal',
  'fat',
  'saturates',
  'carbohydrate',
  'sugars',
  'protein',
  'salt',
] as const;

export type EuKey = (typeof EU_KEYS)[number];

export const EU_RI_KEYS = [
  'energy',
  'fat',
  'saturates',
  'carbohydrate',
  'sugars',
  'protein',
  'salt',
] as const;

export type EuRiKey = (typeof EU_RI_KEYS)[number];

/** Reference intakes of an average adult (Annex XIII Part B). Energy in kJ (8400 kJ / 2000 kcal). */
export const EU_REFERENCE_INTAKES: Readonly<Record<EuRiKey, number>> = {
  energy: 8400,
  fat: 70,
  saturates: 20,
  carbohydrate: 260,
  sugars: 90,
  protein: 50,
  salt: 6,
};

interface Source {
  readonly unit: string;
  readonly amount: (per100g: NutrientValues) => number;
  readonly round: (x: number) => Declared;
}

const SOURCES: Readonly<Record<EuKey, Source>> = {
  energyKj: { unit: 'kJ', amount: (v) => per100(v, 'energy'), round: euEnergy },
  energyKcal: {
    unit: 'kcal',
    amount: (v) => kcalFromKj(per100(v, 'energy'), true),
    round: euEnergy,
  },
  fat: { unit: 'g', amount: (v) => per100(v, 'fat'), round: euMacro },
  saturates: { unit: 'g', amount: (v) => per100(v, 'satu'), round: euSaturates },
  carbohydrate: { unit: 'g', amount: (v) => per100(v, 'carbs'), round: euMacro },
  sugars: { unit: 'g', amount: (v) => per100(v, 'sugar'), round: euMacro },
  protein: { unit: 'g', amount: (v) => per100(v, 'protein'), round: euMacro },
  salt: { unit: 'g', amount: (v) => saltFromSodium(per100(v, 'na')), round: euSalt },
};

export type EuColumn = Readonly<Record<EuKey, PanelAmount>>;

/**
 * One column of declared amounts for `grams` of food (100 for the per-100 g column), each
 * rounded from its own unrounded value (nutrition-labels.md §1.3); kcal = kJ x 0.239, salt =
 * sodium mg x 2.5 / 1000.
 */
export const euColumn = (per100g: NutrientValues, grams: number): EuColumn => {
  const out = {} as Record<EuKey, PanelAmount>;
  for (const key of EU_KEYS) {
    const s = SOURCES[key];
    const raw = (s.amount(per100g) * grams) / 100;
    out[key] = panelAmount(s.round(raw), raw, s.unit, METRIC_TEXT);
  }
  return out;
};

/** %RI of a portion from its declared amounts (the unrounded one behind a "<" text). */
export const euReferenceIntakes = (portion: EuColumn): Readonly<Record<EuRiKey, PanelAmount>> => {
  const out = {} as Record<EuRiKey, PanelAmount>;
  for (const key of EU_RI_KEYS) {
    const amount = portion[key === 'energy' ? 'energyKj' : key];
    const percent = (percentBasis(amount) / EU_REFERENCE_INTAKES[key]) * 100;
    out[key] = panelPercent(euPercentRi(percent), percent, METRIC_TEXT);
  }
  return out;
};

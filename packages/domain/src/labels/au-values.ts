import type { NutrientValues } from '../nutrition/nutrient-catalogue';
import { kcalFromKj } from '../nutrition/nutrition-conversions';
import { METRIC_TEXT } from './amount-text';
import { AU_FINEST, auPercentDi, auRound } from './au-rounding';
import { panelAmount, panelPercent, type PanelAmount } from './panel-amount';
import { per100 } from './per-serving';

/** ANZ keys (nutrition-labels.md §6) in panel order (Standard 1.2.8, S12—2). */
export const AU_KEYS = [
  'energy',
  'energyCal',
  'protein',
  'fatTotal',
  'saturated',
  'carbohydrate',
  'sugars',
  'dietaryFibre',
  'sodium',
] as const;

export type AuKey = (typeof AU_KEYS)[number];
export type AuDiKey = Exclude<AuKey, 'energyCal'>;

/** Daily intake references of S12—4 (energy kJ; g; sodium mg). */
export const AU_DAILY_INTAKES: Readonly<Record<AuDiKey, number>> = {
  energy: 8700,
  protein: 50,
  fatTotal: 70,
  saturated: 24,
  carbohydrate: 310,
  sugars: 90,
  dietaryFibre: 30,
  sodium: 2300,
};

const SOURCES: Readonly<Record<AuKey, { tag: string; unit: keyof typeof AU_FINEST }>> = {
  energy: { tag: 'energy', unit: 'kJ' },
  energyCal: { tag: 'energy', unit: 'Cal' },
  protein: { tag: 'protein', unit: 'g' },
  fatTotal: { tag: 'fat', unit: 'g' },
  saturated: { tag: 'satu', unit: 'g' },
  carbohydrate: { tag: 'carbs', unit: 'g' },
  sugars: { tag: 'sugar', unit: 'g' },
  dietaryFibre: { tag: 'fiber', unit: 'g' },
  sodium: { tag: 'na', unit: 'mg' },
};

export type AuColumn = Readonly<Record<AuKey, PanelAmount>>;

/** Declared amounts for `grams` of food; Cal = kJ / 4.184. */
export const auColumn = (per100g: NutrientValues, grams: number): AuColumn => {
  const out = {} as Record<AuKey, PanelAmount>;
  for (const key of AU_KEYS) {
    const s = SOURCES[key];
    const base = (per100(per100g, s.tag) * grams) / 100;
    const raw = s.unit === 'Cal' ? kcalFromKj(base) : base;
    out[key] = panelAmount(auRound(raw, AU_FINEST[s.unit]), raw, s.unit, METRIC_TEXT);
  }
  return out;
};

/** %DI per serving from the declared per-serving amounts (S12—4). */
export const auDailyIntakes = (serving: AuColumn): Readonly<Record<AuDiKey, PanelAmount>> => {
  const out = {} as Record<AuDiKey, PanelAmount>;
  for (const key of Object.keys(AU_DAILY_INTAKES) as AuDiKey[]) {
    const percent = ((serving[key].value ?? 0) / AU_DAILY_INTAKES[key]) * 100;
    out[key] = panelPercent(auPercentDi(percent), percent, METRIC_TEXT);
  }
  return out;
};

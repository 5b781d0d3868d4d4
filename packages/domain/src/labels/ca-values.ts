import type { NutrientValues } from '../nutrition/nutrient-catalogue';
import { kcalFromKj } from '../nutrition/nutrition-conversions';
import type { TextStyle } from './amount-text';
import {
  caFreeOfCholesterol,
  caFreeOfEnergy,
  caFreeOfFat,
  caFreeOfSaturated,
  caFreeOfSodium,
  caFreeOfTrans,
  type CaServingAmounts,
} from './ca-free-of';
import {
  caCalories,
  caCarbohydrate,
  caCholesterol,
  caFat,
  caIron,
  caKilojoules,
  caPercentDv,
  caPotassiumCalcium,
  caProtein,
  caSodium,
} from './ca-rounding';
import { panelAmount, panelPercent, type PanelAmount } from './panel-amount';
import { perServing } from './per-serving';

/** Canadian amount keys in table order (nutrition-labels.md §5.1, §6). */
export const CA_AMOUNT_KEYS = [
  'calories',
  'kilojoules',
  'fat',
  'saturated',
  'trans',
  'carbohydrate',
  'fibre',
  'sugars',
  'protein',
  'cholesterol',
  'sodium',
  'potassium',
  'calcium',
  'iron',
] as const;

export type CaAmountKey = (typeof CA_AMOUNT_KEYS)[number];

export const CA_DV_KEYS = [
  'fatDV',
  'satTransDV',
  'fibreDV',
  'sugarsDV',
  'sodiumDV',
  'potassiumDV',
  'calciumDV',
  'ironDV',
] as const;

export type CaDvKey = (typeof CA_DV_KEYS)[number];

/**
 * Daily values whose %DV is optional (nutrition-labels.md §5.1: cholesterol): known, never
 * printed by the Canadian tables.
 */
export const CA_OPTIONAL_DV_KEYS = ['cholesterolDV'] as const;

export type CaOptionalDvKey = (typeof CA_OPTIONAL_DV_KEYS)[number];

/**
 * Daily values (B.01.001.1; nutrition-labels.md §5.1; product spec §9), in g or mg as the
 * amount; saturated + trans combined. Cholesterol's 300 mg is one of them, but its %DV is
 * optional and not part of the tables (`CA_DV_KEYS`).
 */
export const CA_DAILY_VALUES: Readonly<Record<CaDvKey | CaOptionalDvKey, number>> = {
  fatDV: 75,
  satTransDV: 20,
  fibreDV: 28,
  sugarsDV: 100,
  sodiumDV: 2300,
  potassiumDV: 3400,
  calciumDV: 1300,
  ironDV: 18,
  cholesterolDV: 300,
};

export interface CaAmounts {
  readonly amounts: Readonly<Record<CaAmountKey, PanelAmount>>;
  readonly dv: Readonly<Record<CaDvKey, PanelAmount>>;
}

const UNITS: Readonly<Record<CaAmountKey, string>> = {
  calories: '',
  kilojoules: 'kJ',
  fat: 'g',
  saturated: 'g',
  trans: 'g',
  carbohydrate: 'g',
  fibre: 'g',
  sugars: 'g',
  protein: 'g',
  cholesterol: 'mg',
  sodium: 'mg',
  potassium: 'mg',
  calcium: 'mg',
  iron: 'mg',
};

/** Declared amounts per serving and %DV of the Canadian tables, printed in `style`. */
export const caAmounts = (
  per100g: NutrientValues,
  servingSizeG: number,
  style: TextStyle,
): CaAmounts => {
  const at = (tag: string): number => perServing(per100g, tag, servingSizeG);
  const kj = at('energy');
  const s: CaServingAmounts = {
    kcal: kcalFromKj(kj),
    fat: at('fat'),
    saturated: at('satu'),
    trans: at('trans'),
    cholesterol: at('chol'),
    sodium: at('na'),
  };
  const saturated = caFat(s.saturated, caFreeOfSaturated(s));
  const trans = caFat(s.trans, caFreeOfTrans(s));
  const satValue = saturated.kind === 'amount' ? saturated.value : null;
  const transValue = trans.kind === 'amount' ? trans.value : null;
  const declared = {
    calories: [caCalories(s.kcal, caFreeOfEnergy(s)), s.kcal],
    kilojoules: [caKilojoules(kj), kj],
    fat: [caFat(s.fat, caFreeOfFat(s, satValue, transValue)), s.fat],
    saturated: [saturated, s.saturated],
    trans: [trans, s.trans],
    carbohydrate: [caCarbohydrate(at('carbs')), at('carbs')],
    fibre: [caCarbohydrate(at('fiber')), at('fiber')],
    sugars: [caCarbohydrate(at('sugar')), at('sugar')],
    protein: [caProtein(at('protein')), at('protein')],
    cholesterol: [caCholesterol(s.cholesterol, caFreeOfCholesterol(s)), s.cholesterol],
    sodium: [caSodium(s.sodium, caFreeOfSodium(s)), s.sodium],
    potassium: [caPotassiumCalcium(at('k')), at('k')],
    calcium: [caPotassiumCalcium(at('ca')), at('ca')],
    iron: [caIron(at('fe')), at('fe')],
  } as const;
  const amounts = {} as Record<CaAmountKey, PanelAmount>;
  for (const key of CA_AMOUNT_KEYS) {
    const [d, raw] = declared[key];
    amounts[key] = panelAmount(d, raw, UNITS[key], style);
  }
  const value = (key: CaAmountKey): number => amounts[key].value ?? 0;
  const basis: Readonly<Record<CaDvKey, number>> = {
    fatDV: value('fat'),
    satTransDV: value('saturated') + value('trans'),
    fibreDV: value('fibre'),
    sugarsDV: value('sugars'),
    sodiumDV: value('sodium'),
    potassiumDV: value('potassium'),
    calciumDV: value('calcium'),
    ironDV: value('iron'),
  };
  const dv = {} as Record<CaDvKey, PanelAmount>;
  for (const key of CA_DV_KEYS) {
    const declaredAmount = basis[key];
    const percent = (declaredAmount / CA_DAILY_VALUES[key]) * 100;
    dv[key] = panelPercent(caPercentDv(declaredAmount, CA_DAILY_VALUES[key]), percent, style);
  }
  return { amounts, dv };
};

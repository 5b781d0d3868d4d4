import type { Nutrition } from '../records/nutrition';
import { LABEL_NUTRIENT_TAGS } from './added-sugar';

/** Energy unit of a manual entry (costing-model §9: kcal is stored as entered, read as kJ). */
export type EnergyUnit = 'kJ' | 'kcal';

/** An item's `usda` field read as one of its three forms (product spec §3), or none. */
export type NutritionSource =
  | { readonly kind: 'none' }
  | { readonly kind: 'usda'; readonly id: string }
  | { readonly kind: 'per100'; readonly values: Readonly<Record<string, number>> }
  | {
      readonly kind: 'manual';
      readonly per: number | null;
      readonly perUnit: string;
      readonly energyUnit: EnergyUnit;
      readonly values: Readonly<Record<string, number>>;
    };

const NONE: NutritionSource = { kind: 'none' };

const toNumber = (v: unknown): number | null => {
  const x = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof x === 'number' && Number.isFinite(x) ? x : null;
};

/** The numeric values of the label nutrient tags (others, and non-numbers, are dropped). */
const numericValues = (source: Record<string, unknown>): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const tag of LABEL_NUTRIENT_TAGS) {
    const v = toNumber(source[tag]);
    if (v !== null) out[tag] = v;
  }
  return out;
};

/** Which of the three forms an item's nutrition takes, with its parts (product spec §3). */
export const nutritionSource = (usda: Nutrition | null | undefined): NutritionSource => {
  if (usda === null || usda === undefined) return NONE;
  if (typeof usda === 'string') return usda.trim() ? { kind: 'usda', id: usda.trim() } : NONE;
  const manual = usda as Record<string, unknown>;
  if (typeof manual.values === 'object' && manual.values !== null) {
    return {
      kind: 'manual',
      per: toNumber(manual.per),
      perUnit: typeof manual.perUnit === 'string' && manual.perUnit ? manual.perUnit : 'g',
      energyUnit:
        typeof manual.energyUnit === 'string' && manual.energyUnit.toLowerCase() === 'kcal'
          ? 'kcal'
          : 'kJ',
      values: numericValues(manual.values as Record<string, unknown>),
    };
  }
  const values = numericValues(manual);
  return Object.keys(values).length > 0 ? { kind: 'per100', values } : NONE;
};

/** The `usda` field to store for a source; null for none (product spec §3). */
export const nutritionRecord = (source: NutritionSource): Nutrition | null => {
  switch (source.kind) {
    case 'none':
      return null;
    case 'usda':
      return source.id;
    case 'per100':
      return { ...source.values };
    case 'manual':
      return {
        per: source.per,
        perUnit: source.perUnit,
        energyUnit: source.energyUnit,
        values: { ...source.values },
      };
  }
};

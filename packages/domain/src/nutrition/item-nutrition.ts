import type { Nutrition } from '../records/nutrition';
import { normaliseUnit } from '../units/normalise-unit';
import { unitTableFor, type UnitsInput } from '../units/unit-table';
import { LABEL_NUTRIENT_TAGS } from './added-sugar';
import type { NutrientValues } from './nutrient-catalogue';
import { kjFromKcal } from './nutrition-conversions';

/** How to read an item's nutrition: a resolver for USDA ids, the item's density for per-mL. */
export interface NutritionOptions {
  readonly resolveId?: (id: string) => NutrientValues | null | undefined;
  readonly density?: number | null;
  readonly units?: UnitsInput;
}

const toNumber = (v: unknown): number | null => {
  const x = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof x === 'number' && Number.isFinite(x) ? x : null;
};

const pickValues = (source: Record<string, unknown>, scale: number): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const tag of LABEL_NUTRIENT_TAGS) {
    const v = toNumber(source[tag]);
    if (v !== null) out[tag] = v * scale;
  }
  return out;
};

/**
 * An item's nutrition per 100 g from its `usda` field in any of its three forms
 * (costing-model §9): a USDA id (through `resolveId`), an object of per-100 g values, or a
 * manual object {per, perUnit, energyUnit, values} scaled to 100 g (kcal -> kJ x 4.184).
 * Keeps the catalogue's nutrients and added sugars (nutrition-labels.md §1.5). Null when there
 * is no usable nutrition.
 */
export const nutritionPer100g = (
  usda: Nutrition | null | undefined,
  options?: NutritionOptions,
): NutrientValues | null => {
  if (usda === null || usda === undefined) return null;
  if (typeof usda === 'string') return usda ? (options?.resolveId?.(usda) ?? null) : null;
  const manual = usda as {
    per?: unknown;
    perUnit?: unknown;
    energyUnit?: unknown;
    values?: unknown;
  };
  if (typeof manual.values === 'object' && manual.values !== null) {
    const per = toNumber(manual.per);
    const unit = typeof manual.perUnit === 'string' && manual.perUnit ? manual.perUnit : 'g';
    const size = unitTableFor(options?.units).sizes.get(normaliseUnit(unit) ?? '');
    if (per === null || per <= 0 || !size) return null;
    let grams = per * size.size;
    if (size.dimension === 'volume') {
      const rho = options?.density;
      if (typeof rho !== 'number' || !(rho > 0)) return null;
      grams *= rho;
    } else if (size.dimension !== 'weight') return null;
    const values = pickValues(manual.values as Record<string, unknown>, 100 / grams);
    const kcal =
      typeof manual.energyUnit === 'string' && manual.energyUnit.toLowerCase() === 'kcal';
    if (kcal && values.energy !== undefined) values.energy = kjFromKcal(values.energy);
    return values;
  }
  const values = pickValues(usda as Record<string, unknown>, 1);
  return Object.keys(values).length > 0 ? values : null;
};

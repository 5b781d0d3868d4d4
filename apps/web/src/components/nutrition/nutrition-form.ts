import {
  ADDED_SUGAR,
  NUTRIENTS,
  nutritionPer100g,
  nutritionRecord,
  nutritionSource,
  type EnergyUnit,
  type NutrientDefinition,
  type NutrientValues,
  type Nutrition,
  type UnitsInput,
} from '@larder/domain';
import { i18n } from '../../i18n/i18n';
import { nutrientName } from './nutrient-names';

/** A number field: '' while empty (Mantine NumberInput). */
type NumberValue = number | string;

/** Which of the three forms of product spec §3 the form edits, or none. */
export type NutritionMode = 'none' | 'usda' | 'per100' | 'manual';

export interface NutritionFormValues {
  mode: NutritionMode;
  /** USDA SR id picked from the search. */
  usdaId: string;
  /** Manual entry: the values are per `per` `perUnit`, energy in `energyUnit`. */
  per: NumberValue;
  perUnit: string;
  energyUnit: EnergyUnit;
  /** Per-100 g or manual values by nutrient tag. */
  values: Record<string, NumberValue>;
}

export const EMPTY_NUTRITION_FORM: NutritionFormValues = {
  mode: 'none',
  usdaId: '',
  per: 100,
  perUnit: 'g',
  energyUnit: 'kJ',
  values: {},
};

/** The forms the section offers, in order. */
export const NUTRITION_MODES: readonly NutritionMode[] = ['none', 'usda', 'per100', 'manual'];

/** What each form is called, in the interface language. */
export const nutritionModeLabel = (mode: NutritionMode): string =>
  i18n.t(`components:nutrition.modes.${mode}`);

const byTag = new Map([...NUTRIENTS, ADDED_SUGAR].map((n) => [n.tag, n]));
const pick = (tags: readonly string[]): NutrientDefinition[] =>
  tags.map((t) => byTag.get(t)).filter((n): n is NutrientDefinition => n !== undefined);

/** The nutrients the labels print, in label order: shown first in the form. */
export const LABEL_FIELDS: readonly NutrientDefinition[] = pick([
  'energy',
  'fat',
  'satu',
  'trans',
  'chol',
  'carbs',
  'sugar',
  'addedSugar',
  'fiber',
  'protein',
  'na',
  'k',
  'ca',
  'fe',
  'vit_d_iu',
]);

/** The rest of the catalogue, under "More nutrients". */
export const MORE_FIELDS: readonly NutrientDefinition[] = [...NUTRIENTS, ADDED_SUGAR].filter(
  (n) => !LABEL_FIELDS.includes(n),
);

const toNumber = (value: NumberValue | undefined): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

const numbers = (values: Record<string, NumberValue>): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const [tag, v] of Object.entries(values)) {
    const n = toNumber(v);
    if (n !== null && byTag.has(tag)) out[tag] = n;
  }
  return out;
};

/** Form values from an item's stored `usda` field. */
export function nutritionFormValues(usda: Nutrition | null | undefined): NutritionFormValues {
  const source = nutritionSource(usda);
  switch (source.kind) {
    case 'none':
      return { ...EMPTY_NUTRITION_FORM, values: {} };
    case 'usda':
      return { ...EMPTY_NUTRITION_FORM, mode: 'usda', usdaId: source.id, values: {} };
    case 'per100':
      return { ...EMPTY_NUTRITION_FORM, mode: 'per100', values: { ...source.values } };
    case 'manual':
      return {
        mode: 'manual',
        usdaId: '',
        per: source.per ?? '',
        perUnit: source.perUnit,
        energyUnit: source.energyUnit,
        values: { ...source.values },
      };
  }
}

/** The `usda` field to store (product spec §3); null when the form holds no nutrition. */
export function nutritionFromForm(values: NutritionFormValues): Nutrition | null {
  switch (values.mode) {
    case 'none':
      return null;
    case 'usda':
      return values.usdaId.trim()
        ? nutritionRecord({ kind: 'usda', id: values.usdaId.trim() })
        : null;
    case 'per100': {
      const v = numbers(values.values);
      return Object.keys(v).length > 0 ? nutritionRecord({ kind: 'per100', values: v }) : null;
    }
    case 'manual':
      return nutritionRecord({
        kind: 'manual',
        per: toNumber(values.per),
        perUnit: values.perUnit.trim() || 'g',
        energyUnit: values.energyUnit,
        values: numbers(values.values),
      });
  }
}

export type NutritionErrors = Partial<Record<string, string>>;

/** Validates the section; keys are form paths under `nutrition.`. */
export function validateNutrition(values: NutritionFormValues): NutritionErrors {
  const errors: NutritionErrors = {};
  if (values.mode === 'none') return errors;
  if (values.mode === 'usda') {
    if (!values.usdaId.trim()) {
      errors['nutrition.usdaId'] = i18n.t('components:nutrition.errors.usdaMissing');
    }
    return errors;
  }
  let any = false;
  for (const [tag, v] of Object.entries(values.values)) {
    if (typeof v === 'string' && v.trim() === '') continue;
    const n = toNumber(v);
    const known = byTag.get(tag);
    const field = known ? nutrientName(known) : tag;
    if (n === null) {
      errors[`nutrition.values.${tag}`] = i18n.t('components:nutrition.errors.number', { field });
    } else if (n < 0) {
      errors[`nutrition.values.${tag}`] = i18n.t('components:nutrition.errors.atLeastZero', {
        field,
      });
    } else any = true;
  }
  if (!any && Object.keys(errors).length === 0)
    errors['nutrition.values.energy'] = i18n.t('components:nutrition.errors.noValue');
  if (values.mode === 'manual') {
    const per = toNumber(values.per);
    if (per === null || per <= 0) {
      errors['nutrition.per'] = i18n.t('components:nutrition.errors.perAmount');
    }
    if (!values.perUnit.trim()) {
      errors['nutrition.perUnit'] = i18n.t('components:nutrition.errors.perUnit');
    }
  }
  return errors;
}

/**
 * The manual entry as values per 100 g (costing-model §9), for the live preview; null when it
 * does not convert (per mL needs the item's density from its conversions).
 */
export function manualPer100g(
  values: NutritionFormValues,
  density: number | null,
  units?: UnitsInput,
): NutrientValues | null {
  if (values.mode !== 'manual') return null;
  return nutritionPer100g(nutritionFromForm(values), { density, ...(units ? { units } : {}) });
}

/** The unit a value is entered in: energy follows the manual energy unit. */
export function fieldUnit(n: NutrientDefinition, values: NutritionFormValues): string {
  if (n.tag === 'energy' && values.mode === 'manual') return values.energyUnit;
  return n.unit;
}

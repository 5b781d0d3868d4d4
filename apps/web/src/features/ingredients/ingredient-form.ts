import {
  analyseIngredientCosts,
  type CustomUnit,
  type Ingredient,
  type IngredientType,
  isPackagingUnit,
  itemUnitCosts,
  keyFromName,
  normaliseUnit,
  resolvePackageChain,
  type UnitCosts,
  type UnitOverrides,
  unitTableFor,
} from '@larder/domain';
import {
  EMPTY_NUTRITION_FORM,
  nutritionFormValues,
  nutritionFromForm,
  validateNutrition,
  type NutritionFormValues,
} from '../../components/nutrition/nutrition-form';
import { toNumber, type NumberValue } from '../../components/catalogue/number-value';
import {
  parFormValues,
  parFromForm,
  validateParLevel,
  type ParFormValues,
} from '../../components/catalogue/par-level';
import { i18n } from '../../i18n/i18n';
import { packageSize } from './package-size';
import { reasonText } from '../../api/issue-text';

export interface PartRow {
  name: string;
  size: NumberValue;
  unit: string;
}

/** A custom unit of the item, e.g. scoop = 50 g (product spec §3, costing-model §1). */
export interface CustomUnitRow {
  name: string;
  size: NumberValue;
  unit: string;
}

export interface IngredientFormValues extends ParFormValues {
  name: string;
  type: IngredientType;
  purchaseprice: NumberValue;
  purchaseqty: NumberValue;
  purchaseunit: string;
  package_qty1: NumberValue;
  package_unit1: string;
  package_qty2: NumberValue;
  package_unit2: string;
  package_qty3: NumberValue;
  package_unit3: string;
  volume_value: NumberValue;
  volume_unit: string;
  weight_value: NumberValue;
  weight_unit: string;
  each_value: NumberValue;
  yield: NumberValue;
  supplier: string;
  category: string;
  storagearea: string;
  allergens: string[];
  note: string;
  /** The record's image: the name of the picked picture file ('' for none). */
  image: string;
  parts: PartRow[];
  custom_units: CustomUnitRow[];
  nutrition: NutritionFormValues;
}

export const EMPTY_INGREDIENT_FORM: IngredientFormValues = {
  name: '',
  type: 'single',
  purchaseprice: '',
  purchaseqty: '',
  purchaseunit: '',
  package_qty1: '',
  package_unit1: '',
  package_qty2: '',
  package_unit2: '',
  package_qty3: '',
  package_unit3: '',
  volume_value: '',
  volume_unit: '',
  weight_value: '',
  weight_unit: '',
  each_value: '',
  yield: 100,
  supplier: '',
  category: '',
  storagearea: '',
  allergens: [],
  note: '',
  image: '',
  parts: [],
  custom_units: [],
  nutrition: EMPTY_NUTRITION_FORM,
  par_qty: '',
  par_unit: '',
};

/** The fields with a label; validation messages start with it. */
export const INGREDIENT_LABELLED_FIELDS = [
  'name',
  'type',
  'purchaseprice',
  'purchaseqty',
  'purchaseunit',
  'package_qty1',
  'package_unit1',
  'package_qty2',
  'package_unit2',
  'package_qty3',
  'package_unit3',
  'volume_value',
  'volume_unit',
  'weight_value',
  'weight_unit',
  'each_value',
  'yield',
  'supplier',
  'category',
  'storagearea',
  'allergens',
  'note',
  'image',
  'par_qty',
  'par_unit',
] as const;

type LabelledField = (typeof INGREDIENT_LABELLED_FIELDS)[number];

const isLabelledField = (field: string): field is LabelledField =>
  (INGREDIENT_LABELLED_FIELDS as readonly string[]).includes(field);

/** A field's label in the interface language ('Purchase price'). */
export const fieldLabel = (field: LabelledField): string => i18n.t(`ingredients:fields.${field}`);

const label = fieldLabel;

/** A validation message of the ingredient form, in the interface language. */
const message = (
  key: 'required' | 'notNumber' | 'notPositive' | 'notNegative' | 'yieldRange',
  field: LabelledField,
): string => i18n.t(`ingredients:validation.${key}`, { label: label(field) });

const isEmpty = (value: NumberValue) => typeof value === 'string' && value.trim() === '';
const text = (value: string) => (value.trim() === '' ? null : value.trim());
const fromNumber = (value: number | null | undefined): NumberValue =>
  typeof value === 'number' && Number.isFinite(value) ? value : '';

/** Form values from a stored ingredient (edit). */
export function ingredientFormValues(item: Ingredient): IngredientFormValues {
  const map = item.map ?? {};
  return {
    name: item.name ?? item.foodkey,
    type: item.type ?? 'single',
    purchaseprice: fromNumber(item.purchaseprice),
    purchaseqty: fromNumber(item.purchaseqty),
    purchaseunit: item.purchaseunit ?? '',
    package_qty1: fromNumber(item.package_qty1),
    package_unit1: item.package_unit1 ?? '',
    package_qty2: fromNumber(item.package_qty2),
    package_unit2: item.package_unit2 ?? '',
    package_qty3: fromNumber(item.package_qty3),
    package_unit3: item.package_unit3 ?? '',
    volume_value: fromNumber(map.volume_value),
    volume_unit: map.volume_unit ?? '',
    weight_value: fromNumber(map.weight_value),
    weight_unit: map.weight_unit ?? '',
    each_value: fromNumber(map.each_value),
    yield: fromNumber(item.yield?.value ?? 100),
    supplier: item.supplier ?? '',
    category: item.category ?? '',
    storagearea: item.storagearea ?? '',
    allergens: [...(item.allergens ?? [])],
    note: item.note ?? '',
    image: item.image ?? '',
    parts: (item.parts ?? []).map((p) => ({
      name: p.name ?? '',
      size: fromNumber(p.size),
      unit: p.unit ?? '',
    })),
    custom_units: (item.custom_units ?? []).map((u) => ({
      name: u.name ?? '',
      size: fromNumber(u.size),
      unit: u.unit ?? '',
    })),
    nutrition: nutritionFormValues(item.usda),
    ...parFormValues(item.par),
  };
}

/** A custom unit row with neither a name nor a size: left out of the record. */
export const isBlankCustomUnit = (row: CustomUnitRow) =>
  row.name.trim() === '' && isEmpty(row.size);

/** The record's custom units of the rows; other fields of a kept unit stay. */
function customUnitsFromForm(rows: readonly CustomUnitRow[], existing?: Ingredient | null) {
  const old = new Map(
    (existing?.custom_units ?? []).map((u) => [(u.name ?? '').trim().toLowerCase(), u]),
  );
  return rows
    .filter((row) => !isBlankCustomUnit(row))
    .map((row): CustomUnit => {
      const name = row.name.trim();
      return {
        ...(old.get(name.toLowerCase()) ?? {}),
        name,
        size: toNumber(row.size),
        unit: text(row.unit),
      };
    });
}

/**
 * The ingredient record of the form values. Fields the form does not edit (price history,
 * wastage) are kept from `existing`; on edit the foodkey stays.
 */
export function ingredientFromForm(
  values: IngredientFormValues,
  existing?: Ingredient | null,
): Ingredient {
  const map = {
    volume_value: toNumber(values.volume_value),
    volume_unit: text(values.volume_unit),
    weight_value: toNumber(values.weight_value),
    weight_unit: text(values.weight_unit),
    each_value: toNumber(values.each_value),
  };
  const hasMap = Object.values(map).some((v) => v !== null);
  const oldParts = new Map((existing?.parts ?? []).map((p) => [p.name ?? '', p]));
  const name = values.name.trim();
  const customUnits = customUnitsFromForm(values.custom_units, existing);
  const par = parFromForm(values);
  return {
    ...(existing ?? {}),
    ...(customUnits.length > 0 || existing?.custom_units ? { custom_units: customUnits } : {}),
    // operations-model §3: the optional par level; cleared to null once it was set.
    ...(par !== null || existing?.par ? { par } : {}),
    type: values.type,
    foodkey: existing?.foodkey ?? keyFromName(name),
    name,
    purchaseprice: toNumber(values.purchaseprice),
    purchaseqty: toNumber(values.purchaseqty),
    purchaseunit: text(values.purchaseunit),
    package_qty1: toNumber(values.package_qty1),
    package_unit1: text(values.package_unit1),
    package_qty2: toNumber(values.package_qty2),
    package_unit2: text(values.package_unit2),
    package_qty3: toNumber(values.package_qty3),
    package_unit3: text(values.package_unit3),
    map: hasMap ? { ...(existing?.map ?? {}), ...map } : null,
    yield: { value: toNumber(values.yield) ?? 100 },
    supplier: text(values.supplier),
    category: text(values.category),
    storagearea: text(values.storagearea),
    allergens: [...values.allergens],
    note: text(values.note),
    image: text(values.image),
    usda: values.nutrition ? nutritionFromForm(values.nutrition) : (existing?.usda ?? null),
    parts:
      values.type === 'multiple'
        ? values.parts.map((row) => {
            const partName = row.name.trim();
            return {
              ...(oldParts.get(partName) ?? {}),
              name: partName,
              size: toNumber(row.size),
              unit: text(row.unit),
            };
          })
        : (existing?.parts ?? []),
  };
}

/** Live unit costs of the values as typed (costing-model §2). */
export function liveUnitCosts(
  values: IngredientFormValues,
  units?: UnitOverrides,
  existing?: Ingredient | null,
): UnitCosts {
  return itemUnitCosts(ingredientFromForm(values, existing), units);
}

/** One packaging unit's size: '9.6 kg', or '<unit> size not available!'. */
export interface PackageSizeLine {
  unit: string;
  text: string;
  /** False when the package levels do not give the size. */
  available: boolean;
}

/** One line per packaging unit of the chain, in the interface language. */
export function packageSizeLines(
  values: IngredientFormValues,
  units?: UnitOverrides,
): PackageSizeLine[] {
  const item = ingredientFromForm(values);
  const chain = [values.purchaseunit, values.package_unit1, values.package_unit2];
  const lines: PackageSizeLine[] = [];
  for (const unit of chain) {
    const canonical = unit ? normaliseUnit(unit) : null;
    if (!isPackagingUnit(canonical)) break;
    lines.push({ unit, ...packageSize(item, unit, units) });
  }
  return lines;
}

export interface ValidationContext {
  /** Keys of the live items; a new ingredient may not take one. */
  existingKeys: ReadonlySet<string>;
  /** True on /ingredient-add. */
  adding: boolean;
  units?: UnitOverrides;
}

export type IngredientErrors = Partial<Record<string, string>>;

/** Validates the form; every message starts with the field's label. */
export function validateIngredient(
  values: IngredientFormValues,
  context: ValidationContext,
): IngredientErrors {
  const errors: IngredientErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = message('required', 'name');
  else if (context.adding && context.existingKeys.has(keyFromName(name))) {
    errors.name = i18n.t('ingredients:validation.keyTaken', {
      label: label('name'),
      key: keyFromName(name),
    });
  }

  const notNumber = (field: LabelledField, value: NumberValue) => {
    if (!isEmpty(value) && toNumber(value) === null) {
      errors[field] = message('notNumber', field);
      return true;
    }
    return false;
  };
  const positive = (field: LabelledField, value: NumberValue) => {
    if (notNumber(field, value)) return;
    const n = toNumber(value);
    if (n !== null && n <= 0) errors[field] = message('notPositive', field);
  };

  if (!notNumber('purchaseprice', values.purchaseprice)) {
    const price = toNumber(values.purchaseprice);
    if (price !== null && price < 0) {
      errors.purchaseprice = message('notNegative', 'purchaseprice');
    }
  }
  positive('purchaseqty', values.purchaseqty);
  if (!isEmpty(values.purchaseqty) && values.purchaseunit.trim() === '') {
    errors.purchaseunit = i18n.t('ingredients:validation.unitWithQuantity', {
      label: label('purchaseunit'),
    });
  }
  if (values.purchaseunit.trim() !== '' && normaliseUnit(values.purchaseunit) === null) {
    errors.purchaseunit = i18n.t('ingredients:validation.unknownUnit', {
      label: label('purchaseunit'),
      unit: values.purchaseunit,
    });
  }

  if (isPackagingUnit(normaliseUnit(values.purchaseunit))) {
    const chain = resolvePackageChain(ingredientFromForm(values), unitTableFor(context.units));
    if (!chain.ok) {
      for (const issue of chain.error) {
        const field = issue.path ?? 'purchaseunit';
        if (isLabelledField(field) && !errors[field]) {
          errors[field] = i18n.t('ingredients:validation.reason', {
            label: label(field),
            reason: reasonText(issue.reason),
          });
        }
      }
    }
  }

  const yieldValue = toNumber(values.yield);
  if (!notNumber('yield', values.yield) && yieldValue !== null) {
    if (yieldValue <= 0 || yieldValue > 100) {
      errors.yield = message('yieldRange', 'yield');
    }
  }

  positive('volume_value', values.volume_value);
  positive('weight_value', values.weight_value);
  positive('each_value', values.each_value);
  if (!isEmpty(values.volume_value) && values.volume_unit === '') {
    errors.volume_unit = i18n.t('ingredients:validation.unitWithVolume', {
      label: label('volume_unit'),
    });
  }
  if (!isEmpty(values.weight_value) && values.weight_unit === '') {
    errors.weight_unit = i18n.t('ingredients:validation.unitWithWeight', {
      label: label('weight_unit'),
    });
  }

  if (values.type === 'multiple') {
    const seen = new Set<string>();
    values.parts.forEach((part, i) => {
      const n = i + 1;
      const partName = part.name.trim();
      if (partName === '')
        errors[`parts.${i}.name`] = i18n.t('ingredients:validation.part.nameRequired', { n });
      else if (seen.has(partName.toUpperCase())) {
        errors[`parts.${i}.name`] = i18n.t('ingredients:validation.part.nameTwice', { n });
      }
      seen.add(partName.toUpperCase());
      const size = toNumber(part.size);
      if (size === null || size <= 0)
        errors[`parts.${i}.size`] = i18n.t('ingredients:validation.part.sizePositive', { n });
      if (part.unit === '') {
        errors[`parts.${i}.unit`] = i18n.t('ingredients:validation.part.unitRequired', { n });
      }
    });
  }
  Object.assign(errors, validateCustomUnits(values.custom_units));
  Object.assign(
    errors,
    validateParLevel(values, ingredientFromForm(values), context.units, {
      qty: label('par_qty'),
      unit: label('par_unit'),
    }),
  );
  if (values.nutrition) Object.assign(errors, validateNutrition(values.nutrition));
  return errors;
}

/**
 * Checks the custom units (costing-model §1): each needs a name that is not a catalogue unit
 * and not used twice (case-insensitive), a size more than 0 and a unit. Blank rows are skipped.
 */
export function validateCustomUnits(rows: readonly CustomUnitRow[]): IngredientErrors {
  const errors: IngredientErrors = {};
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    if (isBlankCustomUnit(row)) return;
    const n = i + 1;
    const key = `custom_units.${i}`;
    const name = row.name.trim();
    if (name === '') {
      errors[`${key}.name`] = i18n.t('ingredients:validation.customUnit.nameRequired', { n });
    } else if (normaliseUnit(name) !== null) {
      errors[`${key}.name`] = i18n.t('ingredients:validation.customUnit.nameStandard', { n });
    } else if (seen.has(name.toLowerCase())) {
      errors[`${key}.name`] = i18n.t('ingredients:validation.customUnit.nameTwice', { n });
    }
    if (name !== '') seen.add(name.toLowerCase());
    const size = toNumber(row.size);
    if (size === null || size <= 0) {
      errors[`${key}.size`] = i18n.t('ingredients:validation.customUnit.sizePositive', { n });
    }
    if (row.unit.trim() === '') {
      errors[`${key}.unit`] = i18n.t('ingredients:validation.customUnit.unitRequired', { n });
    }
  });
  return errors;
}

/** Incomplete reasons of an ingredient as texts (costing-model §2.6), none when complete. */
export function incompleteReasons(item: Ingredient, units?: UnitOverrides): string[] {
  const analysis = analyseIngredientCosts(item, unitTableFor(units), item.type === 'part');
  return analysis.issues.map((i) => reasonText(i.reason));
}

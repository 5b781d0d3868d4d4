import {
  type CatalogueItem,
  costRecipe,
  findCustomUnit,
  isIngredient,
  type ItemLookup,
  keyFromName,
  lineQuantity,
  normaliseUnit,
  type PackagingLine,
  type Recipe,
  type RecipeLine,
} from '@larder/domain';
import { toNumber, type NumberValue } from '../../components/catalogue/number-value';
import { i18n } from '../../i18n/i18n';

/** One ingredient or nested-recipe line of the form. */
export interface LineRow {
  /** A stable key for React (rows move). */
  key: string;
  /** The line item's foodkey; '' until chosen. */
  item: string;
  qty: NumberValue;
  unit: string;
  note: string;
  /** Stored fields of the line the form does not edit, kept as they were. */
  rest: Record<string, unknown>;
}

/** One packaging line of the form. */
export interface PackagingRow {
  key: string;
  item: string;
  qty: NumberValue;
  rest: Record<string, unknown>;
}

export interface RecipeFormValues {
  name: string;
  lines: LineRow[];
  packaging: PackagingRow[];
  waterout: NumberValue;
  waterout_unit: string;
  volumeadjust: NumberValue;
  servingsize_auto: boolean;
  servingsize: NumberValue;
  servingsize_unit: string;
  /** Finished batch weight in g, entered when the lines do not all convert to grams. */
  each_value: NumberValue;
  menuitem: boolean;
  /** The selling price per serving as the menu shows it; '' for none. */
  saleprice: NumberValue;
  /** The recipe's own tax percent in its sale price; '' for the venue's. */
  taxpercent: NumberValue;
  category: string;
  storagearea: string;
  /** The recipe's own allergens (its lines' allergens are added to them). */
  allergens: string[];
  note: string;
  /** The record's image: the name of the picked picture file ('' for none). */
  image: string;
}

/** The fields the form labels itself (the lines label their own rows). */
export type RecipeField = Exclude<keyof RecipeFormValues, 'lines' | 'packaging'>;

/** A field's label in the interface language; validation messages start with it. */
export const recipeFieldLabel = (field: RecipeField): string => i18n.t(`recipes:fields.${field}`);

let rowCounter = 0;
/** A new key for a form row. */
export const rowKey = (): string => `row-${++rowCounter}`;

export const emptyLine = (): LineRow => ({
  key: rowKey(),
  item: '',
  qty: '',
  unit: '',
  note: '',
  rest: {},
});
export const emptyPackaging = (): PackagingRow => ({ key: rowKey(), item: '', qty: 1, rest: {} });

export const emptyRecipeForm = (): RecipeFormValues => ({
  name: '',
  lines: [emptyLine()],
  packaging: [],
  waterout: '',
  waterout_unit: 'g',
  volumeadjust: '',
  servingsize_auto: false,
  servingsize: '',
  servingsize_unit: 'g',
  each_value: '',
  menuitem: false,
  saleprice: '',
  taxpercent: '',
  category: '',
  storagearea: '',
  allergens: [],
  note: '',
  image: '',
});

const text = (value: string) => (value.trim() === '' ? null : value.trim());
const fromNumber = (value: number | null | undefined): NumberValue =>
  typeof value === 'number' && Number.isFinite(value) ? value : '';

const EDITED_LINE_FIELDS = [
  'name',
  'type',
  'note',
  'qty_value',
  'qty_unit',
  'qty_value_custom',
  'qty_unit_custom',
  'cost',
] as const;

const restOf = (record: Record<string, unknown>, fields: readonly string[]) => {
  const rest: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(record)) if (!fields.includes(k)) rest[k] = v;
  return rest;
};

/** A form row from a stored line: a honoured custom unit shows as entered ('3 scoop'). */
export function lineRow(line: RecipeLine, lookup: ItemLookup): LineRow {
  const item = line.name ? lookup(line.name) : undefined;
  const honoured = !!line.qty_unit_custom && lineQuantity(line, item).custom === 'honoured';
  return {
    key: rowKey(),
    item: line.name ?? '',
    qty: fromNumber(honoured ? line.qty_value_custom : line.qty_value),
    unit: (honoured ? line.qty_unit_custom : line.qty_unit) ?? '',
    note: line.note ?? '',
    rest: restOf(line, EDITED_LINE_FIELDS),
  };
}

/**
 * Form values from a stored recipe (edit). The batch weight is kept only when it was entered,
 * not worked out from the lines (costing-model §5).
 */
export function recipeFormValues(recipe: Recipe, lookup: ItemLookup): RecipeFormValues {
  const computed = costRecipe(recipe, lookup).eachValueComputed;
  return {
    name: recipe.name ?? recipe.foodkey,
    lines: (recipe.items ?? []).map((line) => lineRow(line, lookup)),
    packaging: (recipe.packaging ?? []).map((line) => ({
      key: rowKey(),
      item: line.name ?? '',
      qty: fromNumber(line.qty),
      rest: restOf(line, ['name', 'qty', 'cost']),
    })),
    waterout: fromNumber(recipe.waterout),
    waterout_unit: recipe.waterout_unit ?? 'g',
    volumeadjust: fromNumber(recipe.volumeadjust),
    servingsize_auto: recipe.servingsize_auto === true,
    servingsize: fromNumber(recipe.servingsize),
    servingsize_unit: recipe.servingsize_unit ?? 'g',
    each_value: computed ? '' : fromNumber(recipe.map?.each_value),
    menuitem: recipe.menuitem === true,
    // A stored price of 0 or below is no price (operations-model §7): the field starts empty.
    saleprice: (recipe.saleprice ?? 0) > 0 ? fromNumber(recipe.saleprice) : '',
    taxpercent: fromNumber(recipe.taxpercent),
    category: recipe.category ?? '',
    storagearea: recipe.storagearea ?? '',
    allergens: [...(recipe.allergens ?? [])],
    note: recipe.note ?? '',
    image: recipe.image ?? '',
  };
}

/** A row with nothing entered (no item, no quantity) is left out of the recipe. */
export const isBlankLine = (row: LineRow) => row.item === '' && toNumber(row.qty) === null;
export const isBlankPackaging = (row: PackagingRow) => row.item === '';

/** The custom unit a row's unit names, when its item is an ingredient that has it (§4). */
function customUnitOf(row: LineRow, item: CatalogueItem | undefined) {
  if (!item || !isIngredient(item) || row.unit === '' || normaliseUnit(row.unit) !== null) {
    return undefined;
  }
  return findCustomUnit(item, row.unit);
}

/** The stored line of a form row (costing-model §4: custom units in the custom fields). */
export function lineFromRow(row: LineRow, lookup: ItemLookup): RecipeLine {
  const item = row.item ? lookup(row.item) : undefined;
  const qty = toNumber(row.qty);
  const base = {
    ...row.rest,
    name: row.item || null,
    type: item ? (item.type ?? 'single') : ((row.rest.type as string | undefined) ?? null),
    note: text(row.note),
  };
  const custom = customUnitOf(row, item);
  if (custom && typeof custom.size === 'number') {
    return {
      ...base,
      qty_value: qty === null ? null : qty * custom.size,
      qty_unit: custom.unit ?? null,
      qty_value_custom: qty,
      qty_unit_custom: custom.name ?? row.unit,
    };
  }
  return { ...base, qty_value: qty, qty_unit: text(row.unit) };
}

/**
 * The recipe record of the form values. Fields the form does not edit (wastage, price
 * history, nutrition, map volume) are kept from `existing`; on edit the foodkey
 * stays. Costs are left to the domain when the record is costed or saved.
 */
export function recipeFromForm(
  values: RecipeFormValues,
  existing: Recipe | null,
  lookup: ItemLookup,
): Recipe {
  const name = values.name.trim();
  const waterout = toNumber(values.waterout);
  const packaging: PackagingLine[] = values.packaging
    .filter((row) => !isBlankPackaging(row))
    .map((row) => ({ ...row.rest, name: row.item, qty: toNumber(row.qty) }));
  return {
    ...(existing ?? {}),
    type: 'recipe',
    foodkey: existing?.foodkey ?? keyFromName(name),
    name,
    items: values.lines.filter((row) => !isBlankLine(row)).map((row) => lineFromRow(row, lookup)),
    packaging,
    waterout,
    waterout_unit: waterout === null ? (existing?.waterout_unit ?? null) : values.waterout_unit,
    volumeadjust: toNumber(values.volumeadjust),
    servingsize_auto: values.servingsize_auto,
    servingsize: toNumber(values.servingsize),
    servingsize_unit: text(values.servingsize_unit),
    map: { ...(existing?.map ?? {}), each_value: toNumber(values.each_value) },
    menuitem: values.menuitem,
    saleprice: toNumber(values.saleprice),
    taxpercent: toNumber(values.taxpercent),
    category: text(values.category),
    storagearea: text(values.storagearea),
    allergens: [...values.allergens],
    note: text(values.note),
    image: text(values.image),
  };
}

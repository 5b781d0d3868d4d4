import {
  createsLoop,
  findCustomUnit,
  isRecipe,
  type ItemLookup,
  keyFromName,
  normaliseUnit,
  quantityToBase,
  REASON_MESSAGES,
  SERVING_UNIT,
  type UnitOverrides,
  unitTableFor,
} from '@larder/domain';
import { toNumber, type NumberValue } from '../../components/catalogue/number-value';
import { salePriceError, taxPercentError } from '../../components/menus/price-fields';
import {
  isBlankLine,
  isBlankPackaging,
  RECIPE_FIELD_LABELS as L,
  type LineRow,
  type RecipeFormValues,
} from './recipe-form';

export interface RecipeValidationContext {
  /** Keys of the live items; a new recipe may not take one. */
  existingKeys: ReadonlySet<string>;
  /** True on /recipe-add. */
  adding: boolean;
  /** The key of the recipe being edited (on add: the key its name gives). */
  recipeKey: string;
  lookup: ItemLookup;
  units?: UnitOverrides;
}

export type RecipeErrors = Partial<Record<string, string>>;

const isEmpty = (value: NumberValue) => typeof value === 'string' && value.trim() === '';

/**
 * The loop rule's message (costing-model §6): names the recipe that cannot be added and the
 * recipe it would end up inside.
 */
export function loopMessage(recipeName: string, candidateName: string): string {
  const reason = REASON_MESSAGES['recipe-loop'].toLowerCase();
  if (recipeName.toUpperCase() === candidateName.toUpperCase()) {
    return `${recipeName} cannot be a line of itself: ${reason}.`;
  }
  return `${candidateName} cannot be added: it already uses ${recipeName}, and ${reason}.`;
}

/** The loop message when `candidateKey` may not be a line of the recipe, else null. */
export function loopError(
  recipeKey: string,
  recipeName: string,
  candidateKey: string,
  lookup: ItemLookup,
): string | null {
  if (!candidateKey || !recipeKey) return null;
  const candidate = lookup(candidateKey);
  if (candidateKey !== recipeKey && !isRecipe(candidate)) return null;
  if (!createsLoop(recipeKey, candidateKey, lookup)) return null;
  return loopMessage(recipeName || recipeKey, candidate?.name ?? candidateKey);
}

/** A unit the line may name: a catalogue unit, a custom unit of its item, or a serving. */
function knownUnit(row: LineRow, lookup: ItemLookup): boolean {
  if (normaliseUnit(row.unit) !== null) return true;
  const item = row.item ? lookup(row.item) : undefined;
  if (!item) return false;
  if (isRecipe(item)) return row.unit.trim().toLowerCase() === SERVING_UNIT;
  return findCustomUnit(item, row.unit) !== undefined;
}

function validateLines(
  values: RecipeFormValues,
  ctx: RecipeValidationContext,
  errors: RecipeErrors,
) {
  const name = values.name.trim() || ctx.recipeKey;
  values.lines.forEach((row, i) => {
    if (isBlankLine(row)) return;
    const n = i + 1;
    if (row.item === '') errors[`lines.${i}.item`] = `Line ${n} item is required`;
    else {
      const loop = loopError(ctx.recipeKey, name, row.item, ctx.lookup);
      if (loop) errors[`lines.${i}.item`] = `Line ${n}: ${loop}`;
    }
    const qty = toNumber(row.qty);
    if (isEmpty(row.qty)) errors[`lines.${i}.qty`] = `Line ${n} quantity is required`;
    else if (qty === null) errors[`lines.${i}.qty`] = `Line ${n} quantity must be a number`;
    else if (qty <= 0) errors[`lines.${i}.qty`] = `Line ${n} quantity must be more than 0`;
    if (row.unit.trim() === '') errors[`lines.${i}.unit`] = `Line ${n} unit is required`;
    else if (!knownUnit(row, ctx.lookup)) {
      errors[`lines.${i}.unit`] = `Line ${n} unit: unknown unit ${row.unit}`;
    }
  });
  values.packaging.forEach((row, i) => {
    if (isBlankPackaging(row)) return;
    const qty = toNumber(row.qty);
    if (qty === null || qty < 0) {
      errors[`packaging.${i}.qty`] = `Packaging ${i + 1} quantity must be 0 or more`;
    }
  });
}

/** Validates the form; every message starts with the field's label or the line's number. */
export function validateRecipe(
  values: RecipeFormValues,
  ctx: RecipeValidationContext,
): RecipeErrors {
  const errors: RecipeErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = `${L.name} is required`;
  else if (ctx.adding && ctx.existingKeys.has(keyFromName(name))) {
    errors.name = `${L.name}: an item called ${keyFromName(name)} already exists`;
  }
  validateLines(values, ctx, errors);

  const number = (field: keyof RecipeFormValues & keyof typeof L, value: NumberValue) => {
    if (isEmpty(value)) return null;
    const n = toNumber(value);
    if (n === null) errors[field] = `${L[field]} must be a number`;
    return n;
  };
  const waterout = number('waterout', values.waterout);
  if (waterout !== null && waterout < 0) errors.waterout = `${L.waterout} must be 0 or more`;
  else if (waterout !== null && values.waterout_unit === '%' && waterout >= 100) {
    errors.waterout = `${L.waterout} must be less than 100 %`;
  }
  const adjust = number('volumeadjust', values.volumeadjust);
  if (adjust !== null && adjust <= -100) {
    errors.volumeadjust = `${L.volumeadjust} must be more than -100`;
  }
  const eachValue = number('each_value', values.each_value);
  if (eachValue !== null && eachValue <= 0)
    errors.each_value = `${L.each_value} must be more than 0`;

  // The selling price (operations-model §7): above 0, and a tax percent below 100.
  const salePrice = salePriceError(values.saleprice, L.saleprice);
  if (salePrice) errors.saleprice = salePrice;
  const taxPercent = taxPercentError(values.taxpercent, L.taxpercent);
  if (taxPercent) errors.taxpercent = taxPercent;

  if (!values.servingsize_auto) {
    const size = number('servingsize', values.servingsize);
    if (size !== null && size <= 0) errors.servingsize = `${L.servingsize} must be more than 0`;
    const dimension = quantityToBase(
      1,
      values.servingsize_unit,
      undefined,
      unitTableFor(ctx.units),
    )?.dimension;
    if (size !== null && dimension !== 'weight' && dimension !== 'volume') {
      errors.servingsize_unit = `${L.servingsize_unit} must be a weight or volume unit`;
    }
  }
  return errors;
}

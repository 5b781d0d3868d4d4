import {
  createsLoop,
  findCustomUnit,
  isRecipe,
  type ItemLookup,
  keyFromName,
  normaliseUnit,
  quantityToBase,
  SERVING_UNIT,
  type UnitOverrides,
  unitTableFor,
} from '@larder/domain';
import { toNumber, type NumberValue } from '../../components/catalogue/number-value';
import { salePriceError, taxPercentError } from '../../components/menus/price-fields';
import { i18n } from '../../i18n/i18n';
import {
  isBlankLine,
  isBlankPackaging,
  recipeFieldLabel as label,
  type LineRow,
  type RecipeField,
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
  if (recipeName.toUpperCase() === candidateName.toUpperCase()) {
    return i18n.t('recipes:validation.loopSelf', { recipe: recipeName });
  }
  return i18n.t('recipes:validation.loopOther', { candidate: candidateName, recipe: recipeName });
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

/** The validation messages, in the interface language of the moment. */
const v = {
  required: (field: string) => i18n.t('recipes:validation.required', { field }),
  number: (field: string) => i18n.t('recipes:validation.number', { field }),
  zeroOrMore: (field: string) => i18n.t('recipes:validation.zeroOrMore', { field }),
  moreThanZero: (field: string) => i18n.t('recipes:validation.moreThanZero', { field }),
};

const lineField = (key: 'item' | 'quantity' | 'unit', number: number) =>
  i18n.t(`recipes:lineRows.${key}`, { number });

function validateLines(
  values: RecipeFormValues,
  ctx: RecipeValidationContext,
  errors: RecipeErrors,
) {
  const name = values.name.trim() || ctx.recipeKey;
  values.lines.forEach((row, i) => {
    if (isBlankLine(row)) return;
    const number = i + 1;
    if (row.item === '') errors[`lines.${i}.item`] = v.required(lineField('item', number));
    else {
      const loop = loopError(ctx.recipeKey, name, row.item, ctx.lookup);
      if (loop) errors[`lines.${i}.item`] = i18n.t('recipes:validation.lineLoop', { number, loop });
    }
    const qty = toNumber(row.qty);
    const quantity = lineField('quantity', number);
    if (isEmpty(row.qty)) errors[`lines.${i}.qty`] = v.required(quantity);
    else if (qty === null) errors[`lines.${i}.qty`] = v.number(quantity);
    else if (qty <= 0) errors[`lines.${i}.qty`] = v.moreThanZero(quantity);
    if (row.unit.trim() === '') errors[`lines.${i}.unit`] = v.required(lineField('unit', number));
    else if (!knownUnit(row, ctx.lookup)) {
      errors[`lines.${i}.unit`] = i18n.t('recipes:validation.unknownUnit', {
        field: lineField('unit', number),
        unit: row.unit,
      });
    }
  });
  values.packaging.forEach((row, i) => {
    if (isBlankPackaging(row)) return;
    const qty = toNumber(row.qty);
    if (qty === null || qty < 0) {
      errors[`packaging.${i}.qty`] = v.zeroOrMore(
        i18n.t('recipes:packagingRows.quantity', { number: i + 1 }),
      );
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
  if (name === '') errors.name = v.required(label('name'));
  else if (ctx.adding && ctx.existingKeys.has(keyFromName(name))) {
    errors.name = i18n.t('recipes:validation.keyTaken', {
      field: label('name'),
      key: keyFromName(name),
    });
  }
  validateLines(values, ctx, errors);

  const number = (field: RecipeField, value: NumberValue) => {
    if (isEmpty(value)) return null;
    const n = toNumber(value);
    if (n === null) errors[field] = v.number(label(field));
    return n;
  };
  const waterout = number('waterout', values.waterout);
  if (waterout !== null && waterout < 0) errors.waterout = v.zeroOrMore(label('waterout'));
  else if (waterout !== null && values.waterout_unit === '%' && waterout >= 100) {
    errors.waterout = i18n.t('recipes:validation.lessThan100', { field: label('waterout') });
  }
  const adjust = number('volumeadjust', values.volumeadjust);
  if (adjust !== null && adjust <= -100) {
    errors.volumeadjust = i18n.t('recipes:validation.moreThanMinus100', {
      field: label('volumeadjust'),
    });
  }
  const eachValue = number('each_value', values.each_value);
  if (eachValue !== null && eachValue <= 0) errors.each_value = v.moreThanZero(label('each_value'));

  // The selling price (operations-model §7): above 0, and a tax percent below 100.
  const salePrice = salePriceError(values.saleprice, label('saleprice'));
  if (salePrice) errors.saleprice = salePrice;
  const taxPercent = taxPercentError(values.taxpercent, label('taxpercent'));
  if (taxPercent) errors.taxpercent = taxPercent;

  if (!values.servingsize_auto) {
    const size = number('servingsize', values.servingsize);
    if (size !== null && size <= 0) errors.servingsize = v.moreThanZero(label('servingsize'));
    const dimension = quantityToBase(
      1,
      values.servingsize_unit,
      undefined,
      unitTableFor(ctx.units),
    )?.dimension;
    if (size !== null && dimension !== 'weight' && dimension !== 'volume') {
      errors.servingsize_unit = i18n.t('recipes:validation.weightOrVolume', {
        field: label('servingsize_unit'),
      });
    }
  }
  return errors;
}

import type { Recipe } from '../records/recipe';
import { normaliseUnit } from '../units/normalise-unit';
import { unitDefinition } from '../units/unit-catalogue';
import { convertBase, quantityToBase } from '../units/item-conversions';
import { unitTableFor, type UnitsInput } from '../units/unit-table';
import { numberText } from './amount-text';
import { roundHalfUp } from './label-rounding';

/** The serving part of a label's input (nutrition-labels.md §6). */
export interface LabelServing {
  readonly servingSizeG: number;
  /** Servings per pack; null when unknown (the label leaves the line out). */
  readonly servingsPerPack: number | null;
  /** Household measure ("1 cup" / "1 tasse") when the serving is not a weight. */
  readonly measure: { readonly en: string; readonly fr: string } | null;
}

/** Serving size used when an item has none (an ingredient, a recipe without a serving). */
export const DEFAULT_LABEL_SERVING_G = 100;

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

const measureOf = (size: number, unit: string): LabelServing['measure'] => {
  const def = unitDefinition(normaliseUnit(unit) ?? '');
  const n = roundHalfUp(size, 0.01);
  const en = `${numberText(n, null, false)} ${def ? (n === 1 ? def.label : def.plural) : unit}`;
  const fr = `${numberText(n, null, true)} ${def ? def.fr : unit}`;
  return { en, fr };
};

/**
 * A recipe's label serving (costing-model §5): `servingsize_auto` makes the whole batch one
 * serving; otherwise `servingsize` in `servingsize_unit`, converted to grams through the
 * recipe's density or each weight, with servings per pack = finished weight / serving.
 * Null when the recipe has no serving that converts to grams.
 */
export const recipeLabelServing = (
  recipe: Recipe,
  finishedWeightG: number | null,
  units?: UnitsInput,
): LabelServing | null => {
  const table = unitTableFor(units);
  const weight =
    finite(finishedWeightG) && finishedWeightG > 0
      ? finishedWeightG
      : finite(recipe.map?.each_value) && recipe.map.each_value > 0
        ? recipe.map.each_value
        : null;
  if (recipe.servingsize_auto === true)
    return weight === null ? null : { servingSizeG: weight, servingsPerPack: 1, measure: null };
  const size = recipe.servingsize;
  const unit = recipe.servingsize_unit;
  if (!finite(size) || size <= 0 || !unit) return null;
  const base = quantityToBase(size, unit, recipe, table);
  const grams = base ? convertBase(base, 'weight', recipe, table) : null;
  if (!base || grams === null || !(grams > 0)) return null;
  return {
    servingSizeG: grams,
    servingsPerPack: weight === null ? null : weight / grams,
    measure: base.dimension === 'weight' ? null : measureOf(size, unit),
  };
};

import {
  costRecipe,
  formatQuantity,
  scaleRecipe,
  type ItemLookup,
  type LineResult,
  type Recipe,
  type RecipeCostResult,
  type RecipeLine,
  type UnitsInput,
} from '@larder/domain';
import { itemName } from './recipe-costing';
import { lineQuantityText } from './line-text';

/** One line of the scaled recipe: its quantity before and after, and its scaled cost. */
export interface ScaledLine {
  key: string;
  name: string;
  /** As entered in the recipe. */
  original: string;
  /** The scaled quantity for display (costing-model §10: g above 999 as kg, and so on). */
  scaled: string;
  cost: number | null;
}

export interface ScaledRecipe {
  lines: ScaledLine[];
  costs: RecipeCostResult;
}

/** A scaled line's quantity for display, promoted as costing-model §10 says. */
export function scaledQuantityText(
  line: RecipeLine | undefined,
  result: LineResult | undefined,
  units?: UnitsInput,
): string {
  if (!line || !result || result.value === null || !result.unit) return '—';
  const amount = formatQuantity(result.value, result.unit, { units });
  if (result.custom === 'honoured' && line.qty_unit_custom) {
    return `${formatQuantity(line.qty_value_custom, line.qty_unit_custom)} (${amount})`;
  }
  return amount;
}

/**
 * The recipe scaled by `factor` (domain `scaleRecipe`) and costed again: every line's quantity
 * before and after, and the scaled costs, packaging lines included.
 */
export function scaledRecipe(
  recipe: Recipe,
  factor: number,
  lookup: ItemLookup,
  units?: UnitsInput,
): ScaledRecipe {
  const base = costRecipe(recipe, lookup, units);
  const scaled = scaleRecipe(recipe, factor);
  const costs = costRecipe(scaled, lookup, units);
  const lines: ScaledLine[] = (recipe.items ?? []).map((line, i) => ({
    key: `line-${i}`,
    name: itemName(lookup, line.name) || '—',
    original: lineQuantityText(line, base.lines[i], units),
    scaled: scaledQuantityText(scaled.items?.[i], costs.lines[i], units),
    cost: costs.lines[i]?.cost ?? null,
  }));
  (recipe.packaging ?? []).forEach((line, i) => {
    const qty = scaled.packaging?.[i]?.qty;
    lines.push({
      key: `packaging-${i}`,
      name: itemName(lookup, line.name) || '—',
      original: formatQuantity(line.qty, 'each') || '—',
      scaled: formatQuantity(qty, 'each') || '—',
      cost: costs.packagingCosts[i] ?? null,
    });
  });
  return { lines, costs };
}

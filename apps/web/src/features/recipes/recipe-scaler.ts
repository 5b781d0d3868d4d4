import {
  scaleRecipeTree,
  type ItemLookup,
  type LineResult,
  type Recipe,
  type RecipeCostResult,
  type RecipeLine,
  type ScaledRecipeTree,
  type ScaledSubRecipe,
  type UnitsInput,
} from '@larder/domain';
import { formatQuantity } from '../../i18n/format';
import { itemName, type RecipeTexts } from './recipe-costing';
import { lineQuantityText } from './line-text';

/** What a sub-recipe line opens to in the scaler. */
export type ScaledSub =
  | { readonly kind: 'lines'; readonly lines: readonly ScaledLine[] }
  | { readonly kind: 'none'; readonly reason: string };

/** One line of the scaled recipe: its quantity before and after, and its scaled cost. */
export interface ScaledLine {
  /** Unique within the whole scaled recipe ('line-1', 'line-1/line-0', ...). */
  key: string;
  name: string;
  /** As entered in the recipe. */
  original: string;
  /** The scaled quantity for display (costing-model §10: g above 999 as kg, and so on). */
  scaled: string;
  cost: number | null;
  /** A sub-recipe line: its own lines, scaled to the amount this line uses; else null. */
  sub: ScaledSub | null;
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

/** Why a sub-recipe line does not open, in words. */
const unscaledText = (
  sub: Extract<ScaledSubRecipe, { kind: 'unscaled' }>,
  t: RecipeTexts,
): string => {
  const name = sub.recipe.name ?? sub.recipe.foodkey;
  return sub.reason === 'loop' ? t('scaler.subLoop', { name }) : t('scaler.subNoAmount', { name });
};

function linesOf(
  tree: ScaledRecipeTree,
  lookup: ItemLookup,
  units: UnitsInput,
  prefix: string,
  t: RecipeTexts,
): ScaledLine[] {
  const { recipe, base, scaled, costs } = tree;
  const lines: ScaledLine[] = (recipe.items ?? []).map((line, i) => {
    const key = `${prefix}line-${i}`;
    const opened = tree.subs[i] ?? null;
    return {
      key,
      name: itemName(lookup, line.name) || '—',
      original: lineQuantityText(line, base.lines[i], units),
      scaled: scaledQuantityText(scaled.items?.[i], costs.lines[i], units),
      cost: costs.lines[i]?.cost ?? null,
      sub:
        opened === null
          ? null
          : opened.kind === 'scaled'
            ? { kind: 'lines', lines: linesOf(opened.tree, lookup, units, `${key}/`, t) }
            : { kind: 'none', reason: unscaledText(opened, t) },
    };
  });
  (recipe.packaging ?? []).forEach((line, i) => {
    const qty = scaled.packaging?.[i]?.qty;
    lines.push({
      key: `${prefix}packaging-${i}`,
      name: itemName(lookup, line.name) || '—',
      original: formatQuantity(line.qty, 'each') || '—',
      scaled: formatQuantity(qty, 'each') || '—',
      cost: costs.packagingCosts[i] ?? null,
      sub: null,
    });
  });
  return lines;
}

/**
 * The recipe scaled by `factor` (the domain's `scaleRecipeTree`) and costed again: every
 * line's quantity before and after, its scaled cost, packaging lines included, and each
 * sub-recipe line with the sub-recipe's own lines scaled to the amount it uses. Quantities are
 * written in the interface language, the reasons a sub-recipe does not open in the texts of `t`.
 */
export function scaledRecipe(
  recipe: Recipe,
  factor: number,
  lookup: ItemLookup,
  units: UnitsInput | undefined,
  t: RecipeTexts,
): ScaledRecipe {
  const tree = scaleRecipeTree(recipe, factor, lookup, units);
  return { lines: linesOf(tree, lookup, units, '', t), costs: tree.costs };
}

import type { ItemLookup } from '../costing/cost-recipe';
import { lineQuantity } from '../costing/recipe-lines';
import { waterLoss } from '../costing/water-loss';
import { NO_NUTRITION_STACK } from '../messages';
import type { CatalogueItem } from '../records/item';
import type { Recipe } from '../records/recipe';
import { convertBase, quantityToBase } from '../units/item-conversions';
import { unitTableFor, type UnitsInput, type UnitTable } from '../units/unit-table';
import type { NutrientValues } from './nutrient-catalogue';

/** An item's nutrition per 100 g (see `nutritionPer100g`), or null/undefined when it has none. */
export type NutritionOf = (item: CatalogueItem) => NutrientValues | null | undefined;

/** A recipe's nutrition roll-up (costing-model §9). */
export interface RecipeNutrition {
  /** Values per 100 g of finished recipe; null when the lines do not all convert to grams. */
  readonly per100g: NutrientValues | null;
  /** True when every line's item had nutrition. */
  readonly complete: boolean;
  /** NO_NUTRITION_STACK when a line item has no nutrition, else null. */
  readonly status: typeof NO_NUTRITION_STACK | null;
  /** Foodkeys of the line items without nutrition. */
  readonly missing: readonly string[];
  /** Finished weight in g. */
  readonly weight: number | null;
}

interface Walk {
  readonly lookup: ItemLookup;
  readonly nutritionOf: NutritionOf;
  readonly table: UnitTable;
  readonly memo: Map<string, RecipeNutrition>;
  readonly path: Set<string>;
}

const INCOMPLETE = { complete: false, status: NO_NUTRITION_STACK } as const;

const rollUp = (recipe: Recipe, walk: Walk): RecipeNutrition => {
  const hit = walk.memo.get(recipe.foodkey);
  if (hit) return hit;
  walk.path.add(recipe.foodkey);
  const totals: Record<string, number> = {};
  const missing: string[] = [];
  let raw: number | null = 0;
  for (const line of recipe.items ?? []) {
    const key = line.name ?? '';
    const item = key ? walk.lookup(key) : undefined;
    let values: NutrientValues | null | undefined = null;
    if (item?.type === 'recipe' && !walk.path.has(key)) {
      const nested = rollUp(item, walk);
      values = nested.complete ? nested.per100g : null;
    } else if (item && item.type !== 'recipe') values = walk.nutritionOf(item);
    if (!values) missing.push(key);
    const qty = lineQuantity(line, item);
    const base =
      item && qty.value !== null && qty.unit !== null
        ? quantityToBase(qty.value, qty.unit, item, walk.table)
        : null;
    const grams = base ? convertBase(base, 'weight', item, walk.table) : null;
    if (grams === null || raw === null) {
      raw = null;
      continue;
    }
    raw += grams;
    if (values)
      for (const [tag, v] of Object.entries(values))
        totals[tag] = (totals[tag] ?? 0) + (grams * v) / 100;
  }
  const loss = raw === null ? null : waterLoss(recipe, raw, walk.table);
  const weight = raw !== null && loss !== null && raw - loss > 0 ? raw - loss : null;
  let per100g: Record<string, number> | null = null;
  if (weight !== null && loss !== null) {
    if (totals.water !== undefined) totals.water = Math.max(0, totals.water - loss);
    per100g = {};
    for (const [tag, total] of Object.entries(totals)) per100g[tag] = (total / weight) * 100;
  }
  walk.path.delete(recipe.foodkey);
  const result: RecipeNutrition = {
    per100g,
    ...(missing.length > 0 ? INCOMPLETE : { complete: true, status: null }),
    missing,
    weight,
  };
  walk.memo.set(recipe.foodkey, result);
  return result;
};

/**
 * Recipe nutrition per 100 g (costing-model §9) = sum over lines of (line grams x item per-100 g
 * / 100) / finished weight x 100; the water loss is taken from the water nutrient. Nested
 * recipes are rolled up the same way. When any line item has no nutrition the result is marked
 * NO_NUTRITION_STACK (values then cover only the lines that have nutrition).
 */
export const recipeNutrition = (
  recipe: Recipe,
  lookup: ItemLookup,
  nutritionOf: NutritionOf,
  units?: UnitsInput,
): RecipeNutrition =>
  rollUp(recipe, {
    lookup,
    nutritionOf,
    table: unitTableFor(units),
    memo: new Map(),
    path: new Set(),
  });

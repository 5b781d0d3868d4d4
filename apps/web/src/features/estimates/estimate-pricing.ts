import {
  estimateLinePrice,
  isRecipe,
  type CatalogueItem,
  type EstimatePricing,
  type ItemLookup,
} from '@larder/domain';

/** The target food cost a line priced at cost is priced for (operations-model §7: venue default 30 percent). */
export const TARGET_FOOD_COST_PERCENT = 30;

const finiteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** A recipe's sale price per serving, when it has one above 0 (product spec §3 `saleprice`). */
export function recipeSalePrice(item: CatalogueItem | undefined): number | null {
  if (!isRecipe(item)) return null;
  return finiteNumber(item.saleprice) && item.saleprice > 0 ? item.saleprice : null;
}

/** A recipe's cost per serving as stored on it (costing-model §5); null when not known. */
export function recipeCostPerServing(item: CatalogueItem | undefined): number | null {
  if (!isRecipe(item)) return null;
  const perServing = item.costs?.perServing;
  return finiteNumber(perServing) ? perServing : null;
}

/**
 * How a new line is priced (operations-model §6): at the recipe's sale price when it has one,
 * else at cost over the target food cost.
 */
export const defaultPricing = (item: CatalogueItem | undefined): EstimatePricing =>
  recipeSalePrice(item) === null ? 'target' : 'sale';

/** A recipe line of an estimate as it is priced. */
export interface EstimateLineInput {
  readonly foodkey: string;
  readonly qty: number;
  readonly pricing: EstimatePricing;
  /** A price typed for the line; it overrides the priced one. */
  readonly unitPrice?: number | null | undefined;
}

/** A line with the figures an estimate shows for it. */
export interface PricedLine {
  readonly foodkey: string;
  /** The recipe's name, or its key when it is gone. */
  readonly name: string;
  /** False when the key names no recipe of the venue. */
  readonly found: boolean;
  readonly qty: number;
  readonly pricing: EstimatePricing;
  /** The price per serving by the line's rule (sale price or cost / target); null without it. */
  readonly rulePrice: number | null;
  /** The price per serving the line is charged: the typed one, else the rule's; null without. */
  readonly unitPrice: number | null;
  /** True when the price was typed for the line. */
  readonly typed: boolean;
  /** Cost per serving; null when the recipe's cost is not known (never 0). */
  readonly unitCost: number | null;
}

/**
 * A line's price and cost (operations-model §6): the price typed for the line, else the
 * recipe's sale price ('sale') or its cost per serving / (target food cost / 100) ('target',
 * domain `estimateLinePrice`); the cost per serving stored on the recipe.
 */
export function priceLine(
  line: EstimateLineInput,
  lookup: ItemLookup,
  targetFoodCostPercent: number = TARGET_FOOD_COST_PERCENT,
): PricedLine {
  const item = line.foodkey ? lookup(line.foodkey) : undefined;
  const recipe = isRecipe(item) ? item : undefined;
  const unitCost = recipeCostPerServing(recipe);
  const rulePrice = recipe
    ? estimateLinePrice({
        salePrice: recipeSalePrice(recipe),
        costPerServing: unitCost,
        targetFoodCostPercent,
        pricing: line.pricing,
      })
    : null;
  const typed = finiteNumber(line.unitPrice);
  return {
    foodkey: line.foodkey,
    name: recipe?.name ?? line.foodkey,
    found: recipe !== undefined,
    qty: line.qty,
    pricing: line.pricing,
    rulePrice,
    unitPrice: typed ? (line.unitPrice as number) : rulePrice,
    typed,
    unitCost,
  };
}

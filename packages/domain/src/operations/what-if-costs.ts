import { DependencyIndex } from '../costing/dependency-index';
import { foodCostPercent } from '../costing/food-cost';
import { propagateMany } from '../costing/propagate';
import { recalculateIngredient, recalculatePackaging } from '../costing/recompute-item';
import { finite } from '../costing/unit-costs';
import type { Ingredient } from '../records/ingredient';
import type { CatalogueItem } from '../records/item';
import type { PackagingItem } from '../records/packaging-item';
import type { Recipe } from '../records/recipe';
import { unitTableFor, type UnitsInput } from '../units/unit-table';
import type { PricingSettings } from './pricing-settings';
import { recipeSalePrice } from './recipe-sale-price';
import { scaleCosts } from './cost-scaling';
import { priceFactors, type PriceChange } from './price-change';

/** A recipe's figures before or after a change (operations-model §8); null where not known. */
export interface WhatIfFigures {
  /** Batch cost. */
  readonly cost: number | null;
  readonly perServing: number | null;
  /** Cost per serving over the net selling price x 100. */
  readonly foodCostPercent: number | null;
}

/** One affected recipe. `delta` = after - before, null where either side is null. */
export interface WhatIfRecipe {
  readonly foodkey: string;
  readonly name: string;
  readonly before: WhatIfFigures;
  readonly after: WhatIfFigures;
  readonly delta: WhatIfFigures;
}

export interface WhatIfResult {
  /** The ingredients and packaging items with their new purchase price, costs recomputed. */
  readonly changedItems: CatalogueItem[];
  /** Every recipe that uses a changed item (directly or through nested recipes), in dependency order. */
  readonly recipes: WhatIfRecipe[];
}

export interface WhatIfOptions {
  /** The venue's maintained dependency index: without one the catalogue is scanned. */
  readonly index?: DependencyIndex;
  /**
   * The venue's tax settings (see `pricingSettings`): the food cost percent is of the net
   * price, as menu pricing shows it (operations-model §7). Without them, of the sale price.
   */
  readonly pricing?: Pick<PricingSettings, 'taxPercent' | 'pricesIncludeTax'>;
}

const NO_TAX: Pick<PricingSettings, 'taxPercent' | 'pricesIncludeTax'> = {
  taxPercent: 0,
  pricesIncludeTax: false,
};

/** A recipe's net selling price: its sale price less the tax it includes (operations-model §7). */
const netPriceOf = (
  recipe: Recipe,
  pricing: Pick<PricingSettings, 'taxPercent' | 'pricesIncludeTax'>,
): number | null => {
  const { grossPrice, taxPercent } = recipeSalePrice(recipe, pricing);
  return grossPrice === null ? null : grossPrice / (1 + taxPercent / 100);
};

/** A costed recipe's figures at a net selling price. */
const figuresOf = (recipe: Recipe, netPrice: number | null): WhatIfFigures => {
  const cost = finite(recipe.costs?.total) ? recipe.costs.total : null;
  const perServing = finite(recipe.costs?.perServing) ? recipe.costs.perServing : null;
  return { cost, perServing, foodCostPercent: foodCostPercent(perServing, netPrice) };
};

const minus = (a: number | null, b: number | null): number | null =>
  a === null || b === null ? null : a - b;

/**
 * What-if costing (operations-model §8): purchase prices changed by a percent (one item, a
 * supplier, a category or all; changes apply in order and compound on the same item), nothing
 * saved. Returns the changed items exactly as an apply would save them (new purchase price,
 * unit costs recomputed) and every recipe that uses one (directly, through parts or nested
 * recipes) with its cost, cost per serving and food cost percent before (as stored) and after,
 * and the delta. The recipes follow by scaling their stored costs (`scaleCosts`: costs are
 * linear in prices), in dependency order; when stored costs do not add up, by one full
 * propagation (`propagateMany`). Items whose price a change leaves as it was (0 percent) are
 * not changed. A percent that is not a number, or a fall of over 100 percent, is refused
 * (DomainError naming `changes.<i>.percent`). Pass the venue's maintained `DependencyIndex`
 * (`options.index`) to avoid a scan of the catalogue.
 */
export const whatIfCosts = (
  items: ReadonlyMap<string, CatalogueItem>,
  changes: readonly PriceChange[],
  units?: UnitsInput,
  options: WhatIfOptions = {},
): WhatIfResult => {
  const factors = priceFactors(items, changes);

  // The changed items, recomputed exactly: what an apply saves.
  const table = unitTableFor(units);
  const changedItems: CatalogueItem[] = [];
  const scales = new Map<string, number>();
  for (const [foodkey, factor] of factors) {
    const item = items.get(foodkey) as Ingredient | PackagingItem;
    const price = item.purchaseprice as number;
    const next = price * factor;
    if (next === price) continue;
    scales.set(foodkey, factor);
    changedItems.push(
      item.type === 'packaging'
        ? recalculatePackaging({ ...item, purchaseprice: next })
        : recalculateIngredient({ ...(item as Ingredient), purchaseprice: next }, table),
    );
  }
  if (changedItems.length === 0) return { changedItems, recipes: [] };

  const pricing = options.pricing ?? NO_TAX;
  const index = options.index ?? DependencyIndex.build(items.values());
  const recipes: WhatIfRecipe[] = [];
  const row = (old: Recipe, after: WhatIfFigures, price: number | null): void => {
    const before = figuresOf(old, price);
    recipes.push({
      foodkey: old.foodkey,
      name: old.name?.trim() || old.foodkey,
      before,
      after,
      delta: {
        cost: minus(after.cost, before.cost),
        perServing: minus(after.perServing, before.perServing),
        foodCostPercent: minus(after.foodCostPercent, before.foodCostPercent),
      },
    });
  };

  const scaled = scaleCosts(scales, items, index);
  if (scaled !== null) {
    for (const { recipe, factor, total } of scaled) {
      const price = netPriceOf(recipe, pricing);
      const stored = recipe.costs?.perServing;
      const perServing = total !== null && finite(stored) ? stored * factor : null;
      row(
        recipe,
        { cost: total, perServing, foodCostPercent: foodCostPercent(perServing, price) },
        price,
      );
    }
    return { changedItems, recipes };
  }

  // Stored costs that do not add up: one full propagation over the changed items.
  for (const item of propagateMany(changedItems, items, units, { index })) {
    const old = items.get(item.foodkey);
    if (item.type !== 'recipe' || old?.type !== 'recipe' || scales.has(item.foodkey)) continue;
    const price = netPriceOf(old, pricing);
    row(old, figuresOf(item, price), price);
  }
  return { changedItems, recipes };
};

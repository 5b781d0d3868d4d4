import { recipeAllergens } from '../allergens/recipe-allergens';
import { sortAllergens } from '../allergens/allergen-list';
import type { ItemLookup } from '../costing/cost-recipe';
import { finite } from '../costing/unit-costs';
import type { Menu } from '../records/menu';
import { dishPricing } from './dish-pricing';
import type { PricingSettings } from '../operations/pricing-settings';

/** One dish of a menu with the figures a menu shows (product spec §3, operations-model §7). */
export interface MenuDish {
  readonly foodkey: string;
  readonly name: string;
  /** False when the menu names a recipe that is no longer there. */
  readonly found: boolean;
  /** Cost per serving as stored on the recipe; null when not known. */
  readonly perServing: number | null;
  /** The recipe's sale price as the menu shows it (gross), when it has one above 0. */
  readonly salePrice: number | null;
  /** The tax percent in the sale price (the recipe's own, else the venue's); null when not found. */
  readonly taxPercent: number | null;
  /** salePrice / (1 + tax / 100); null without a sale price. */
  readonly netPrice: number | null;
  /** perServing / netPrice x 100; null without both. */
  readonly foodCost: number | null;
  /** netPrice - perServing; null without both. */
  readonly grossProfit: number | null;
  /** The suggested sale price for the venue's target food cost and price ending; null without a cost. */
  readonly suggestedPrice: number | null;
  readonly allergens: readonly string[];
}

/**
 * The dishes of a menu, in menu order: each recipe's cost per serving, sale price, tax, net
 * price, food cost percent of the net price, gross profit, suggested price (operations-model
 * §7, §10, with the venue's pricing settings) and allergens (through nested recipes). Keys that
 * name no recipe stay, marked not found, so that the menu can be fixed.
 */
export const menuDishes = (
  menu: Pick<Menu, 'menuItems'>,
  lookup: ItemLookup,
  settings: PricingSettings,
): MenuDish[] =>
  (menu.menuItems ?? []).map((foodkey) => {
    const item = lookup(foodkey);
    if (!item || item.type !== 'recipe') {
      return {
        foodkey,
        name: item?.name ?? foodkey,
        found: false,
        perServing: null,
        salePrice: null,
        taxPercent: null,
        netPrice: null,
        foodCost: null,
        grossProfit: null,
        suggestedPrice: null,
        allergens: [],
      };
    }
    const perServing = finite(item.costs?.perServing) ? item.costs.perServing : null;
    const pricing = dishPricing(item, perServing, settings);
    return {
      foodkey,
      name: item.name ?? foodkey,
      found: true,
      perServing,
      salePrice: pricing.grossPrice,
      taxPercent: pricing.taxPercent,
      netPrice: pricing.netPrice,
      foodCost: pricing.foodCostPercent,
      grossProfit: pricing.grossProfit,
      suggestedPrice: pricing.suggestedPrice,
      allergens: recipeAllergens(item, lookup),
    };
  });

/** Every allergen of the dishes, once, in catalogue order. */
export const menuAllergens = (dishes: readonly MenuDish[]): string[] =>
  sortAllergens(new Set(dishes.flatMap((d) => d.allergens)));

/** Dishes by food cost percent, highest first; dishes without one last (by name). */
export const dishesByFoodCost = (dishes: readonly MenuDish[]): MenuDish[] =>
  [...dishes].sort((a, b) => {
    if (a.foodCost !== b.foodCost) {
      if (a.foodCost === null) return 1;
      if (b.foodCost === null) return -1;
      return b.foodCost - a.foodCost;
    }
    return a.name.localeCompare(b.name);
  });

import { recipeAllergens } from '../allergens/recipe-allergens';
import { sortAllergens } from '../allergens/allergen-list';
import type { ItemLookup } from '../costing/cost-recipe';
import { foodCostPercent } from '../costing/food-cost';
import { finite } from '../costing/unit-costs';
import type { Menu } from '../records/menu';

/** One dish of a menu with the figures a menu shows (product spec §3, operations-model §7). */
export interface MenuDish {
  readonly foodkey: string;
  readonly name: string;
  /** False when the menu names a recipe that is no longer there. */
  readonly found: boolean;
  /** Cost per serving as stored on the recipe; null when not known. */
  readonly perServing: number | null;
  /** The recipe's sale price, when it has one above 0. */
  readonly salePrice: number | null;
  /** perServing / salePrice x 100; null without both. */
  readonly foodCost: number | null;
  readonly allergens: readonly string[];
}

/**
 * The dishes of a menu, in menu order: each recipe's cost per serving, sale price, food cost
 * percent and allergens (through nested recipes). Keys that name no recipe stay, marked not
 * found, so that the menu can be fixed.
 */
export const menuDishes = (menu: Pick<Menu, 'menuItems'>, lookup: ItemLookup): MenuDish[] =>
  (menu.menuItems ?? []).map((foodkey) => {
    const item = lookup(foodkey);
    if (!item || item.type !== 'recipe') {
      return {
        foodkey,
        name: item?.name ?? foodkey,
        found: false,
        perServing: null,
        salePrice: null,
        foodCost: null,
        allergens: [],
      };
    }
    const perServing = finite(item.costs?.perServing) ? item.costs.perServing : null;
    const salePrice = finite(item.saleprice) && item.saleprice > 0 ? item.saleprice : null;
    return {
      foodkey,
      name: item.name ?? foodkey,
      found: true,
      perServing,
      salePrice,
      foodCost: foodCostPercent(perServing, salePrice),
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

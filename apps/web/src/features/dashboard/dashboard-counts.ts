import { isIngredient, isPackaging, isRecipe, type CatalogueItem } from '@larder/domain';
import { localDay } from '../../components/catalogue/local-day';

export interface DashboardCounts {
  ingredients: number;
  recipes: number;
  packaging: number;
  suppliers: number;
  menus: number;
}

/** How many of each the venue has (live records only). */
export function dashboardCounts(
  items: readonly CatalogueItem[],
  suppliers: number,
  menus: number,
): DashboardCounts {
  let ingredients = 0;
  let recipes = 0;
  let packaging = 0;
  for (const item of items) {
    if (isRecipe(item)) recipes++;
    else if (isPackaging(item)) packaging++;
    else if (isIngredient(item)) ingredients++;
  }
  return { ingredients, recipes, packaging, suppliers, menus };
}

/** True for a venue with nothing in it yet. */
export const isEmptyVenue = (counts: DashboardCounts): boolean =>
  Object.values(counts).every((n) => n === 0);

/**
 * The first day (YYYY-MM-DD) of the last `days` days up to `now`, in the device's time zone,
 * as the wastage form dates its entries.
 */
export function firstDayOfLast(days: number, now: number): string {
  const first = new Date(now);
  first.setDate(first.getDate() - (days - 1));
  return localDay(first.getTime());
}

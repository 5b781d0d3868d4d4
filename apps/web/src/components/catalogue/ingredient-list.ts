import {
  analyseIngredientCosts,
  isIngredient,
  queryWords,
  searchItems,
  unitTableFor,
  type CatalogueItem,
  type Ingredient,
  type UnitOverrides,
} from '@larder/domain';
import { reasonText } from '../../api/issue-text';

export interface IngredientFilter {
  query: string;
  category: string | null;
  storagearea: string | null;
}

/**
 * The live ingredients (single, multiple, part) matching the filter. The search follows the
 * domain rule (3+ characters, every word in the key, ordered by position); a shorter query
 * shows every ingredient in key order.
 */
export function filterIngredients(
  items: readonly CatalogueItem[],
  filter: IngredientFilter,
): readonly Ingredient[] {
  // A list of ingredients only is searched as it is: the search index is kept per list.
  const ingredients = items.every(isIngredient) ? items : items.filter(isIngredient);
  const searched =
    queryWords(filter.query).length > 0 ? searchItems(ingredients, filter.query) : ingredients;
  if (!filter.category && !filter.storagearea) return searched;
  return searched.filter(
    (i) =>
      (!filter.category || i.category === filter.category) &&
      (!filter.storagearea || i.storagearea === filter.storagearea),
  );
}

/** Distinct non-empty values, sorted, from the venue's list and the items. */
export function choices(
  fromVenue: readonly string[],
  fromItems: readonly (string | null | undefined)[],
) {
  const all = new Set<string>();
  for (const v of [...fromVenue, ...fromItems]) if (v && v.trim() !== '') all.add(v);
  return [...all].sort((a, b) => a.localeCompare(b));
}

/** A storage area as stored in the venue settings (a name or an object with a name). */
export const areaName = (area: string | { name?: string }): string =>
  typeof area === 'string' ? area : (area.name ?? '');

export interface IngredientCostView {
  /** The cost per kg, L or each, matching the purchase dimension; null when unknown. */
  value: number | null;
  per: 'kg' | 'L' | 'each' | null;
  complete: boolean;
  /** What keeps the cost from being complete, in the interface language. */
  reasons: string[];
}

/** Cost per kg / L / each as fits the purchase unit, and whether the item is complete. */
export function ingredientCostView(item: Ingredient, units?: UnitOverrides): IngredientCostView {
  const a = analyseIngredientCosts(item, unitTableFor(units), item.type === 'part');
  const reasons = [...new Set(a.issues.map((i) => reasonText(i.reason)))];
  const times = (v: number | null, k: number) => (v === null ? null : v * k);
  if (a.dimension === 'weight') {
    return { value: times(a.gramcost, 1000), per: 'kg', complete: a.complete, reasons };
  }
  if (a.dimension === 'volume') {
    return { value: times(a.mlcost, 1000), per: 'L', complete: a.complete, reasons };
  }
  if (a.dimension === 'count') {
    return { value: a.eachcost, per: 'each', complete: a.complete, reasons };
  }
  return { value: null, per: null, complete: a.complete, reasons };
}

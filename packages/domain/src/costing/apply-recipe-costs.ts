import type { ItemMap } from '../records/item-map';
import type { PackagingLine, Recipe, RecipeCosts, RecipeLine } from '../records/recipe';
import { copyOf, withCost } from './with-costs';
import type { RecipeCostResult } from './cost-recipe';

const lineWithCost = (line: RecipeLine, r: RecipeCostResult['lines'][number]): RecipeLine => {
  if (r.custom === 'honoured')
    return { ...line, qty_value: r.value, qty_unit: r.unit, cost: r.cost };
  if (r.custom === 'dropped') {
    const { qty_value_custom: _v, qty_unit_custom: _u, ...rest } = line;
    return withCost(rest, r.cost);
  }
  return withCost(line, r.cost);
};

/** The recipe already carries every figure of the result (each as it is, null as null). */
const carriesFigures = (recipe: Recipe, result: RecipeCostResult): boolean => {
  const map = recipe.map;
  const costs = recipe.costs;
  return (
    recipe.gramcost === result.gramcost &&
    recipe.mlcost === result.mlcost &&
    recipe.eachcost === result.eachcost &&
    map !== undefined &&
    map !== null &&
    map.each_value === result.eachValue &&
    costs !== undefined &&
    costs !== null &&
    costs.total === result.total &&
    costs.ingredients === result.ingredients &&
    costs.packaging === result.packaging &&
    costs.perServing === result.perServing &&
    costs.servings === result.servings &&
    costs.perG === result.gramcost &&
    costs.perML === result.mlcost &&
    costs.foodCost === result.foodCost &&
    costs.weight === result.eachValue &&
    costs.volume === result.volume
  );
};

/**
 * A recipe record carrying the computed figures (costing-model §5): gramcost, mlcost,
 * eachcost, map.each_value, line and packaging costs, and `costs`. A recipe that already
 * carries them all is returned as it is (records are immutable: an unchanged record is
 * shared, not copied).
 */
export const applyRecipeCosts = (recipe: Recipe, result: RecipeCostResult): Recipe => {
  // Records are immutable: an unchanged list is shared, not copied (a list is made only from
  // the first line that comes out different).
  let items = recipe.items;
  if (items) {
    let copied: RecipeLine[] | undefined;
    for (let i = 0; i < items.length; i++) {
      const line = items[i] as RecipeLine;
      const r = result.lines[i];
      const next = r ? lineWithCost(line, r) : line;
      if (copied !== undefined) copied.push(next);
      else if (next !== line) {
        copied = items.slice(0, i);
        copied.push(next);
      }
    }
    if (copied !== undefined) items = copied;
  }
  let packaging = recipe.packaging;
  if (packaging) {
    let copied: PackagingLine[] | undefined;
    for (let i = 0; i < packaging.length; i++) {
      const line = packaging[i] as PackagingLine;
      const next = withCost(line, result.packagingCosts[i] ?? null);
      if (copied !== undefined) copied.push(next);
      else if (next !== line) {
        copied = packaging.slice(0, i);
        copied.push(next);
      }
    }
    if (copied !== undefined) packaging = copied;
  }
  if (items === recipe.items && packaging === recipe.packaging && carriesFigures(recipe, result)) {
    return recipe;
  }
  const map = recipe.map
    ? withEachValue(recipe.map, result.eachValue)
    : { each_value: result.eachValue };
  // The stored costs with the fresh figures: `{ ...stored, ...fresh }` (stored fields in their
  // places, new ones after them in this order), built without the fresh object in between.
  const stored = recipe.costs;
  let mergedCosts: RecipeCosts;
  if (!stored) {
    mergedCosts = {
      total: result.total,
      ingredients: result.ingredients,
      packaging: result.packaging,
      perServing: result.perServing,
      servings: result.servings,
      perG: result.gramcost,
      perML: result.mlcost,
      foodCost: result.foodCost,
      weight: result.eachValue,
      volume: result.volume,
    };
  } else {
    mergedCosts = copyOf(stored);
    mergedCosts.total = result.total;
    mergedCosts.ingredients = result.ingredients;
    mergedCosts.packaging = result.packaging;
    mergedCosts.perServing = result.perServing;
    mergedCosts.servings = result.servings;
    mergedCosts.perG = result.gramcost;
    mergedCosts.perML = result.mlcost;
    mergedCosts.foodCost = result.foodCost;
    mergedCosts.weight = result.eachValue;
    mergedCosts.volume = result.volume;
  }
  let next: Recipe;
  if ('gramcost' in recipe && 'mlcost' in recipe && 'eachcost' in recipe && 'costs' in recipe) {
    next = { ...recipe, map, gramcost: result.gramcost, mlcost: result.mlcost };
    next.eachcost = result.eachcost;
    next.costs = mergedCosts;
  } else {
    next = {
      gramcost: result.gramcost,
      mlcost: result.mlcost,
      eachcost: result.eachcost,
      costs: mergedCosts,
      map,
      ...recipe,
    };
    next.gramcost = result.gramcost;
    next.mlcost = result.mlcost;
    next.eachcost = result.eachcost;
    next.costs = mergedCosts;
  }
  next.map = map;
  if (items) next.items = items;
  if (packaging) next.packaging = packaging;
  return next;
};

const withEachValue = (map: ItemMap, eachValue: number | null): ItemMap => {
  if ('each_value' in map) return { ...map, each_value: eachValue };
  const next = { each_value: eachValue, ...map };
  next.each_value = eachValue;
  return next;
};

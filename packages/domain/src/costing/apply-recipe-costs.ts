import type { ItemMap } from '../records/item-map';
import type { Recipe, RecipeCosts, RecipeLine } from '../records/recipe';
import { copyOf, mapKeepingSame, withCost } from './with-costs';
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
  const items =
    recipe.items &&
    mapKeepingSame(recipe.items, (line, i) => {
      const r = result.lines[i];
      return r ? lineWithCost(line, r) : line;
    });
  const packaging =
    recipe.packaging &&
    mapKeepingSame(recipe.packaging, (line, i) => withCost(line, result.packagingCosts[i] ?? null));
  if (items === recipe.items && packaging === recipe.packaging && carriesFigures(recipe, result)) {
    return recipe;
  }
  const map = recipe.map
    ? withEachValue(recipe.map, result.eachValue)
    : { each_value: result.eachValue };
  // The stored costs with the fresh figures: `{ ...stored, ...fresh }` (stored fields in their
  // places, new ones after them in this order), built without the fresh object in between.
  const stored = recipe.costs;
  const mergedCosts = (stored ? copyOf(stored) : {}) as RecipeCosts;
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

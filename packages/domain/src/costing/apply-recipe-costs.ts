import type { ItemMap } from '../records/item-map';
import type { PackagingLine, Recipe, RecipeCosts, RecipeLine } from '../records/recipe';
import { withCost } from './with-costs';
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
  let items: RecipeLine[] | undefined;
  if (recipe.items) {
    items = new Array<RecipeLine>(recipe.items.length);
    let same = true;
    for (let i = 0; i < recipe.items.length; i++) {
      const line = recipe.items[i] as RecipeLine;
      const r = result.lines[i];
      const next = r ? lineWithCost(line, r) : line;
      items[i] = next;
      same &&= next === line;
    }
    // Records are immutable: an unchanged list is shared, not copied.
    if (same) items = recipe.items;
  }
  let packaging: PackagingLine[] | undefined;
  if (recipe.packaging) {
    packaging = new Array<PackagingLine>(recipe.packaging.length);
    let same = true;
    for (let i = 0; i < recipe.packaging.length; i++) {
      const line = recipe.packaging[i] as PackagingLine;
      const next = withCost(line, result.packagingCosts[i] ?? null);
      packaging[i] = next;
      same &&= next === line;
    }
    if (same) packaging = recipe.packaging;
  }
  if (items === recipe.items && packaging === recipe.packaging && carriesFigures(recipe, result)) {
    return recipe;
  }
  const map = recipe.map
    ? withEachValue(recipe.map, result.eachValue)
    : { each_value: result.eachValue };
  const costs: RecipeCosts = {
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
  const stored = recipe.costs;
  // Without stored costs the fresh ones are the merge itself (same fields in the same order).
  const mergedCosts = !stored
    ? costs
    : 'volume' in stored
      ? { ...stored, ...costs }
      : Object.assign({}, stored, costs);
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

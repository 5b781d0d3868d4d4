import type { ItemMap } from '../records/item-map';
import type { PackagingLine, Recipe, RecipeLine } from '../records/recipe';
import { lineWithCost } from './line-with-cost';
import { mergedCosts } from './merged-costs';
import { withCost } from './with-costs';
import type { RecipeCostResult } from './cost-recipe';

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
export const applyRecipeCosts = (recipe: Recipe, result: RecipeCostResult): Recipe =>
  applyCostsKeeping(recipe, result, null);

/** The lines with their costs: the list itself when every line comes out as it is. */
const linesWithCosts = (
  lines: RecipeLine[],
  results: RecipeCostResult['lines'],
  kept: Uint8Array | null,
): RecipeLine[] => {
  let copied: RecipeLine[] | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as RecipeLine;
    const r = results[i];
    const out = (kept !== null && kept[i] === 1) || !r ? line : lineWithCost(line, r);
    // The whole list copied at its first changed line, then only changed lines set: one copy
    // of exactly its length, never grown line by line.
    if (out !== line) (copied ??= lines.slice())[i] = out;
  }
  return copied ?? lines;
};

/** The packaging lines with their costs: the list itself when each already carries its cost. */
const packagingWithCosts = (
  lines: PackagingLine[],
  costs: readonly (number | null)[],
): PackagingLine[] => {
  let copied: PackagingLine[] | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as PackagingLine;
    const out = withCost(line, costs[i] ?? null);
    if (out !== line) (copied ??= lines.slice())[i] = out;
  }
  return copied ?? lines;
};

/**
 * `applyRecipeCosts`, told which lines are kept as they are: `kept[i]` is 1 for a line whose
 * result is the one kept for that very line, which already carries its cost (see
 * `costRecipeFrom`), so the line is not compared again.
 */
export const applyCostsKeeping = (
  recipe: Recipe,
  result: RecipeCostResult,
  kept: Uint8Array | null,
): Recipe => {
  const items = recipe.items && linesWithCosts(recipe.items, result.lines, kept);
  const packaging = recipe.packaging && packagingWithCosts(recipe.packaging, result.packagingCosts);
  if (items === recipe.items && packaging === recipe.packaging && carriesFigures(recipe, result)) {
    return recipe;
  }
  const map = recipe.map
    ? withEachValue(recipe.map, result.eachValue)
    : { each_value: result.eachValue };
  const costs = mergedCosts(recipe.costs, result);
  let next: Recipe;
  if ('gramcost' in recipe && 'mlcost' in recipe && 'eachcost' in recipe && 'costs' in recipe) {
    next = { ...recipe, map, gramcost: result.gramcost, mlcost: result.mlcost };
    next.eachcost = result.eachcost;
    next.costs = costs;
  } else {
    next = {
      gramcost: result.gramcost,
      mlcost: result.mlcost,
      eachcost: result.eachcost,
      costs,
      map,
      ...recipe,
    };
    next.gramcost = result.gramcost;
    next.mlcost = result.mlcost;
    next.eachcost = result.eachcost;
    next.costs = costs;
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

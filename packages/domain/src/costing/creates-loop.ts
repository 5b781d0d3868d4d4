import { err, issue, ok, type DomainIssue, type Result } from '../errors';
import type { Recipe } from '../records/recipe';
import type { ItemLookup } from './cost-recipe';

/**
 * Loop rule (costing-model §6): recipe A may not contain B when A is B or A is reachable from
 * B through nested recipe lines. Iterative, so any depth is safe.
 */
export const createsLoop = (
  recipeKey: string,
  candidateKey: string,
  lookup: ItemLookup,
): boolean => {
  if (recipeKey === candidateKey) return true;
  const seen = new Set<string>([candidateKey]);
  const stack = [candidateKey];
  while (stack.length > 0) {
    const item = lookup(stack.pop() as string);
    if (item?.type !== 'recipe') continue;
    for (const line of (item as Recipe).items ?? []) {
      const name = line.name;
      if (!name) continue;
      if (name === recipeKey) return true;
      if (!seen.has(name)) {
        seen.add(name);
        stack.push(name);
      }
    }
  }
  return false;
};

/** Checks a line before it is added: a loop is a validation error (costing-model §6). */
export const checkRecipeLine = (
  recipeKey: string,
  candidateKey: string,
  lookup: ItemLookup,
): Result<true, DomainIssue[]> =>
  createsLoop(recipeKey, candidateKey, lookup) ? err([issue('recipe-loop', 'items')]) : ok(true);

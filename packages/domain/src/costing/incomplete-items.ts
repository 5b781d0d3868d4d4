import { issue, type DomainIssue } from '../errors';
import { isIngredient, isRecipe, type CatalogueItem } from '../records/item';
import { unitTableFor, type UnitsInput } from '../units/unit-table';
import { analyseIngredientCosts } from './ingredient-costs';
import { finite } from './unit-costs';

/** An item that still lacks what its costs need (product spec §5), with the reasons. */
export interface IncompleteItem {
  readonly foodkey: string;
  readonly name: string;
  readonly kind: 'ingredient' | 'recipe';
  readonly issues: readonly DomainIssue[];
}

/** Why a recipe has no cost, in words for the people fixing it. */
export const RECIPE_COST_MISSING = 'Batch cost missing: a line lacks a quantity or a cost';

const byReason = (issues: readonly DomainIssue[]): DomainIssue[] => {
  const seen = new Set<string>();
  return issues.filter((i) => !seen.has(i.reason) && seen.add(i.reason));
};

/**
 * The incomplete ingredients and recipes (product spec §5, costing-model §2.6, §5): an
 * ingredient whose map lacks volume/weight data, whose purchase price, quantity or unit is
 * missing, or bought by the each without each_value; a recipe without each_value or eachcost.
 * Sorted by name.
 */
export const incompleteItems = (
  items: readonly CatalogueItem[],
  units?: UnitsInput,
): IncompleteItem[] => {
  const table = unitTableFor(units);
  const out: IncompleteItem[] = [];
  for (const item of items) {
    const name = item.name ?? item.foodkey;
    if (isIngredient(item)) {
      const analysis = analyseIngredientCosts(item, table, item.type === 'part');
      if (!analysis.complete) {
        out.push({
          foodkey: item.foodkey,
          name,
          kind: 'ingredient',
          issues: byReason(analysis.issues),
        });
      }
    } else if (isRecipe(item)) {
      const issues: DomainIssue[] = [];
      const eachValue = item.map?.each_value;
      if (!finite(eachValue) || eachValue <= 0)
        issues.push(issue('each-value-missing', 'map.each_value'));
      if (!finite(item.eachcost)) {
        issues.push(issue('cost-input-missing', 'eachcost', RECIPE_COST_MISSING));
      }
      if (issues.length > 0) out.push({ foodkey: item.foodkey, name, kind: 'recipe', issues });
    }
  }
  return out.sort((a, b) => a.name.localeCompare(b.name) || (a.foodkey < b.foodkey ? -1 : 1));
};

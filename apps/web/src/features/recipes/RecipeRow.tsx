import { roundTo, type ItemLookup, type Recipe, type UnitOverrides } from '@larder/domain';
import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import { IncompleteMarker, ListMarker } from '../../components/catalogue/ListMarker';
import { VIRTUAL_ROW_PROPS } from '../../components/catalogue/VirtualTable';
import { recipeView } from './recipe-costing';
import { recipePath } from './recipe-list';

export interface RecipeRowProps {
  recipe: Recipe;
  lookup: ItemLookup;
  units: UnitOverrides;
  showCosts: boolean;
  cost: (value: number | null | undefined) => string;
}

/** One row of the recipe list; costed and drawn again only when its inputs change. */
export const RecipeRow = memo(function RecipeRow({
  recipe,
  lookup,
  units,
  showCosts,
  cost,
}: RecipeRowProps) {
  const view = useMemo(() => recipeView(recipe, lookup, units), [recipe, lookup, units]);
  const money = (value: number | null | undefined) => cost(value) || '—';
  return (
    <tr {...VIRTUAL_ROW_PROPS} data-testid="recipe-row">
      <td>
        <span className="larder-vrow-name">
          <Link to={recipePath(recipe.foodkey)}>{recipe.name ?? recipe.foodkey}</Link>
          {recipe.menuitem === true && <ListMarker data-testid="menu-item-marker">menu</ListMarker>}
          {view.reasons.length > 0 && <IncompleteMarker reasons={view.reasons} />}
        </span>
      </td>
      <td>{recipe.category}</td>
      <td data-testid="recipe-servings">
        {view.costs.servings === null ? '—' : roundTo(view.costs.servings, 2)}
      </td>
      {showCosts && <td data-testid="recipe-batch-cost">{money(view.costs.total)}</td>}
      {showCosts && <td data-testid="recipe-cost-per-serving">{money(view.costs.perServing)}</td>}
    </tr>
  );
});

import type { ItemLookup, Recipe, UnitOverrides } from '@larder/domain';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IncompleteMarker, ListMarker } from '../../components/catalogue/ListMarker';
import { VIRTUAL_ROW_PROPS } from '../../components/catalogue/VirtualTable';
import { numberText } from './figure-text';
import { recipeView } from './recipe-costing';
import { recipePath } from './recipe-list';

export interface RecipeRowProps {
  recipe: Recipe;
  lookup: ItemLookup;
  units: UnitOverrides;
  showCosts: boolean;
  /** A cost as shown ('—' when absent); a new one comes with each interface language. */
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
  const { t } = useTranslation('recipes');
  const view = useMemo(() => recipeView(recipe, lookup, units, t), [recipe, lookup, units, t]);
  const money = (value: number | null | undefined) => cost(value) || '—';
  return (
    <tr {...VIRTUAL_ROW_PROPS} data-testid="recipe-row">
      <td>
        <span className="larder-vrow-name">
          <Link to={recipePath(recipe.foodkey)}>{recipe.name ?? recipe.foodkey}</Link>
          {recipe.menuitem === true && (
            <ListMarker data-testid="menu-item-marker">{t('list.menuMarker')}</ListMarker>
          )}
          {view.reasons.length > 0 && <IncompleteMarker reasons={view.reasons} />}
        </span>
      </td>
      <td>{recipe.category}</td>
      <td data-testid="recipe-servings">
        {view.costs.servings === null ? '—' : numberText(view.costs.servings, 2)}
      </td>
      {showCosts && <td data-testid="recipe-batch-cost">{money(view.costs.total)}</td>}
      {showCosts && <td data-testid="recipe-cost-per-serving">{money(view.costs.perServing)}</td>}
    </tr>
  );
});

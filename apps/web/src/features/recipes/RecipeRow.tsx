import { Badge, Group, Table, Tooltip } from '@mantine/core';
import { roundTo, type ItemLookup, type Recipe, type UnitOverrides } from '@larder/domain';
import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import { VIRTUAL_ROW_STYLE } from '../ingredients/VirtualTable';
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
    <Table.Tr style={VIRTUAL_ROW_STYLE} data-testid="recipe-row">
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Link to={recipePath(recipe.foodkey)}>{recipe.name ?? recipe.foodkey}</Link>
          {recipe.menuitem === true && (
            <Badge size="xs" variant="light" data-testid="menu-item-marker">
              menu
            </Badge>
          )}
          {view.reasons.length > 0 && (
            <Tooltip label={view.reasons.join('; ')}>
              <Badge
                size="xs"
                color="orange"
                data-testid="incomplete-marker"
                aria-label={`Incomplete: ${view.reasons.join('; ')}`}
              >
                incomplete
              </Badge>
            </Tooltip>
          )}
        </Group>
      </Table.Td>
      <Table.Td>{recipe.category}</Table.Td>
      <Table.Td data-testid="recipe-servings">
        {view.costs.servings === null ? '—' : roundTo(view.costs.servings, 2)}
      </Table.Td>
      {showCosts && <Table.Td data-testid="recipe-batch-cost">{money(view.costs.total)}</Table.Td>}
      {showCosts && (
        <Table.Td data-testid="recipe-cost-per-serving">{money(view.costs.perServing)}</Table.Td>
      )}
    </Table.Tr>
  );
});

import { Badge, Group, Table, Tooltip } from '@mantine/core';
import type { Ingredient, UnitOverrides } from '@larder/domain';
import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import { ingredientCostView } from './ingredient-list';
import { VIRTUAL_ROW_STYLE } from './VirtualTable';

export interface IngredientRowProps {
  item: Ingredient;
  showCosts: boolean;
  units: UnitOverrides;
  cost: (value: number | null | undefined) => string;
}

/** One row of the ingredient list; drawn again only when its item or the settings change. */
export const IngredientRow = memo(function IngredientRow({
  item,
  showCosts,
  units,
  cost,
}: IngredientRowProps) {
  const view = useMemo(() => ingredientCostView(item, units), [item, units]);
  return (
    <Table.Tr style={VIRTUAL_ROW_STYLE} data-testid="ingredient-row">
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Link to={`/ingredients/${encodeURIComponent(item.foodkey)}`}>
            {item.name ?? item.foodkey}
          </Link>
          {item.type !== 'single' && item.type && (
            <Badge size="xs" variant="light">
              {item.type}
            </Badge>
          )}
          {!view.complete && (
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
      <Table.Td>{item.supplier}</Table.Td>
      <Table.Td>{item.category}</Table.Td>
      {showCosts && (
        <Table.Td data-testid="ingredient-cost">
          {view.value !== null && view.per ? `${cost(view.value)} / ${view.per}` : ''}
        </Table.Td>
      )}
    </Table.Tr>
  );
});

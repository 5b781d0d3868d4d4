import { Anchor, Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import type { ItemLookup, Recipe, RecipeCostResult } from '@larder/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCostSettings } from '../../components/catalogue/catalogue-context';
import { itemName, lineReasonText } from './recipe-costing';
import { itemPath } from './recipe-list';
import { lineQuantityText, quantityText } from './line-text';
import { useCostText } from '../../components/catalogue/use-cost-text';

/** Packaging lines count their items one by one (costing-model §4). */
const PACKAGING_UNIT = 'each';

/**
 * The lines of a recipe (ingredients, nested recipes, then packaging) with quantities and line
 * costs (costing-model §4); a line that keeps the recipe incomplete is marked with its reason.
 */
export function RecipeLinesTable({
  recipe,
  costs,
  lookup,
  showCosts,
}: {
  recipe: Recipe;
  costs: RecipeCostResult;
  lookup: ItemLookup;
  showCosts: boolean;
}) {
  const { t } = useTranslation('recipes');
  const money = useCostText();
  const { units } = useCostSettings();
  const lines = recipe.items ?? [];
  const packaging = recipe.packaging ?? [];
  if (lines.length === 0 && packaging.length === 0) {
    return <Text c="dimmed">{t('lines.empty')}</Text>;
  }
  const link = (key: string | null | undefined) =>
    key ? (
      <Anchor component={Link} to={itemPath(lookup(key), key)}>
        {itemName(lookup, key)}
      </Anchor>
    ) : (
      '—'
    );
  return (
    <Table withTableBorder maw={760} data-testid="recipe-lines">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('lines.item')}</Table.Th>
          <Table.Th>{t('lines.quantity')}</Table.Th>
          {showCosts && <Table.Th>{t('lines.cost')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line, i) => {
          const result = costs.lines[i];
          const item = line.name ? lookup(line.name) : undefined;
          return (
            <Table.Tr key={`line-${i}`} data-testid="recipe-line">
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {link(line.name)}
                  {item?.type === 'recipe' && (
                    <Badge size="xs" variant="light">
                      {t('lines.recipeBadge')}
                    </Badge>
                  )}
                  {result?.reason && (
                    <Tooltip label={lineReasonText(result.reason, t)}>
                      <Badge
                        size="xs"
                        color="orange"
                        data-testid="line-incomplete-marker"
                        aria-label={t('lines.incompleteLabel', {
                          reason: lineReasonText(result.reason, t),
                        })}
                      >
                        {t('lines.incomplete')}
                      </Badge>
                    </Tooltip>
                  )}
                </Group>
                {line.note && (
                  <Text size="xs" c="dimmed">
                    {line.note}
                  </Text>
                )}
              </Table.Td>
              <Table.Td data-testid="line-quantity">
                {lineQuantityText(line, result, units)}
              </Table.Td>
              {showCosts && <Table.Td data-testid="line-cost">{money(result?.cost)}</Table.Td>}
            </Table.Tr>
          );
        })}
        {packaging.map((line, i) => (
          <Table.Tr key={`packaging-${i}`} data-testid="recipe-packaging-line">
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                {link(line.name)}
                <Badge size="xs" variant="light" color="gray">
                  {t('lines.packagingBadge')}
                </Badge>
              </Group>
            </Table.Td>
            <Table.Td data-testid="line-quantity">
              {quantityText(line.qty, PACKAGING_UNIT)}
            </Table.Td>
            {showCosts && (
              <Table.Td data-testid="line-cost">{money(costs.packagingCosts[i])}</Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

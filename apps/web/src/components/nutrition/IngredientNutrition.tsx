import { Stack, Table, Text, Title } from '@mantine/core';
import { nutritionSource, type Ingredient } from '@larder/domain';
import { useTranslation } from 'react-i18next';
import { useCostSettings } from '../catalogue/catalogue-context';
import { unitText } from '../catalogue/unit-choices';
import { nutrientSummary } from './nutrient-summary';
import { useItemNutrition } from './use-item-nutrition';
import { useFood } from './use-food';

function SourceLine({ item }: { item: Ingredient }) {
  const { t } = useTranslation(['components', 'common']);
  const source = nutritionSource(item.usda);
  const food = useFood(source.kind === 'usda' ? source.id : '');
  let text: string;
  switch (source.kind) {
    case 'none':
      text = t('common:none');
      break;
    case 'usda': {
      const name =
        food.state === 'ready'
          ? food.food.name
          : food.state === 'unknown'
            ? t('nutrition.notInDatabase')
            : '…';
      text = t('nutrition.source.usda', { id: source.id, name });
      break;
    }
    case 'per100':
      text = t('nutrition.source.per100');
      break;
    case 'manual':
      text = t('nutrition.source.manual', {
        per: source.per ?? '?',
        unit: unitText(source.perUnit),
        energy: source.energyUnit,
      });
      break;
  }
  return (
    <Text size="sm" data-testid="nutrition-source">
      {t('nutrition.source.line', { text })}
    </Text>
  );
}

/** The ingredient's nutrition on its detail page: where it comes from and its values per 100 g. */
export function IngredientNutrition({ item }: { item: Ingredient }) {
  const { t } = useTranslation('components');
  const { units } = useCostSettings();
  const nutrition = useItemNutrition(item, undefined, units);
  const values = nutrition.state === 'ready' ? nutrition.nutrition.per100g : null;
  return (
    <Stack gap="xs" data-testid="ingredient-nutrition">
      <Title order={2} size="h4">
        {t('nutrition.title')}
      </Title>
      <SourceLine item={item} />
      {nutrition.state === 'loading' && <Text c="dimmed">{t('nutrition.loading')}</Text>}
      {nutrition.state === 'error' && <Text c="red">{nutrition.message}</Text>}
      {values && (
        <Table withTableBorder maw={420} aria-label={t('nutrition.per100gTable')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('nutrition.per100g')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {nutrientSummary(values).map((p) => (
              <Table.Tr key={p.tag} data-testid={`nutrient-${p.tag}`}>
                <Table.Th scope="row" fw={400}>
                  {p.label}
                </Table.Th>
                <Table.Td>{p.amount}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

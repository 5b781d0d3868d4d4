import { Stack, Table, Text, Title } from '@mantine/core';
import { nutritionSource, type Ingredient } from '@larder/domain';
import { useCostSettings } from '../catalogue/catalogue-context';
import { nutrientSummary } from './nutrient-summary';
import { useItemNutrition } from './use-item-nutrition';
import { useFood } from './use-food';

function SourceLine({ item }: { item: Ingredient }) {
  const source = nutritionSource(item.usda);
  const food = useFood(source.kind === 'usda' ? source.id : '');
  let text: string;
  switch (source.kind) {
    case 'none':
      text = 'None';
      break;
    case 'usda':
      text = `USDA ${source.id}: ${food.state === 'ready' ? food.food.name : food.state === 'unknown' ? 'not in the bundled database' : '…'}`;
      break;
    case 'per100':
      text = 'Values per 100 g';
      break;
    case 'manual':
      text = `Manual entry per ${source.per ?? '?'} ${source.perUnit}, energy in ${source.energyUnit}`;
      break;
  }
  return (
    <Text size="sm" data-testid="nutrition-source">
      Source: {text}
    </Text>
  );
}

/** The ingredient's nutrition on its detail page: where it comes from and its values per 100 g. */
export function IngredientNutrition({ item }: { item: Ingredient }) {
  const { units } = useCostSettings();
  const nutrition = useItemNutrition(item, undefined, units);
  const values = nutrition.state === 'ready' ? nutrition.nutrition.per100g : null;
  return (
    <Stack gap="xs" data-testid="ingredient-nutrition">
      <Title order={2} size="h4">
        Nutrition
      </Title>
      <SourceLine item={item} />
      {nutrition.state === 'loading' && <Text c="dimmed">Loading nutrition…</Text>}
      {nutrition.state === 'error' && <Text c="red">{nutrition.message}</Text>}
      {values && (
        <Table withTableBorder maw={420} aria-label="Nutrition per 100 g">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Per 100 g</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {nutrientSummary(values).map((p) => (
              <Table.Tr key={p.tag} data-testid={`nutrient-${p.tag}`}>
                <Table.Th scope="row" fw={400}>
                  {p.label}
                </Table.Th>
                <Table.Td>{p.text.slice(p.label.length + 1)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

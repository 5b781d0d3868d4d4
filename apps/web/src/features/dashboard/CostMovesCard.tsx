import { Stack, Table, Text, Title } from '@mantine/core';
import type { RecipeCostMove } from '@larder/domain';
import { Link } from 'react-router';
import { useCostSettings } from '../../components/catalogue/catalogue-context';

const signed = (text: string, value: number) => (value > 0 ? `+${text}` : text);

/** The recipes whose cost moved most with the last price change of what they use. */
export function CostMovesCard({ moves }: { moves: readonly RecipeCostMove[] }) {
  const { cost } = useCostSettings();
  return (
    <Stack gap="xs" data-testid="dash-moves">
      <Title order={2} size="h4">
        Recipe costs moved by the last price changes
      </Title>
      {moves.length === 0 ? (
        <Text size="sm" c="dimmed">
          No price changes recorded yet. When an ingredient&apos;s price changes, the recipes it
          moves most are listed here.
        </Text>
      ) : (
        <Table withTableBorder striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Recipe</Table.Th>
              <Table.Th>Batch cost before</Table.Th>
              <Table.Th>Now</Table.Th>
              <Table.Th>Change</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {moves.map((move) => (
              <Table.Tr key={move.foodkey} data-testid="cost-move">
                <Table.Td>
                  <Link to={`/recipes/${encodeURIComponent(move.foodkey)}`}>{move.name}</Link>
                </Table.Td>
                <Table.Td>{cost(move.before)}</Table.Td>
                <Table.Td>{cost(move.now)}</Table.Td>
                <Table.Td>
                  {signed(cost(move.change), move.change)}
                  {move.percent !== null && ` (${signed(move.percent.toFixed(1), move.percent)}%)`}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

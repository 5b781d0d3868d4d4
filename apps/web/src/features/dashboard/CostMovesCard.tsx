import { Stack, Table, Text, Title } from '@mantine/core';
import type { RecipeCostMove } from '@larder/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCostSettings } from '../../components/catalogue/catalogue-context';
import { formatCost, formatNumber } from '../../i18n/format';

const signed = (text: string, value: number) => (value > 0 ? `+${text}` : text);

/** A change in percent, one decimal always: 50.0% or 50,0 %. */
const percentText = (percent: number) =>
  formatNumber(percent / 100, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });

/** The recipes whose cost moved most with the last price change of what they use. */
export function CostMovesCard({ moves }: { moves: readonly RecipeCostMove[] }) {
  const { currency } = useCostSettings();
  const { t } = useTranslation('dashboard');
  const cost = (value: number) => formatCost(value, currency);
  return (
    <Stack gap="xs" data-testid="dash-moves">
      <Title order={2} size="h4">
        {t('moves.title')}
      </Title>
      {moves.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('moves.none')}
        </Text>
      ) : (
        <Table withTableBorder striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('moves.recipe')}</Table.Th>
              <Table.Th>{t('moves.before')}</Table.Th>
              <Table.Th>{t('moves.now')}</Table.Th>
              <Table.Th>{t('moves.change')}</Table.Th>
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
                  {move.percent !== null && ` (${signed(percentText(move.percent), move.percent)})`}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

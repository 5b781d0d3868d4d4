import { Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { NamedStockTotal, StockCountTotals } from '@larder/domain';
import { useTranslation } from 'react-i18next';
import { areaHeading, categoryHeading } from './count-rows';
import { TotalValue } from './TotalValue';

/**
 * The totals of a count (operations-model §4): overall, by storage area (in the editor's SA
 * order) and by category; values only while costs may be shown.
 */
export function CountTotals({
  totals,
  showCosts,
  cost,
}: {
  totals: StockCountTotals;
  showCosts: boolean;
  cost: (value: number | null | undefined) => string;
}) {
  const { t } = useTranslation('stock-counts');
  const { overall } = totals;
  return (
    <Stack gap="xs" data-testid="count-totals">
      <Group gap="lg">
        <Text fw={600} data-testid="count-total-lines">
          {t('totals.linesCounted', { count: overall.lines })}
        </Text>
        {showCosts && (
          <Text fw={600} data-testid="count-total-value">
            {t('totals.totalValue')} <TotalValue total={overall} cost={cost} />
          </Text>
        )}
      </Group>
      {overall.lines > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <TotalsTable
            title={t('totals.byArea')}
            column={t('totals.area')}
            testId="totals-by-area"
            rows={totals.byArea}
            name={areaHeading}
            showCosts={showCosts}
            cost={cost}
          />
          <TotalsTable
            title={t('totals.byCategory')}
            column={t('totals.category')}
            testId="totals-by-category"
            rows={totals.byCategory}
            name={categoryHeading}
            showCosts={showCosts}
            cost={cost}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}

function TotalsTable({
  title,
  column,
  testId,
  rows,
  name,
  showCosts,
  cost,
}: {
  title: string;
  column: string;
  testId: string;
  rows: readonly NamedStockTotal[];
  name: (value: string) => string;
  showCosts: boolean;
  cost: (value: number | null | undefined) => string;
}) {
  const { t } = useTranslation('stock-counts');
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Table withTableBorder striped data-testid={testId} className="stock-print-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{column}</Table.Th>
            <Table.Th ta="right">{t('totals.lines')}</Table.Th>
            {showCosts && <Table.Th ta="right">{t('totals.value')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.name} data-testid="total-row" data-name={row.name}>
              <Table.Td>{name(row.name)}</Table.Td>
              <Table.Td ta="right">{row.lines}</Table.Td>
              {showCosts && (
                <Table.Td ta="right" data-testid="total-value">
                  <TotalValue total={row} cost={cost} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

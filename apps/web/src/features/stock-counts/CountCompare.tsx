import { Alert, Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import type { StockCount } from '@larder/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  itemsByKey,
  useCatalogueItems,
  useCostSettings,
} from '../../components/catalogue/catalogue-context';
import { ExportTableMenu } from '../../components/export/ExportTableMenu';
import { useStockCounts } from '../../components/operations/use-stock-counts';
import { formatQuantity } from '../../i18n/format';
import { useRestricted } from '../../state/restricted';
import {
  compareCounts,
  compareProblem,
  compareProblemText,
  type CompareRow,
} from './count-compare';
import { compareExportTable } from './count-export';
import { INVENTORY_PATH } from './count-record';
import { TotalValue } from './TotalValue';
import { unitName } from './unit-name';
import '../../components/print/page-print.css';
import './stock-print.css';

function BackLink() {
  const { t } = useTranslation('stock-counts');
  return (
    <Anchor component={Link} to={INVENTORY_PATH} className="stock-no-print">
      {t('screen.back')}
    </Anchor>
  );
}

/**
 * Two counts compared (operations-model §4): per item the earlier and later quantities, the
 * usage between them and its value, with the totals; printable and exportable.
 */
export function CountCompare({
  store,
  earlierKey,
  laterKey,
}: {
  store: VenueStore;
  earlierKey: string;
  laterKey: string;
}) {
  const { t } = useTranslation('stock-counts');
  const counts = useStockCounts(store);
  const items = useCatalogueItems(store);
  if (!counts || !items) {
    return (
      <Stack gap="sm">
        <Title order={1}>{t('compare.title')}</Title>
        <Text c="dimmed">{t('compare.loading')}</Text>
      </Stack>
    );
  }
  const earlier = counts.find((c) => c.skey === earlierKey);
  const later = counts.find((c) => c.skey === laterKey);
  if (!earlier || !later) {
    return (
      <Stack gap="sm" data-testid="compare-missing">
        <Title order={1}>{t('compare.title')}</Title>
        <Text>{t('compare.missing')}</Text>
        <BackLink />
      </Stack>
    );
  }
  const byKey = itemsByKey(items);
  return (
    <Comparison
      earlier={earlier}
      later={later}
      nameOf={(foodkey) => byKey.get(foodkey)?.name?.trim() || foodkey}
    />
  );
}

function Comparison({
  earlier,
  later,
  nameOf,
}: {
  earlier: StockCount;
  later: StockCount;
  nameOf: (foodkey: string) => string;
}) {
  const { t } = useTranslation(['stock-counts', 'common']);
  const { cost } = useCostSettings();
  const { showCosts } = useRestricted();
  const problem = compareProblem(earlier, later);
  const comparison = useMemo(
    () => (problem ? null : compareCounts(earlier, later, nameOf)),
    // The names are read once per pair of counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [earlier, later, problem],
  );
  const heading = t('compare.heading', {
    earlier: earlier.name,
    earlierDate: earlier.date,
    later: later.name,
    laterDate: later.date,
  });
  return (
    <Stack gap="md" className="stock-compare-page" data-testid="count-compare">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={1}>{t('compare.title')}</Title>
          <Text fw={600} data-testid="compare-title">
            {heading}
          </Text>
        </Stack>
        {comparison && (
          <Group gap="xs" className="stock-no-print">
            <Button variant="default" onClick={() => window.print()}>
              {t('common:print')}
            </Button>
            <ExportTableMenu
              table={() => compareExportTable(comparison.rows, showCosts)}
              sheet={t('compare.sheet')}
              fileName={t('compare.fileName', { earlier: earlier.date, later: later.date })}
              testId="export-compare"
            />
          </Group>
        )}
      </Group>
      <BackLink />
      {problem ? (
        <Alert color="orange" role="alert" data-testid="compare-problem">
          {compareProblemText(problem)}
        </Alert>
      ) : (
        comparison && (
          <>
            <Text size="sm" c="dimmed">
              {t('compare.explain')}
            </Text>
            {showCosts && (
              <Group gap="xl" data-testid="compare-totals">
                <Text fw={600} data-testid="compare-earlier-value">
                  {t('compare.earlierValue')} <TotalValue total={comparison.earlier} cost={cost} />
                </Text>
                <Text fw={600} data-testid="compare-later-value">
                  {t('compare.laterValue')} <TotalValue total={comparison.later} cost={cost} />
                </Text>
                <Text fw={600} data-testid="compare-usage-value">
                  {t('compare.usageValue')} <TotalValue total={comparison.usage} cost={cost} />
                </Text>
              </Group>
            )}
            {comparison.rows.length === 0 ? (
              <Text data-testid="compare-empty">{t('compare.empty')}</Text>
            ) : (
              <UsageTable rows={comparison.rows} showCosts={showCosts} cost={cost} />
            )}
          </>
        )
      )}
    </Stack>
  );
}

const quantity = (qty: number, row: CompareRow) => (row.unit ? formatQuantity(qty, row.unit) : '');

function UsageTable({
  rows,
  showCosts,
  cost,
}: {
  rows: readonly CompareRow[];
  showCosts: boolean;
  cost: (value: number | null | undefined) => string;
}) {
  const { t } = useTranslation('stock-counts');
  return (
    <Table striped withTableBorder className="stock-print-table" data-testid="compare-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('compare.item')}</Table.Th>
          <Table.Th ta="right">{t('compare.earlier')}</Table.Th>
          <Table.Th ta="right">{t('compare.later')}</Table.Th>
          <Table.Th ta="right">{t('compare.usage')}</Table.Th>
          {showCosts && <Table.Th ta="right">{t('compare.unitCost')}</Table.Th>}
          {showCosts && <Table.Th ta="right">{t('compare.usageValueColumn')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.foodkey} data-testid="compare-row" data-foodkey={row.foodkey}>
            <Table.Td>
              {row.name}
              {row.incomplete && (
                <Text span size="xs" c="orange.8" fw={600}>
                  {' '}
                  {t('compare.incomplete')}
                </Text>
              )}
            </Table.Td>
            <Table.Td ta="right">{quantity(row.earlier, row)}</Table.Td>
            <Table.Td ta="right">{quantity(row.later, row)}</Table.Td>
            <Table.Td ta="right" data-testid="compare-usage">
              {quantity(row.usage, row)}
            </Table.Td>
            {showCosts && (
              <Table.Td ta="right">
                {row.unitCost === null
                  ? ''
                  : t('compare.perUnit', {
                      cost: cost(row.unitCost),
                      unit: row.unit ? unitName(row.unit) : '',
                    })}
              </Table.Td>
            )}
            {showCosts && (
              <Table.Td ta="right" data-testid="compare-usage-value-cell">
                {row.usageValue === null ? (
                  <Text span size="sm" c="orange.8" fw={600}>
                    {t('noPrice')}
                  </Text>
                ) : (
                  cost(row.usageValue)
                )}
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

import { Alert, Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import { formatQuantity, type StockCount } from '@larder/domain';
import { useMemo } from 'react';
import { Link } from 'react-router';
import {
  itemsByKey,
  useCatalogueItems,
  useCostSettings,
} from '../../components/catalogue/catalogue-context';
import { ExportTableMenu } from '../../components/export/ExportTableMenu';
import { useStockCounts } from '../../components/operations/use-stock-counts';
import { useRestricted } from '../../state/restricted';
import {
  compareCounts,
  compareProblem,
  COMPARE_PROBLEM_TEXT,
  type CompareRow,
} from './count-compare';
import { compareExportTable } from './count-export';
import { INVENTORY_PATH } from './count-record';
import { TotalValue } from './TotalValue';
import '../../components/print/page-print.css';
import './stock-print.css';

const BackLink = () => (
  <Anchor component={Link} to={INVENTORY_PATH} className="stock-no-print">
    Back to the stock counts
  </Anchor>
);

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
  const counts = useStockCounts(store);
  const items = useCatalogueItems(store);
  if (!counts || !items) {
    return (
      <Stack gap="sm">
        <Title order={1}>Compare stock counts</Title>
        <Text c="dimmed">Loading the counts…</Text>
      </Stack>
    );
  }
  const earlier = counts.find((c) => c.skey === earlierKey);
  const later = counts.find((c) => c.skey === laterKey);
  if (!earlier || !later) {
    return (
      <Stack gap="sm" data-testid="compare-missing">
        <Title order={1}>Compare stock counts</Title>
        <Text>One of the two counts is not there any more; it may have been deleted.</Text>
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
  const { cost } = useCostSettings();
  const { showCosts } = useRestricted();
  const problem = compareProblem(earlier, later);
  const comparison = useMemo(
    () => (problem ? null : compareCounts(earlier, later, nameOf)),
    // The names are read once per pair of counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [earlier, later, problem],
  );
  const heading = `${earlier.name} (${earlier.date}) to ${later.name} (${later.date})`;
  return (
    <Stack gap="md" className="stock-compare-page" data-testid="count-compare">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={1}>Compare stock counts</Title>
          <Text fw={600} data-testid="compare-title">
            {heading}
          </Text>
        </Stack>
        {comparison && (
          <Group gap="xs" className="stock-no-print">
            <Button variant="default" onClick={() => window.print()}>
              Print
            </Button>
            <ExportTableMenu
              table={() => compareExportTable(comparison.rows, showCosts)}
              sheet="Usage"
              fileName={`stock-usage-${earlier.date}-${later.date}`}
              testId="export-compare"
            />
          </Group>
        )}
      </Group>
      <BackLink />
      {problem ? (
        <Alert color="orange" role="alert" data-testid="compare-problem">
          {COMPARE_PROBLEM_TEXT[problem]}
        </Alert>
      ) : (
        comparison && (
          <>
            <Text size="sm" c="dimmed">
              Usage = earlier count + purchases received − later count. No purchases are recorded as
              received between counts yet, so usage here is what the counts went down by.
            </Text>
            {showCosts && (
              <Group gap="xl" data-testid="compare-totals">
                <Text fw={600} data-testid="compare-earlier-value">
                  Earlier value: <TotalValue total={comparison.earlier} cost={cost} />
                </Text>
                <Text fw={600} data-testid="compare-later-value">
                  Later value: <TotalValue total={comparison.later} cost={cost} />
                </Text>
                <Text fw={600} data-testid="compare-usage-value">
                  Usage value: <TotalValue total={comparison.usage} cost={cost} />
                </Text>
              </Group>
            )}
            {comparison.rows.length === 0 ? (
              <Text data-testid="compare-empty">Neither count has any lines.</Text>
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
  return (
    <Table striped withTableBorder className="stock-print-table" data-testid="compare-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Item</Table.Th>
          <Table.Th ta="right">Earlier</Table.Th>
          <Table.Th ta="right">Later</Table.Th>
          <Table.Th ta="right">Usage</Table.Th>
          {showCosts && <Table.Th ta="right">Unit cost</Table.Th>}
          {showCosts && <Table.Th ta="right">Usage value</Table.Th>}
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
                  (a line could not be counted in)
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
                {row.unitCost === null ? '' : `${cost(row.unitCost)} / ${row.unit ?? ''}`}
              </Table.Td>
            )}
            {showCosts && (
              <Table.Td ta="right" data-testid="compare-usage-value-cell">
                {row.usageValue === null ? (
                  <Text span size="sm" c="orange.8" fw={600}>
                    no price
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

import { Button, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import type { StockCount } from '@larder/domain';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCostSettings } from '../../components/catalogue/catalogue-context';
import { useStockCounts } from '../../components/operations/use-stock-counts';
import { useRestricted } from '../../state/restricted';
import { comparePath, countPath, newCountPath } from './count-record';
import { NewCountForm } from './NewCountForm';
import { savedCountTotals } from './saved-totals';
import { TotalValue } from './TotalValue';
import { useDeleteCount } from './use-delete-count';

/**
 * The venue's stock counts (operations-model §4), newest day first, each with its lines and
 * value at the time of the count; a new count by name and day; two counts compared.
 */
export function StockCountList({ store, now }: { store: VenueStore; now: () => number }) {
  const counts = useStockCounts(store);
  const navigate = useNavigate();
  const { canEdit } = useRestricted();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Inventory</Title>
        <Text c="dimmed" size="sm">
          Count your stock area by area (ingredients, prepared recipes and packaging), value it at
          the prices of the day, and compare two counts to see what was used.
        </Text>
      </Stack>
      {canEdit && (
        <NewCountForm now={now} onStart={(h) => void navigate(newCountPath(h.name, h.date))} />
      )}
      {counts === undefined ? (
        <Text c="dimmed">Loading stock counts…</Text>
      ) : counts.length === 0 ? (
        <Text data-testid="counts-empty">
          No stock counts yet. Start one above: the editor walks your storage areas in their order,
          and you type each quantity and press Enter to go to the next item.
        </Text>
      ) : (
        <>
          <CountTable store={store} counts={counts} canEdit={canEdit} />
          {counts.length > 1 && <CompareForm counts={counts} />}
        </>
      )}
    </Stack>
  );
}

function CountTable({
  store,
  counts,
  canEdit,
}: {
  store: VenueStore;
  counts: readonly StockCount[];
  canEdit: boolean;
}) {
  const { cost } = useCostSettings();
  const { showCosts } = useRestricted();
  const { remove, deleting } = useDeleteCount(store);
  const totals = useMemo(
    () => new Map(counts.map((count) => [count.skey, savedCountTotals(count).overall])),
    [counts],
  );
  return (
    <Table striped highlightOnHover withTableBorder data-testid="count-list">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Count</Table.Th>
          <Table.Th>Day</Table.Th>
          <Table.Th ta="right">Lines</Table.Th>
          {showCosts && <Table.Th ta="right">Value</Table.Th>}
          {canEdit && <Table.Th aria-label="Actions" />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {counts.map((count) => {
          const total = totals.get(count.skey)!;
          return (
            <Table.Tr key={count.skey} data-testid="count-row">
              <Table.Td>
                <Link to={countPath(count.skey)}>{count.name}</Link>
              </Table.Td>
              <Table.Td>{count.date}</Table.Td>
              <Table.Td ta="right">{count.lines.length}</Table.Td>
              {showCosts && (
                <Table.Td ta="right" data-testid="count-value">
                  <TotalValue total={total} cost={cost} />
                </Table.Td>
              )}
              {canEdit && (
                <Table.Td ta="right">
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    loading={deleting === count.skey}
                    onClick={() => void remove(count)}
                    aria-label={`Delete ${count.name}`}
                  >
                    Delete
                  </Button>
                </Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

const label = (count: StockCount) => `${count.name} (${count.date})`;

/** Pick an earlier and a later count; by default the two newest. */
function CompareForm({ counts }: { counts: readonly StockCount[] }) {
  const navigate = useNavigate();
  const options = counts.map((count) => ({ value: count.skey, label: label(count) }));
  const [earlier, setEarlier] = useState(counts[1]!.skey);
  const [later, setLater] = useState(counts[0]!.skey);
  return (
    <Stack gap="xs" data-testid="compare-form">
      <Title order={2} size="h4">
        Compare two counts
      </Title>
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label="Earlier count"
          data={options}
          value={earlier}
          onChange={(event) => setEarlier(event.currentTarget.value)}
          w={260}
        />
        <NativeSelect
          label="Later count"
          data={options}
          value={later}
          onChange={(event) => setLater(event.currentTarget.value)}
          w={260}
        />
        <Button variant="light" onClick={() => void navigate(comparePath(earlier, later))}>
          Compare
        </Button>
      </Group>
    </Stack>
  );
}

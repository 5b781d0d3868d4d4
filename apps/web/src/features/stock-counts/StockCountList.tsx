import { Button, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import type { StockCount } from '@larder/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useStockCounts } from '../../components/operations/use-stock-counts';
import { useRestricted } from '../../state/restricted';
import { comparePath, countPath, newCountPath } from './count-record';
import { NewCountForm } from './NewCountForm';
import { savedCountTotals } from './saved-totals';
import { TotalValue } from './TotalValue';
import { useDeleteCount } from './use-delete-count';
import { useCostSettings } from '../../components/catalogue/catalogue-context';
import { formatDay } from '../../i18n/format';

/**
 * The venue's stock counts (operations-model §4), newest day first, each with its lines and
 * value at the time of the count; a new count by name and day; two counts compared.
 */
export function StockCountList({ store, now }: { store: VenueStore; now: () => number }) {
  const { t } = useTranslation('stock-counts');
  const counts = useStockCounts(store);
  const navigate = useNavigate();
  const { canEdit } = useRestricted();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('list.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('list.intro')}
        </Text>
      </Stack>
      {canEdit && (
        <NewCountForm now={now} onStart={(h) => void navigate(newCountPath(h.name, h.date))} />
      )}
      {counts === undefined ? (
        <Text c="dimmed">{t('list.loading')}</Text>
      ) : counts.length === 0 ? (
        <Text data-testid="counts-empty">{t('list.empty')}</Text>
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
  const { t } = useTranslation(['stock-counts', 'common']);
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
          <Table.Th>{t('list.count')}</Table.Th>
          <Table.Th>{t('list.day')}</Table.Th>
          <Table.Th ta="right">{t('list.lines')}</Table.Th>
          {showCosts && <Table.Th ta="right">{t('list.value')}</Table.Th>}
          {canEdit && <Table.Th aria-label={t('list.actions')} />}
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
              <Table.Td>{formatDay(count.date)}</Table.Td>
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
                    aria-label={t('list.deleteCount', { name: count.name })}
                  >
                    {t('common:delete')}
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

const label = (count: StockCount) => `${count.name} (${formatDay(count.date)})`;

/** Pick an earlier and a later count; by default the two newest. */
function CompareForm({ counts }: { counts: readonly StockCount[] }) {
  const { t } = useTranslation('stock-counts');
  const navigate = useNavigate();
  const options = counts.map((count) => ({ value: count.skey, label: label(count) }));
  const [earlier, setEarlier] = useState(counts[1]!.skey);
  const [later, setLater] = useState(counts[0]!.skey);
  return (
    <Stack gap="xs" data-testid="compare-form">
      <Title order={2} size="h4">
        {t('list.compareTitle')}
      </Title>
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label={t('list.earlier')}
          data={options}
          value={earlier}
          onChange={(event) => setEarlier(event.currentTarget.value)}
          w={260}
        />
        <NativeSelect
          label={t('list.later')}
          data={options}
          value={later}
          onChange={(event) => setLater(event.currentTarget.value)}
          w={260}
        />
        <Button variant="light" onClick={() => void navigate(comparePath(earlier, later))}>
          {t('list.compare')}
        </Button>
      </Group>
    </Stack>
  );
}

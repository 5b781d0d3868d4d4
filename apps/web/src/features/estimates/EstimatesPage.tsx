import { Badge, Button, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import { ESTIMATE_STATUSES, type EstimateStatus } from '@larder/domain';
import { useMemo, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import {
  lookupOf,
  useCatalogueItems,
  useCostSettings,
} from '../../components/catalogue/catalogue-context';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { estimateNumberText } from '../../components/operations/estimate-number-text';
import { useEstimateNumbers, useEstimates } from '../../components/operations/use-estimates';
import { useRestricted } from '../../state/restricted';
import { estimateGross } from './estimate-check';
import { estimatePath, NEW_ESTIMATE } from './estimate-form';
import { STATUS_COLORS, STATUS_LABELS } from './estimate-status';
import { moneyText } from './money-text';

const NEW_PATH = estimatePath(NEW_ESTIMATE);

/**
 * /estimates: the venue's estimates (operations-model §6), newest first, by status;
 * /estimates?event={skey} starts a new estimate for that event.
 */
export function EstimatesPage() {
  const [params] = useSearchParams();
  const { canEdit } = useRestricted();
  const event = params.get('event');
  if (event) return <Navigate to={`${NEW_PATH}?event=${encodeURIComponent(event)}`} replace />;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>Estimates</Title>
        {canEdit && (
          <Button component={Link} to={NEW_PATH}>
            New estimate
          </Button>
        )}
      </Group>
      <StoreGate>{(store) => <EstimateList store={store} canEdit={canEdit} />}</StoreGate>
    </Stack>
  );
}

type Filter = EstimateStatus | 'all';

const FILTERS = [
  { value: 'all', label: 'All' },
  ...ESTIMATE_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
];

function EstimateList({ store, canEdit }: { store: VenueStore; canEdit: boolean }) {
  const estimates = useEstimates(store);
  const numbers = useEstimateNumbers(store);
  const items = useCatalogueItems(store);
  const { currency } = useCostSettings();
  const { showCosts } = useRestricted();
  const [filter, setFilter] = useState<Filter>('all');
  const lookup = useMemo(() => (items ? lookupOf(items) : null), [items]);
  const shown = useMemo(
    () => (estimates ?? []).filter((e) => filter === 'all' || e.status === filter),
    [estimates, filter],
  );

  if (!estimates || !numbers || !lookup) return <Text c="dimmed">Loading estimates…</Text>;
  if (estimates.length === 0) {
    return (
      <Stack gap="sm" align="flex-start" data-testid="estimates-empty">
        <Text>
          No estimates yet. An estimate prices an event or a catering job from its dishes, with
          extras such as staff, hire and delivery, a discount and tax, ready to print or send as a
          PDF.
        </Text>
        {canEdit && (
          <Button component={Link} to={NEW_PATH} variant="light">
            New estimate
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <NativeSelect
        label="Status"
        data={FILTERS}
        value={filter}
        w={200}
        onChange={(event) => setFilter(event.currentTarget.value as Filter)}
      />
      {shown.length === 0 ? (
        <Text c="dimmed" data-testid="estimates-none-shown">
          No {STATUS_LABELS[filter as EstimateStatus].toLowerCase()} estimates.
        </Text>
      ) : (
        <Table striped highlightOnHover withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Number</Table.Th>
              <Table.Th>Title</Table.Th>
              <Table.Th>Customer</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th>Status</Table.Th>
              {showCosts && <Table.Th ta="right">Gross total</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((estimate) => (
              <Table.Tr key={estimate.skey} data-testid="estimate-row">
                <Table.Td>
                  <Link to={estimatePath(estimate.skey)}>
                    {estimateNumberText(numbers.get(estimate.skey))}
                  </Link>
                </Table.Td>
                <Table.Td>{estimate.title}</Table.Td>
                <Table.Td>{estimate.customer?.name ?? ''}</Table.Td>
                <Table.Td>{estimate.date}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={STATUS_COLORS[estimate.status]}>
                    {STATUS_LABELS[estimate.status]}
                  </Badge>
                </Table.Td>
                {showCosts && (
                  <Table.Td ta="right" data-testid="estimate-gross">
                    {moneyText(estimateGross(estimate, lookup), currency)}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

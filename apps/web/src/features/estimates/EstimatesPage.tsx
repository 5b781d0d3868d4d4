import { Badge, Button, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import { ESTIMATE_STATUSES, type EstimateStatus } from '@larder/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { STATUS_COLORS, statusLabel } from './estimate-status';
import { moneyText } from './money-text';
import { formatDay } from '../../i18n/format';

const NEW_PATH = estimatePath(NEW_ESTIMATE);

/**
 * /estimates: the venue's estimates (operations-model §6), newest first, by status;
 * /estimates?event={skey} starts a new estimate for that event.
 */
export function EstimatesPage() {
  const [params] = useSearchParams();
  const { canEdit } = useRestricted();
  const { t } = useTranslation('estimates', { keyPrefix: 'list' });
  const event = params.get('event');
  if (event) return <Navigate to={`${NEW_PATH}?event=${encodeURIComponent(event)}`} replace />;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('title')}</Title>
        {canEdit && (
          <Button component={Link} to={NEW_PATH}>
            {t('new')}
          </Button>
        )}
      </Group>
      <StoreGate>{(store) => <EstimateList store={store} canEdit={canEdit} />}</StoreGate>
    </Stack>
  );
}

type Filter = EstimateStatus | 'all';

function EstimateList({ store, canEdit }: { store: VenueStore; canEdit: boolean }) {
  const estimates = useEstimates(store);
  const numbers = useEstimateNumbers(store);
  const items = useCatalogueItems(store);
  const { currency } = useCostSettings();
  const { showCosts } = useRestricted();
  const [filter, setFilter] = useState<Filter>('all');
  const { t } = useTranslation('estimates', { keyPrefix: 'list' });
  const lookup = useMemo(() => (items ? lookupOf(items) : null), [items]);
  const shown = useMemo(
    () => (estimates ?? []).filter((e) => filter === 'all' || e.status === filter),
    [estimates, filter],
  );

  if (!estimates || !numbers || !lookup) return <Text c="dimmed">{t('loading')}</Text>;
  if (estimates.length === 0) {
    return (
      <Stack gap="sm" align="flex-start" data-testid="estimates-empty">
        <Text>{t('empty')}</Text>
        {canEdit && (
          <Button component={Link} to={NEW_PATH} variant="light">
            {t('new')}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('status')}
        data={[
          { value: 'all', label: t('all') },
          ...ESTIMATE_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
        ]}
        value={filter}
        w={200}
        onChange={(event) => setFilter(event.currentTarget.value as Filter)}
      />
      {shown.length === 0 ? (
        <Text c="dimmed" data-testid="estimates-none-shown">
          {t(`noneShown.${filter as EstimateStatus}`)}
        </Text>
      ) : (
        <Table striped highlightOnHover withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('number')}</Table.Th>
              <Table.Th>{t('titleColumn')}</Table.Th>
              <Table.Th>{t('customer')}</Table.Th>
              <Table.Th>{t('date')}</Table.Th>
              <Table.Th>{t('status')}</Table.Th>
              {showCosts && <Table.Th ta="right">{t('gross')}</Table.Th>}
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
                <Table.Td>{formatDay(estimate.date)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={STATUS_COLORS[estimate.status]}>
                    {statusLabel(estimate.status)}
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

import { Button, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import { queryWords, searchItems, supplierIngredientCounts } from '@larder/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCatalogueItems } from '../../components/catalogue/catalogue-context';
import { CatalogueListHeader } from '../../components/catalogue/CatalogueList';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { useRestricted } from '../../state/restricted';
import { supplierName, supplierPath, useSuppliers } from '../../components/suppliers/use-suppliers';
import { formatNumber } from '../../i18n/format';

const ADD_PATH = '/supplier-add/new';

/** /suppliers: the venue's suppliers with how many ingredients each supplies. */
export function SuppliersPage() {
  const { t } = useTranslation('suppliers');
  return (
    <Stack gap="md">
      <CatalogueListHeader title={t('list.title')} addPath={ADD_PATH} addLabel={t('list.add')} />
      <StoreGate>{(store) => <SupplierList store={store} />}</StoreGate>
    </Stack>
  );
}

const textField = (record: object, field: 'phone' | 'email'): string => {
  const value = (record as Record<string, unknown>)[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

/** The contact columns of the list, in order. */
const CONTACT_COLUMNS = ['phone', 'email'] as const;

function SupplierList({ store }: { store: VenueStore }) {
  const suppliers = useSuppliers(store);
  const items = useCatalogueItems(store);
  const { canEdit } = useRestricted();
  const { t } = useTranslation(['suppliers', 'common']);
  const [query, setQuery] = useState('');
  const counts = useMemo(
    () => supplierIngredientCounts(suppliers ?? [], items ?? []),
    [suppliers, items],
  );
  const shown = useMemo(
    () => (queryWords(query).length > 0 ? searchItems(suppliers ?? [], query) : (suppliers ?? [])),
    [suppliers, query],
  );
  if (!suppliers || !items) return <Text c="dimmed">{t('list.loading')}</Text>;
  if (suppliers.length === 0) {
    return (
      <Stack gap="sm" align="flex-start" data-testid="suppliers-empty">
        <Text>{t('list.empty')}</Text>
        {canEdit && (
          <Button component={Link} to={ADD_PATH} variant="light">
            {t('list.add')}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <TextInput
        label={t('common:search')}
        placeholder={t('list.searchPlaceholder')}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        maw={320}
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('list.shown', {
          shown: formatNumber(shown.length),
          total: formatNumber(suppliers.length),
        })}
      </Text>
      <ScrollArea.Autosize mah="70vh">
        <Table striped highlightOnHover stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('list.name')}</Table.Th>
              {CONTACT_COLUMNS.map((field) => (
                <Table.Th key={field}>{t(`list.${field}`)}</Table.Th>
              ))}
              <Table.Th ta="right">{t('list.ingredients')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((supplier) => (
              <Table.Tr key={supplier.skey} data-testid="supplier-row">
                <Table.Td>
                  <Link to={supplierPath(supplier.skey)}>{supplierName(supplier)}</Link>
                </Table.Td>
                {CONTACT_COLUMNS.map((field) => (
                  <Table.Td key={field}>{textField(supplier, field)}</Table.Td>
                ))}
                <Table.Td ta="right" data-testid="supplier-count">
                  {formatNumber(counts.get(supplier.skey) ?? 0)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Stack>
  );
}

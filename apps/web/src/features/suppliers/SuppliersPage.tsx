import { Button, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import { queryWords, searchItems, supplierIngredientCounts } from '@larder/domain';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useCatalogueItems } from '../../components/catalogue/catalogue-context';
import { CatalogueListHeader } from '../../components/catalogue/CatalogueList';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { useRestricted } from '../../state/restricted';
import { supplierName, supplierPath, useSuppliers } from '../../components/suppliers/use-suppliers';

const ADD_PATH = '/supplier-add/new';

/** /suppliers: the venue's suppliers with how many ingredients each supplies. */
export function SuppliersPage() {
  return (
    <Stack gap="md">
      <CatalogueListHeader title="Suppliers" addPath={ADD_PATH} addLabel="Add supplier" />
      <StoreGate>{(store) => <SupplierList store={store} />}</StoreGate>
    </Stack>
  );
}

const textField = (record: object, field: string): string => {
  const value = (record as Record<string, unknown>)[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

function SupplierList({ store }: { store: VenueStore }) {
  const suppliers = useSuppliers(store);
  const items = useCatalogueItems(store);
  const { canEdit } = useRestricted();
  const [query, setQuery] = useState('');
  const counts = useMemo(
    () => supplierIngredientCounts(suppliers ?? [], items ?? []),
    [suppliers, items],
  );
  const shown = useMemo(
    () => (queryWords(query).length > 0 ? searchItems(suppliers ?? [], query) : (suppliers ?? [])),
    [suppliers, query],
  );
  if (!suppliers || !items) return <Text c="dimmed">Loading suppliers…</Text>;
  if (suppliers.length === 0) {
    return (
      <Stack gap="sm" align="flex-start" data-testid="suppliers-empty">
        <Text>No suppliers yet. Add the businesses you buy from to keep their codes.</Text>
        {canEdit && (
          <Button component={Link} to={ADD_PATH} variant="light">
            Add supplier
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <TextInput
        label="Search"
        placeholder="3 or more letters"
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        maw={320}
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {shown.length} of {suppliers.length} suppliers
      </Text>
      <ScrollArea.Autosize mah="70vh">
        <Table striped highlightOnHover stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Phone</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th ta="right">Ingredients</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((supplier) => (
              <Table.Tr key={supplier.skey} data-testid="supplier-row">
                <Table.Td>
                  <Link to={supplierPath(supplier.skey)}>{supplierName(supplier)}</Link>
                </Table.Td>
                <Table.Td>{textField(supplier, 'phone')}</Table.Td>
                <Table.Td>{textField(supplier, 'email')}</Table.Td>
                <Table.Td ta="right" data-testid="supplier-count">
                  {counts.get(supplier.skey) ?? 0}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Stack>
  );
}

import { Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import { supplierIngredientRows } from '@larder/domain';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useCatalogueItems } from '../../components/catalogue/catalogue-context';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { priceListImportPath } from '../../components/suppliers/price-list-path';
import { useRestricted } from '../../state/restricted';
import { SupplierActions } from './SupplierActions';
import { contactEntries, contactHref } from './supplier-contact';
import { supplierName, useSupplier, useSuppliers } from '../../components/suppliers/use-suppliers';

/** /suppliers/{skey}: one supplier, its contact details and the ingredients bought from it. */
export function SupplierDetailPage() {
  const { skey = '' } = useParams();
  return (
    <StoreGate title="Supplier">
      {(store) => <SupplierDetail store={store} skey={skey} />}
    </StoreGate>
  );
}

const back = (
  <Anchor component={Link} to="/suppliers">
    Back to suppliers
  </Anchor>
);

function SupplierDetail({ store, skey }: { store: VenueStore; skey: string }) {
  const found = useSupplier(store, skey);
  const suppliers = useSuppliers(store);
  const items = useCatalogueItems(store);
  const { canEdit } = useRestricted();
  const supplier = found.state === 'ready' ? found.supplier : null;
  const rows = useMemo(
    () => (supplier ? supplierIngredientRows(supplier, items ?? []) : []),
    [supplier, items],
  );
  if (found.state === 'loading' || !items) return <Text c="dimmed">Loading…</Text>;
  if (!supplier) {
    return (
      <Stack gap="sm" data-testid="supplier-missing">
        <Title order={1}>Supplier not found</Title>
        <Text>There is no supplier {skey}. It may have been deleted or renamed.</Text>
        {back}
      </Stack>
    );
  }
  const contacts = contactEntries(supplier);
  const others = (suppliers ?? []).filter((s) => s.skey !== supplier.skey);
  const live = rows.filter((r) => !r.missing).length;
  return (
    <Stack gap="md" data-testid="supplier-detail">
      <Title order={1}>{supplierName(supplier)}</Title>
      {canEdit && (
        <SupplierActions store={store} supplier={supplier} others={others} count={live} />
      )}
      {canEdit && (
        <Button
          component={Link}
          to={priceListImportPath(supplier.skey)}
          variant="light"
          w="fit-content"
        >
          Import price list
        </Button>
      )}
      <Table withTableBorder maw={560} aria-label="Contact details">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row" w={180}>
              Key
            </Table.Th>
            <Table.Td>{supplier.skey}</Table.Td>
          </Table.Tr>
          {contacts.map(({ field, label, value }) => {
            const href = contactHref(field, value);
            return (
              <Table.Tr key={field}>
                <Table.Th scope="row">{label}</Table.Th>
                <Table.Td style={{ whiteSpace: 'pre-line' }}>
                  {href ? (
                    <Anchor
                      href={href}
                      {...(field === 'website' ? { target: '_blank', rel: 'noreferrer' } : {})}
                    >
                      {value}
                    </Anchor>
                  ) : (
                    value
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {contacts.length === 0 && (
        <Text size="sm" c="dimmed">
          No contact details yet.
        </Text>
      )}
      <Title order={2} size="h3">
        Ingredients ({live})
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="supplier-no-ingredients">
          No ingredients name this supplier yet.
        </Text>
      ) : (
        <Table striped withTableBorder maw={720} aria-label="Ingredients from this supplier">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Ingredient</Table.Th>
              <Table.Th>Supplier code</Table.Th>
              <Table.Th>Note</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.foodkey} data-testid="supplier-ingredient">
                <Table.Td>
                  {row.missing ? (
                    row.name
                  ) : (
                    <Link to={`/ingredients/${encodeURIComponent(row.foodkey)}`}>{row.name}</Link>
                  )}
                </Table.Td>
                <Table.Td data-testid="supplier-code">{row.code ?? ''}</Table.Td>
                <Table.Td>
                  {row.missing ? (
                    <Badge color="gray" variant="light">
                      no longer in the catalogue
                    </Badge>
                  ) : !row.named ? (
                    <Text size="xs" c="dimmed">
                      {row.supplier ? `Main supplier: ${row.supplier}` : 'No main supplier set'}
                    </Text>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group>{back}</Group>
    </Stack>
  );
}

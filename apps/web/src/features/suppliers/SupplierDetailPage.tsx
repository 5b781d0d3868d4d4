import { Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import { supplierIngredientRows } from '@larder/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('suppliers');
  return (
    <StoreGate title={t('detail.title')}>
      {(store) => <SupplierDetail store={store} skey={skey} />}
    </StoreGate>
  );
}

/** A web site opens in a new tab, without telling it where the visit came from. */
const NEW_TAB = { target: '_blank', rel: 'noreferrer' } as const;

function BackToSuppliers() {
  const { t } = useTranslation('suppliers');
  return (
    <Anchor component={Link} to="/suppliers">
      {t('detail.back')}
    </Anchor>
  );
}

function SupplierDetail({ store, skey }: { store: VenueStore; skey: string }) {
  const found = useSupplier(store, skey);
  const suppliers = useSuppliers(store);
  const items = useCatalogueItems(store);
  const { canEdit } = useRestricted();
  const { t } = useTranslation(['suppliers', 'common']);
  const supplier = found.state === 'ready' ? found.supplier : null;
  const rows = useMemo(
    () => (supplier ? supplierIngredientRows(supplier, items ?? []) : []),
    [supplier, items],
  );
  if (found.state === 'loading' || !items) return <Text c="dimmed">{t('common:loading')}</Text>;
  if (!supplier) {
    return (
      <Stack gap="sm" data-testid="supplier-missing">
        <Title order={1}>{t('detail.notFound')}</Title>
        <Text>{t('detail.missing', { key: skey })}</Text>
        <BackToSuppliers />
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
          {t('detail.importPriceList')}
        </Button>
      )}
      <Table withTableBorder maw={560} aria-label={t('detail.contactDetails')}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row" w={180}>
              {t('detail.key')}
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
                    <Anchor href={href} {...(field === 'website' ? NEW_TAB : {})}>
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
          {t('detail.noContact')}
        </Text>
      )}
      <Title order={2} size="h3">
        {t('detail.ingredients', { n: live })}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="supplier-no-ingredients">
          {t('detail.noIngredients')}
        </Text>
      ) : (
        <Table striped withTableBorder maw={720} aria-label={t('detail.ingredientsLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('detail.ingredient')}</Table.Th>
              <Table.Th>{t('detail.code')}</Table.Th>
              <Table.Th>{t('detail.note')}</Table.Th>
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
                      {t('detail.gone')}
                    </Badge>
                  ) : !row.named ? (
                    <Text size="xs" c="dimmed">
                      {row.supplier
                        ? t('detail.mainSupplier', { name: row.supplier })
                        : t('detail.noMainSupplier')}
                    </Text>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group>
        <BackToSuppliers />
      </Group>
    </Stack>
  );
}

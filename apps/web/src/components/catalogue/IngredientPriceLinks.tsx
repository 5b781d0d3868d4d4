import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRestricted } from '../../state/restricted';
import { useVenueStore } from '../../state/venue-data';
import { priceListImportPath } from '../suppliers/price-list-path';
import { supplierName, useSuppliers } from '../suppliers/use-suppliers';
import type { VenueStore } from '@larder/data';

/** The path of the ingredient list editor (the grid of every ingredient). */
export const BULK_EDITOR_PATH = '/ingredients-list-editor';

/**
 * The two ways to change many prices at once, for users who may edit ingredients: the
 * ingredient list editor, and a supplier's price list import (a menu of the suppliers; with
 * none yet, it offers to add one). Nothing for restricted users.
 */
export function IngredientPriceLinks() {
  const { t } = useTranslation('components');
  const store = useVenueStore();
  const { canEdit } = useRestricted();
  if (!canEdit) return null;
  return (
    <>
      <Button component={Link} to={BULK_EDITOR_PATH} variant="default">
        {t('catalogue.editInGrid')}
      </Button>
      {store && <PriceListImportMenu store={store} />}
    </>
  );
}

function PriceListImportMenu({ store }: { store: VenueStore }) {
  const { t } = useTranslation('components');
  const suppliers = useSuppliers(store);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" data-testid="price-list-import-menu">
          {t('catalogue.importPriceList')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={360} style={{ overflowY: 'auto' }}>
        {suppliers === undefined ? (
          <Menu.Label>{t('catalogue.loadingSuppliers')}</Menu.Label>
        ) : suppliers.length === 0 ? (
          <>
            <Menu.Label>{t('catalogue.noSupplier')}</Menu.Label>
            <Menu.Item component={Link} to="/supplier-add/new">
              {t('catalogue.addSupplier')}
            </Menu.Item>
          </>
        ) : (
          <>
            <Menu.Label>{t('catalogue.whosePriceList')}</Menu.Label>
            {suppliers.map((supplier) => (
              <Menu.Item
                key={supplier.skey}
                component={Link}
                to={priceListImportPath(supplier.skey)}
              >
                {supplierName(supplier)}
              </Menu.Item>
            ))}
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

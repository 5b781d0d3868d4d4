import type { VenueStore } from '@larder/data';
import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOpenedOnMount } from '../deferred-menu/use-opened-on-mount';
import { priceListImportPath } from '../suppliers/price-list-path';
import { supplierName, useSuppliers } from '../suppliers/use-suppliers';
import { PriceListImportButton } from './PriceListImportButton';

/**
 * The menu of the suppliers whose price list to import (with none yet, it offers to add
 * one). Fetched when the user first opens it (`IngredientPriceLinks`), it opens as it mounts.
 */
export function PriceListImportMenu({ store }: { store: VenueStore }) {
  const { t } = useTranslation('components');
  const suppliers = useSuppliers(store);
  const { opened, onChange, target } = useOpenedOnMount();
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={onChange}>
      <Menu.Target>
        <PriceListImportButton ref={target} />
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

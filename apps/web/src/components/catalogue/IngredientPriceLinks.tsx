import { Button } from '@mantine/core';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRestricted } from '../../state/restricted';
import { useVenueStore } from '../../state/venue-data';
import { DeferredMenu } from '../deferred-menu/DeferredMenu';
import { withScreenStyles } from '../screen-styles';
import { PriceListImportButton } from './PriceListImportButton';

/** The path of the ingredient list editor (the grid of every ingredient). */
export const BULK_EDITOR_PATH = '/ingredients-list-editor';

const loadPriceListImportMenu = withScreenStyles(() => import('./PriceListImportMenu'));

const PriceListImportMenu = lazy(() =>
  loadPriceListImportMenu().then((m) => ({ default: m.PriceListImportMenu })),
);

/**
 * The two ways to change many prices at once, for users who may edit ingredients: the
 * ingredient list editor, and a supplier's price list import (a menu of the suppliers, fetched
 * when first opened). Nothing for restricted users.
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
      {store && (
        <DeferredMenu
          preload={loadPriceListImportMenu}
          button={(props) => <PriceListImportButton {...props} />}
          menu={<PriceListImportMenu store={store} />}
        />
      )}
    </>
  );
}

import { Button } from '@mantine/core';
import type { ComponentPropsWithoutRef, Ref } from 'react';
import { useTranslation } from 'react-i18next';

type PriceListImportButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'color' | 'style'> & {
  ref?: Ref<HTMLButtonElement>;
};

/** The button that opens the menu of suppliers whose price list to import. */
export function PriceListImportButton(props: PriceListImportButtonProps) {
  const { t } = useTranslation('components');
  return (
    <Button variant="default" data-testid="price-list-import-menu" {...props}>
      {t('catalogue.importPriceList')}
    </Button>
  );
}

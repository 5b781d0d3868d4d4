import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { RestrictedGuard } from '../../components/restricted/RestrictedGuard';
import { MenuPricingScreen } from './MenuPricingScreen';

/**
 * /menu-pricing (operations-model §7): the pricing table of the Default Menu or any menu, with
 * the venue's target food cost and price ending. `engineering` is drawn below the table: the
 * route table places the menu engineering section there.
 */
export function MenuPricingPage({ engineering }: { engineering?: ReactNode }) {
  const { t } = useTranslation('menu-pricing');
  return (
    <Stack gap="lg">
      <Title order={1}>{t('page.title')}</Title>
      <RestrictedGuard what={t('restrictedWhat')}>
        <StoreGate>{(store) => <MenuPricingScreen store={store} />}</StoreGate>
      </RestrictedGuard>
      {engineering !== undefined && engineering !== null && (
        <Stack gap="md" data-testid="menu-engineering-slot">
          {engineering}
        </Stack>
      )}
    </Stack>
  );
}

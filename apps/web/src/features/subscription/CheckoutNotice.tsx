import { Alert, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CheckoutReturn } from './use-checkout-return';

/** The notice of a return from checkout (see `useCheckoutReturn`); nothing without one. */
export function CheckoutNotice({ outcome }: { outcome: CheckoutReturn }) {
  const { t } = useTranslation('subscription');
  if (!outcome) return null;
  const color = outcome === 'confirmed' ? 'teal' : outcome === 'late' ? 'yellow' : 'blue';
  return (
    <Alert color={color} data-testid="checkout-notice" data-outcome={outcome}>
      <Group gap="sm" wrap="nowrap">
        {outcome === 'confirming' && <Loader size="sm" aria-hidden />}
        <Text size="sm" aria-live="polite">
          {t(`checkout.${outcome}`)}
        </Text>
      </Group>
    </Alert>
  );
}

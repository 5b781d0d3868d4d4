import { Alert, Group, Loader, Text } from '@mantine/core';
import type { CheckoutReturn } from './use-checkout-return';

/** What the page says on the return from checkout. */
export const CHECKOUT_TEXTS = {
  confirming: 'Thank you. Your payment is being confirmed; this page updates by itself.',
  confirmed: 'Payment confirmed: Pro is active.',
  late: 'The payment is not confirmed yet. It can take a few minutes: reload this page later. You were not charged twice.',
  cancelled: 'Checkout was cancelled: nothing was charged.',
} as const;

/** The notice of a return from checkout (see `useCheckoutReturn`); nothing without one. */
export function CheckoutNotice({ outcome }: { outcome: CheckoutReturn }) {
  if (!outcome) return null;
  const color = outcome === 'confirmed' ? 'teal' : outcome === 'late' ? 'yellow' : 'blue';
  return (
    <Alert color={color} data-testid="checkout-notice" data-outcome={outcome}>
      <Group gap="sm" wrap="nowrap">
        {outcome === 'confirming' && <Loader size="sm" aria-hidden />}
        <Text size="sm" aria-live="polite">
          {CHECKOUT_TEXTS[outcome]}
        </Text>
      </Group>
    </Alert>
  );
}

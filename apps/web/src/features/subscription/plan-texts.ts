import { DEFAULT_CURRENCY, type SubscriptionAnswer } from '@larder/domain';

type Subscription = NonNullable<SubscriptionAnswer['subscription']>;

/** A plan's yearly price with the venue's currency symbol: '$79.99', '€399.95'. */
export function priceText(amount: number, currency: string | null | undefined): string {
  return `${currency || DEFAULT_CURRENCY}${amount.toFixed(2)}`;
}

/** A day as the page shows it: '27 November 2027' (the device's own day). */
export function dayText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
}

/** The payment provider's subscription states, in the screen's words. */
const STATUS_TEXTS: Readonly<Record<string, string>> = {
  active: 'Active',
  trialing: 'Active (trial period)',
  past_due: 'Payment overdue: update your card in Manage billing',
  unpaid: 'Unpaid: update your card in Manage billing',
  canceled: 'Cancelled',
  incomplete: 'Payment not completed',
  incomplete_expired: 'Payment not completed',
  paused: 'Paused',
};

/** The status line of a subscription ('Active', 'Cancelled', …). */
export function statusText(subscription: Subscription): string {
  if (subscription.active && subscription.cancelAtPeriodEnd) return 'Cancelled: it will not renew';
  return STATUS_TEXTS[subscription.status] ?? subscription.status;
}

/** Whether the subscription still renews by itself at the end of its period. */
export const renews = (subscription: Subscription): boolean =>
  subscription.active && !subscription.cancelAtPeriodEnd && subscription.status !== 'canceled';

/**
 * When it renews, or until when Pro stays once cancelled: 'Renews on 27 November 2027',
 * 'Ends on 27 November 2027', 'Ended on 27 November 2026'.
 */
export function periodText(subscription: Subscription): string {
  const day = dayText(subscription.currentPeriodEnd);
  if (renews(subscription)) return `Renews on ${day}`;
  return subscription.active ? `Ends on ${day}` : `Ended on ${day}`;
}

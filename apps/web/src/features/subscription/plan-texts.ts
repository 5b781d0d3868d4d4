import { DEFAULT_CURRENCY, type SubscriptionAnswer } from '@larder/domain';
import { formatDate, formatMoney } from '../../i18n/format';
import { currentLanguage, i18n } from '../../i18n/i18n';

type Subscription = NonNullable<SubscriptionAnswer['subscription']>;

/** A plan's yearly price with the venue's currency symbol: '$79.99', '€399.95' ('79,99 €'). */
export function priceText(amount: number, currency: string | null | undefined): string {
  return formatMoney(amount, currency || DEFAULT_CURRENCY);
}

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/**
 * A day as the page shows it, the device's own day: '27 November 2027' in English (day first,
 * as the product spec writes it), '27 novembre 2027' in French.
 */
export function dayText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (currentLanguage() === 'en') return date.toLocaleDateString('en-GB', DAY);
  return formatDate(date, DAY);
}

/** A plan's name by the venues it covers: 'Pro for 2 venues'. */
export const planLabel = (venues: number): string =>
  i18n.t('subscription:plans.label', { count: venues });

/** The payment provider's subscription states the screen has words for. */
const STATUSES = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;
type Status = (typeof STATUSES)[number];
const isStatus = (status: string): status is Status =>
  (STATUSES as readonly string[]).includes(status);

/** The status line of a subscription ('Active', 'Cancelled', …). */
export function statusText(subscription: Subscription): string {
  if (subscription.active && subscription.cancelAtPeriodEnd) {
    return i18n.t('subscription:status.cancelling');
  }
  const { status } = subscription;
  return isStatus(status) ? i18n.t(`subscription:status.${status}`) : status;
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
  if (renews(subscription)) return i18n.t('subscription:period.renews', { day });
  return subscription.active
    ? i18n.t('subscription:period.ends', { day })
    : i18n.t('subscription:period.ended', { day });
}

import type Stripe from 'stripe';
import type { StripeSettings } from '../billing-config.js';
import { planOfPrice } from './plan-prices.js';

/** What the server keeps of a subscription, as read from the provider. */
export interface SubscriptionState {
  customerId: string;
  subscriptionId: string;
  /** The plan of its price; null for a price that is not one of the configured plans. */
  planId: string | null;
  status: string;
  venues: number;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  endedAt: Date | null;
}

const idOf = (ref: string | { id: string }) => (typeof ref === 'string' ? ref : ref.id);
const date = (seconds: number) => new Date(seconds * 1000);

/**
 * A subscription read from Stripe as the server keeps it: the plan from the first item's price
 * reverse-mapped through the configured prices (its venues times the item's quantity), and the
 * period's end from the subscription or, as newer API versions keep it, its first item.
 */
export function subscriptionStateOf(
  subscription: Stripe.Subscription,
  settings: StripeSettings,
): SubscriptionState {
  const item = subscription.items.data[0];
  const plan = planOfPrice(settings, item?.price.id);
  const periodEnd =
    (subscription as { current_period_end?: number }).current_period_end ??
    item?.current_period_end ??
    0;
  return {
    customerId: idOf(subscription.customer),
    subscriptionId: subscription.id,
    planId: plan?.id ?? null,
    status: subscription.status,
    venues: plan ? plan.venues * (item?.quantity ?? 1) : 0,
    currentPeriodEnd: date(periodEnd),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    endedAt: subscription.ended_at ? date(subscription.ended_at) : null,
  };
}

import { PRO_PLANS, type SubscriptionAnswer, type SyncedUser } from '@larder/domain';

/** A signed-in user of the subscription tests: three live venues and a deleted one. */
export const subscriber = (allowedVenueCount: number, currency = '€'): SyncedUser => ({
  id: 'u1',
  venues: [
    { id: 'gone', venue_name: 'Old Kiosk', deleted: true },
    { id: 'a', venue_name: 'Harbour Bistro', deleted: false },
    { id: 'b', venue_name: 'Hill Cafe', deleted: false },
    { id: 'c', venue_name: 'Market Stall', deleted: false },
  ],
  currency,
  metricOnly: false,
  uwpSynced: false,
  restricted: false,
  allowedVenueCount,
});

/** Noon UTC, so the day shown is the same in every time zone of the test machines. */
export const PERIOD_END = '2027-11-27T12:00:00.000Z';

type Subscription = NonNullable<SubscriptionAnswer['subscription']>;

/** An answer of GET /api/subscription. */
export function subscriptionAnswer(
  over: Partial<SubscriptionAnswer> = {},
  subscription: Partial<Subscription> | null = null,
): SubscriptionAnswer {
  return {
    paymentsConfigured: true,
    plans: PRO_PLANS,
    subscription: subscription && {
      planId: 'pro-2',
      status: 'active',
      venues: 2,
      currentPeriodEnd: PERIOD_END,
      cancelAtPeriodEnd: false,
      active: true,
      ...subscription,
    },
    licences: [],
    allowedVenueCount: subscription ? (subscription.venues ?? 2) : 0,
    ...over,
  };
}

/**
 * The allowed venue count of a user (product spec §4 "Pro status"): the venues of a
 * subscription that still covers today plus every redeemed store licence pack. A venue is Pro
 * when its position among the user's non-deleted venues is below this count (`isVenuePro`).
 */

/** Subscription states that never granted anything (payment not completed). */
const NEVER_GRANTED = new Set(['incomplete', 'incomplete_expired']);

/** What the server keeps of a user's card subscription. */
export interface SubscriptionFacts {
  status: string;
  /** Venues the subscribed plan covers. */
  venues: number;
  /** End of the period paid for, ms since the epoch. */
  currentPeriodEnd: number;
  /** When the subscription ended for good (ms), if it did. */
  endedAt?: number | null;
}

/**
 * Whether a subscription covers `now`: paid for up to its period's end. A payment failure or a
 * cancellation at period end lowers the count only when the period ends; one that ended
 * earlier (cancelled at once) stops at its end.
 */
export function subscriptionCovers(sub: SubscriptionFacts, now: number): boolean {
  if (NEVER_GRANTED.has(sub.status)) return false;
  if (sub.endedAt != null && sub.endedAt <= now) return false;
  return sub.currentPeriodEnd > now;
}

/** Subscription venues (while it covers `now`) + the venues of every redeemed pack. */
export function allowedVenueCount(
  subscription: SubscriptionFacts | null | undefined,
  redeemedPacks: readonly number[],
  now: number,
): number {
  const fromSubscription =
    subscription && subscriptionCovers(subscription, now) ? subscription.venues : 0;
  return fromSubscription + redeemedPacks.reduce((sum, size) => sum + size, 0);
}

import type { SubscriptionFacts } from '@larder/domain';

/** A subscription as stored (`subscriptions` row), or as a statement reads it into JSON. */
export interface StoredSubscriptionState {
  status: string | null;
  venues: number;
  currentPeriodEnd: Date | string | null;
  endedAt: Date | string | null;
}

const msOf = (value: Date | string): number =>
  value instanceof Date ? value.getTime() : Date.parse(value);

/**
 * What the domain's Pro rules read of a stored subscription, or null when the user has none
 * yet (only a customer, made at checkout, and no subscription read from the provider).
 */
export function subscriptionFactsOf(
  stored: StoredSubscriptionState | null | undefined,
): SubscriptionFacts | null {
  if (!stored?.status || stored.currentPeriodEnd == null) return null;
  return {
    status: stored.status,
    venues: stored.venues,
    currentPeriodEnd: msOf(stored.currentPeriodEnd),
    endedAt: stored.endedAt == null ? null : msOf(stored.endedAt),
  };
}

import { subscriptionCovers, type SubscriptionFacts } from '@larder/domain';

/**
 * Which subscription a user's record keeps when the provider reports another one than the
 * stored (a new checkout after an older subscription, or a late event of the older one): the
 * same subscription is always updated; otherwise the one that covers `now` wins, and between
 * two that both do or both do not, the one paid up to the later date.
 */
export function keepsIncoming(
  stored: (SubscriptionFacts & { subscriptionId: string }) | null,
  incoming: SubscriptionFacts & { subscriptionId: string },
  now: number,
): boolean {
  if (!stored || stored.subscriptionId === incoming.subscriptionId) return true;
  const storedCovers = subscriptionCovers(stored, now);
  const incomingCovers = subscriptionCovers(incoming, now);
  if (storedCovers !== incomingCovers) return incomingCovers;
  return incoming.currentPeriodEnd >= stored.currentPeriodEnd;
}

import { inject } from 'vitest';

/** The local Stripe of the run (its hosted pages and test controls), from the global setup. */
export function stripeURL(): string {
  return inject('stripeURL');
}

interface SubscriptionEvent {
  type: string;
  data: { object: { id?: string; object?: string; metadata?: Record<string, string> } };
}

/**
 * The id of the card subscription the local Stripe made for a user (the server puts the user
 * id in the subscription's metadata at checkout); undefined before there is one.
 */
export async function subscriptionIdOf(userId: string): Promise<string | undefined> {
  const response = await fetch(`${stripeURL()}/_test/events`);
  const events = (await response.json()) as SubscriptionEvent[];
  return events
    .map((event) => event.data.object)
    .find((object) => object.object === 'subscription' && object.metadata?.userId === userId)?.id;
}

/**
 * Ends the current period of a subscription, as time passing would: a subscription cancelled
 * at its period's end ends, and the local Stripe sends the signed events to the server.
 */
export async function endPeriod(subscriptionId: string): Promise<void> {
  const response = await fetch(
    `${stripeURL()}/_test/subscriptions/${encodeURIComponent(subscriptionId)}/end-period`,
    { method: 'POST' },
  );
  if (!response.ok) throw new Error(`end-period answered ${response.status}`);
}

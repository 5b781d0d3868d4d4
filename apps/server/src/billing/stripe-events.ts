import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import Stripe from 'stripe';
import type { Db } from '../db/database.js';
import { stripeEvents } from '../db/schema.js';
import { ApiError } from '../errors.js';
import type { Payments } from './payments.js';
import { providerFacts } from './provider-call.js';
import { subscriptionStateOf } from './stripe-subscription.js';
import {
  storeSubscriptionState,
  subscriptionRowOf,
  userExists,
  userOfCustomer,
} from './subscription-store.js';

/** The events that may change a subscription: each makes the server read it again. */
export const SUBSCRIPTION_EVENTS: ReadonlySet<string> = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

export type EventOutcome = 'stored' | 'duplicate' | 'ignored';

/**
 * What a verified event must hold before anything stores or reads it: Stripe's id and type
 * forms, and an object.
 */
export const stripeEventSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_]{1,255}$/),
  type: z.string().regex(/^[a-z0-9_.]{1,100}$/),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** A Stripe object id as a reference holds it (the id, or the expanded object). */
const idOf = (ref: unknown): string | undefined => {
  const id = ref && typeof ref === 'object' ? (ref as { id?: unknown }).id : ref;
  return typeof id === 'string' ? id : undefined;
};

/** The form of a subscription id; anything else is never sent to the provider. */
const SUBSCRIPTION_ID = /^sub_[A-Za-z0-9]{1,200}$/;

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;

/**
 * The subscription an event is about: the object itself, a checkout session's subscription, or
 * an invoice's (`parent.subscription_details.subscription`, or `subscription` in older API
 * versions).
 */
export function subscriptionIdOf(event: Stripe.Event): string | undefined {
  const id = referencedSubscription(event);
  return id && SUBSCRIPTION_ID.test(id) ? id : undefined;
}

function referencedSubscription(event: Stripe.Event): string | undefined {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (event.type.startsWith('customer.subscription.')) return idOf(object);
  if (event.type === 'checkout.session.completed') return idOf(object.subscription);
  if (event.type.startsWith('invoice.')) {
    const parent = object.parent as { subscription_details?: { subscription?: unknown } } | null;
    return idOf(parent?.subscription_details?.subscription) ?? idOf(object.subscription);
  }
  return undefined;
}

/** Whose subscription it is: the user of the stored customer, else its metadata's user. */
async function ownerOf(db: Db, subscription: Stripe.Subscription): Promise<string | undefined> {
  const customerId = idOf(subscription.customer)!;
  const byCustomer = await userOfCustomer(db, customerId);
  if (byCustomer) return byCustomer;
  const userId = subscription.metadata?.userId;
  if (!userId || !(await userExists(db, userId))) return undefined;
  const row = await subscriptionRowOf(db, userId);
  // A user with a customer of their own is not given another customer's subscription.
  return !row || row.customerId === customerId ? userId : undefined;
}

/**
 * Handles a verified webhook event (sync-and-security-notes §3 item 24; §4 "Stripe
 * duplicate, out-of-order, late, forged"): each event id is handled once (`stripe_events`,
 * insert … on conflict do nothing: a redelivery changes nothing); a subscription event makes
 * the server read the subscription again from Stripe and store what it reads, so events in any
 * order end in the provider's current state, and nothing is taken from the event itself. When
 * that read fails the event id is forgotten and the answer is 503, so Stripe delivers it again.
 */
export async function handleStripeEvent(
  db: Db,
  payments: Payments,
  log: FastifyBaseLogger,
  event: Stripe.Event,
  now: number,
): Promise<EventOutcome> {
  const fresh = await db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  if (fresh.length === 0) return 'duplicate';
  const subscriptionId = SUBSCRIPTION_EVENTS.has(event.type) ? subscriptionIdOf(event) : undefined;
  if (!subscriptionId) return 'ignored';
  try {
    const subscription = await payments.stripe.subscriptions.retrieve(subscriptionId);
    const userId = await ownerOf(db, subscription);
    if (!userId) {
      log.warn({ event: event.id, type: event.type }, 'stripe event for no known user');
      return 'ignored';
    }
    const state = subscriptionStateOf(subscription, payments.settings);
    await storeSubscriptionState(db, userId, state, now);
    return 'stored';
  } catch (error) {
    if (isMissing(error)) {
      // Not a subscription of this Stripe account: sending it again would change nothing.
      log.warn({ event: event.id, type: event.type }, 'stripe event for an unknown subscription');
      return 'ignored';
    }
    await db.delete(stripeEvents).where(eq(stripeEvents.id, event.id));
    log.warn(
      { event: event.id, type: event.type, provider: providerFacts(error) },
      'stripe event not handled: the subscription could not be read; Stripe will send it again',
    );
    throw new ApiError('ERR_UNAVAILABLE', 'The subscription could not be read; send again later');
  }
}

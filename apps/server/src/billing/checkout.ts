import { randomUUID } from 'node:crypto';
import { subscriptionCovers, type ProPlanId, type RedirectAnswer } from '@larder/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { ApiError } from '../errors.js';
import { ensureCustomer } from './customer.js';
import type { Payments } from './payments.js';
import { callProvider } from './provider-call.js';
import { subscriptionFactsOf } from './subscription-facts.js';
import { subscriptionRowOf } from './subscription-store.js';

/** Where the provider's checkout sends the user back (product spec §2: /subscription-manage). */
export const checkoutReturnUrls = (publicUrl: string) => ({
  success: `${publicUrl}/subscription-manage?checkout=success`,
  cancel: `${publicUrl}/subscription-manage?checkout=cancelled`,
});

/**
 * Checkout (product spec §7; sync-and-security-notes §3 item 8): a Stripe Checkout Session in
 * subscription mode for the configured price of an allowlisted plan, for the caller's own
 * customer, carrying the user id and plan id (client_reference_id and the subscription's
 * metadata). Nothing is granted here or on the way back: Pro comes from the provider's events.
 * A caller whose subscription still covers today changes it in the billing portal instead
 * (409 `ERR_CONFLICT`), so no one pays twice.
 */
export async function startCheckout(
  db: Db,
  payments: Payments,
  log: FastifyBaseLogger,
  input: {
    user: { id: string; email?: string };
    planId: ProPlanId;
    publicUrl: string;
    now: number;
  },
): Promise<RedirectAnswer> {
  const { user, planId } = input;
  const facts = subscriptionFactsOf(await subscriptionRowOf(db, user.id));
  if (facts && subscriptionCovers(facts, input.now)) {
    throw new ApiError('ERR_CONFLICT', 'A subscription already covers this account');
  }
  const customer = await ensureCustomer(db, payments, log, user);
  const urls = checkoutReturnUrls(input.publicUrl);
  const metadata = { userId: user.id, planId };
  const session = await callProvider(log, 'create checkout session', () =>
    payments.stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        customer,
        client_reference_id: user.id,
        line_items: [{ price: payments.settings.prices[planId], quantity: 1 }],
        subscription_data: { metadata },
        metadata,
        success_url: urls.success,
        cancel_url: urls.cancel,
      },
      { idempotencyKey: `checkout-${user.id}-${randomUUID()}` },
    ),
  );
  if (!session.url) throw new ApiError('ERR_UNAVAILABLE', 'The payment provider gave no page');
  return { url: session.url };
}

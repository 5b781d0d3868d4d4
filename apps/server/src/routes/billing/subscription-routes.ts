import { cancelBodySchema, checkoutBodySchema } from '@larder/domain';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { openBillingPortal } from '../../billing/billing-portal.js';
import { cancelSubscription } from '../../billing/cancel-subscription.js';
import { startCheckout } from '../../billing/checkout.js';
import type { Payments } from '../../billing/payments.js';
import { subscriptionAnswer } from '../../billing/subscription-answer.js';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../errors.js';
import { BILLING_RATE_LIMIT, CHECKOUT_RATE_LIMIT } from '../../limits.js';
import type { Mailer } from '../../mail/mailer.js';
import { ensureUser, loadUser, profileFromToken } from '../../users/user-store.js';
import { parseBody } from '../parse-body.js';

/** The portal takes nothing: the customer is the caller's own, read on the server. */
const portalBodySchema = z.strictObject({});

export interface SubscriptionRouteDeps {
  db: Db;
  /** Undefined when payments are off (no Stripe keys). */
  payments: Payments | undefined;
  mailer: Mailer;
  /** CONTACT_EMAIL: where cancellation feedback goes. */
  contact: string;
  publicUrl: string;
}

/**
 * The caller's Pro subscription (product spec §7 "checkout", "billing portal", "cancel
 * subscription"; sync-and-security-notes §3 items 8 and 12): the state, a Checkout Session for
 * an allowlisted plan, the billing portal and cancel at period end. Every id is read from the
 * caller's own record, never from the body. Without payment keys the state says so and the
 * other three answer 409 `ERR_PAYMENTS_OFF`.
 */
export const subscriptionRoutes =
  (deps: SubscriptionRouteDeps): FastifyPluginAsync =>
  async (app) => {
    const { db, payments } = deps;
    const paymentsOn = (): Payments => {
      if (!payments) throw new ApiError('ERR_PAYMENTS_OFF', 'Payments are not configured');
      return payments;
    };

    app.get('/subscription', async (request) =>
      subscriptionAnswer(db, request.userId, Boolean(payments), Date.now()),
    );

    app.post(
      '/subscription/checkout',
      { config: { rateLimit: CHECKOUT_RATE_LIMIT } },
      async (request) => {
        const { planId } = parseBody(checkoutBodySchema, request.body);
        const on = paymentsOn();
        await ensureUser(db, request.userId, profileFromToken(request.token));
        const { email } = await loadUser(db, request.userId);
        return startCheckout(db, on, request.log, {
          user: { id: request.userId, ...(email ? { email } : {}) },
          planId,
          publicUrl: deps.publicUrl,
          now: Date.now(),
        });
      },
    );

    app.post(
      '/subscription/portal',
      { config: { rateLimit: BILLING_RATE_LIMIT } },
      async (request) => {
        parseBody(portalBodySchema, request.body ?? {});
        const on = paymentsOn();
        return openBillingPortal(db, on, request.log, {
          userId: request.userId,
          publicUrl: deps.publicUrl,
        });
      },
    );

    app.post(
      '/subscription/cancel',
      { config: { rateLimit: BILLING_RATE_LIMIT } },
      async (request) => {
        const { feedback } = parseBody(cancelBodySchema, request.body ?? {});
        const on = paymentsOn();
        const now = Date.now();
        await cancelSubscription(
          db,
          on,
          { log: request.log, mailer: deps.mailer, contact: deps.contact },
          { userId: request.userId, ...(feedback ? { feedback } : {}), now },
        );
        return subscriptionAnswer(db, request.userId, true, now);
      },
    );
  };

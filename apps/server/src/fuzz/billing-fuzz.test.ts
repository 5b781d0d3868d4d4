import {
  cancelBodySchema,
  checkoutBodySchema,
  licenceProductId,
  redeemBodySchema,
} from '@larder/domain';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { BILLING_WEBHOOK_SECRET, useBillingTestApp } from '../test-support/billing-test-app.js';
import { testDatabaseKinds } from '../test-support/databases.js';
import { signReceipt } from '../test-support/licence-receipts.js';
import { buildRequest, mutationsArb } from './fuzz-request.js';
import type { RequestModel } from './request-models.js';

/**
 * The billing routes fuzzed with payments on (the main fuzz's app has no keys, so there they
 * stop at 409): checkout, portal and cancel reach the local Stripe, redeem the HMAC verifier,
 * and every webhook body, mutated or not, is signed with the endpoint's secret, so junk events
 * reach the handler. No answer is a 5xx, and every 4xx carries its ERR_ code. FUZZ_RUNS
 * scales the runs (a tenth of it per route; 300 by default).
 */
const RUNS = Math.max(50, Math.ceil((Number(process.env.FUZZ_RUNS) || 3_000) / 10));
const SEED = Number(process.env.FUZZ_SEED) || 20_261_127;
const RECEIPT_SECRET = 'fuzz-store-receipt-secret';
/** A target's time: generous, and more for a longer run. */
const TIMEOUT_MS = Math.max(120_000, RUNS * 400);
const databases =
  process.env.FUZZ_DATABASES === 'all' ? testDatabaseKinds : testDatabaseKinds.slice(0, 1);

describe.each(databases)('billing routes under fuzzing on $name', (kind) => {
  const t = useBillingTestApp(kind, () => ({
    LICENCE_VERIFIER: 'hmac',
    LICENCE_RECEIPT_SECRET: RECEIPT_SECRET,
  }));
  let callers = 0;

  /** A new signed-in user (the billing limits are per user and low). */
  const freshCaller = async () => (await t.auth(`billing-fuzz-${callers++}`)).authorization;

  /** A new user with a paid subscription; answers its token and subscription id. */
  async function subscriber() {
    const authorization = await freshCaller();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/checkout',
      headers: { authorization },
      payload: { planId: 'pro-1' },
    });
    const sessionId = new URL(res.json().url).pathname.split('/').at(-1)!;
    await t.stripe.pay(sessionId);
    return { authorization, subscription: t.stripe.store.sessionObject(sessionId).subscription! };
  }

  const sign = (payload: string) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret: BILLING_WEBHOOK_SECRET });

  async function fuzz(
    target: string,
    prepare: () => Promise<{ authorization?: string; model: RequestModel }>,
    signBody = false,
  ) {
    const [method, url] = target.split(' ') as [string, string];
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(mutationsArb, async (mutations) => {
        const { authorization, model } = await prepare();
        const request: InjectOptions = buildRequest(method, url, model, mutations, {
          authorization,
          remoteAddress: '127.9.0.1',
        });
        if (signBody && typeof request.payload === 'string') {
          request.headers = { ...request.headers, 'stripe-signature': sign(request.payload) };
        }
        const res = await t.app.inject(request);
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        expect(
          res.statusCode,
          `${String(request.payload).slice(0, 300)} → ${res.body}`,
        ).toBeLessThan(500);
        if (res.statusCode >= 400) expect(res.json().error).toMatch(/^ERR_[A-Z_]+$/);
      }),
      { seed: SEED + target.length, numRuns: RUNS },
    );
    // Some requests reach the handler and succeed.
    expect([...statuses.keys()].some((status) => status < 300)).toBe(true);
  }

  it(
    'checkout',
    async () => {
      await fuzz('POST /api/subscription/checkout', async () => ({
        authorization: await freshCaller(),
        model: { body: { planId: 'pro-2' }, schema: checkoutBodySchema, status: 200 },
      }));
    },
    TIMEOUT_MS,
  );

  /** A subscriber's token, a new subscriber every 15 calls (under the billing limit). */
  function subscribers() {
    let used = 0;
    let current: Promise<string> | undefined;
    return () => {
      if (used++ % 15 === 0) current = subscriber().then((s) => s.authorization);
      return current!;
    };
  }

  it(
    'billing portal',
    async () => {
      const next = subscribers();
      await fuzz('POST /api/subscription/portal', async () => ({
        authorization: await next(),
        model: { body: {}, status: 200 },
      }));
    },
    TIMEOUT_MS,
  );

  it(
    'cancel with feedback',
    async () => {
      const next = subscribers();
      await fuzz('POST /api/subscription/cancel', async () => ({
        authorization: await next(),
        model: {
          body: { feedback: 'Closing for the winter, back in spring' },
          schema: cancelBodySchema,
          status: 200,
        },
      }));
    },
    TIMEOUT_MS,
  );

  it('licence redemption', { timeout: TIMEOUT_MS }, async () => {
    let transaction = 0;
    await fuzz('POST /api/licences/redeem', async () => {
      const productId = licenceProductId(5);
      const facts = { source: 'test', productId, transactionId: `fuzz-${transaction++}` };
      return {
        authorization: await freshCaller(),
        model: {
          body: { source: 'test', productId, receipt: signReceipt(facts, RECEIPT_SECRET) },
          schema: redeemBodySchema,
          status: 200,
        },
      };
    });
  });

  it('webhook, every body signed', { timeout: TIMEOUT_MS }, async () => {
    const { subscription } = await subscriber();
    let event = 0;
    await fuzz(
      'POST /api/stripe/webhook',
      async () => ({
        model: {
          body: {
            id: `evt_fuzz${event++}`,
            object: 'event',
            type: 'customer.subscription.updated',
            data: { object: { id: subscription, object: 'subscription' } },
          },
          status: 200,
        },
      }),
      true,
    );
  });
});

import { PRO_PLANS, type SubscriptionAnswer } from '@larder/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutReturnUrls } from '../../billing/checkout.js';
import { subscriptionFeedback } from '../../db/schema.js';
import { CHECKOUT_RATE_LIMIT } from '../../limits.js';
import { useBillingTestApp } from '../../test-support/billing-test-app.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { mailText, startSmtpServer, type TestSmtpServer } from '../../test-support/smtp.js';

const PUBLIC_URL = 'http://larder.test';
const CONTACT = 'owner@larder.test';

/**
 * Pro subscriptions by card (product spec §3 "Plans", §4 "Pro status", §7 checkout, billing
 * portal, cancel subscription; sync-and-security-notes §3 items 8, 12, 25), through the real
 * `stripe` library against the local Stripe.
 */
describe.each(testDatabaseKinds)('subscription routes on $name', (kind) => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => smtp?.close());
  const t = useBillingTestApp(kind, () => ({
    SMTP_URL: smtp.url,
    PUBLIC_URL,
    CONTACT_EMAIL: CONTACT,
  }));

  /** Authorization for `sub`, whose token carries the account's address. */
  const as = async (sub: string) => ({
    authorization: `Bearer ${await t.tokens.token(sub, { claims: { email: `${sub}@example.com` } })}`,
  });
  const post = async (sub: string, url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: await as(sub), payload });
  const state = async (sub: string) =>
    (
      await t.app.inject({ url: '/api/subscription', headers: await as(sub) })
    ).json() as SubscriptionAnswer;
  const allowed = async (sub: string) =>
    (await t.app.inject({ url: '/api/user', headers: await as(sub) })).json()
      .allowedVenueCount as number;
  const apiCalls = (path: string) => t.stripe.requests().filter((r) => r.path.startsWith(path));

  /** Checkout for `planId`, then the Pay button of the provider's page. */
  async function subscribe(sub: string, planId: string) {
    const res = await post(sub, '/api/subscription/checkout', { planId });
    expect(res.statusCode).toBe(200);
    const paid = await fetch(res.json().url, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    await t.stripe.settled();
    return (await state(sub)).subscription!;
  }
  const subscriptionIdOf = (customerEmail: string) => {
    const customer = [...t.stripe.store.customers.values()].find((c) => c.email === customerEmail)!;
    return t.stripe.store.subscriptionsOf(customer.id)[0]!.id;
  };

  it('answers the plans and no subscription at first', async () => {
    expect(await state('first-cook')).toEqual({
      paymentsConfigured: true,
      plans: PRO_PLANS,
      subscription: null,
      licences: [],
      allowedVenueCount: 0,
    });
  });

  it('takes a plan id from the allowlist only: a price, an unknown plan or a user id is refused naming the field', async () => {
    const before = t.stripe.requests().length;
    const cases: [object, string, string][] = [
      [{ planId: 'pro-6' }, 'field-choice', 'planId'],
      [{ planId: t.stripe.prices['pro-5'] }, 'field-choice', 'planId'],
      [{ planId: 'pro-1', price: t.stripe.prices['pro-5'] }, 'field-unknown', 'price'],
      [{ priceId: t.stripe.prices['pro-1'] }, 'field-choice', 'planId'],
      [{ planId: 'pro-1', userId: 'someone-else' }, 'field-unknown', 'userId'],
    ];
    for (const [payload, reason, path] of cases) {
      const res = await post('picky-cook', '/api/subscription/checkout', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().issue, JSON.stringify(payload)).toMatchObject({ reason, path });
    }
    expect(t.stripe.requests().length).toBe(before);
  });

  it("opens Checkout for the plan's configured price, for the caller's own customer, made once", async () => {
    const first = await post('buyer', '/api/subscription/checkout', { planId: 'pro-2' });
    expect(first.statusCode).toBe(200);
    expect(first.json().url).toMatch(new RegExp(`^${t.stripe.url}/pay/cs_test_`));
    await post('buyer', '/api/subscription/checkout', { planId: 'pro-3' });

    const customers = apiCalls('/v1/customers').filter((r) => r.method === 'POST');
    const mine = customers.filter((r) => r.idempotencyKey === 'customer-buyer');
    expect(mine).toHaveLength(1);
    expect(mine[0]!.params).toEqual({ email: 'buyer@example.com', metadata: { userId: 'buyer' } });
    const customerId = [...t.stripe.store.customers.values()].find(
      (c) => c.email === 'buyer@example.com',
    )!.id;

    const sessions = apiCalls('/v1/checkout/sessions').slice(-2);
    expect(sessions[0]!.params).toEqual({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: 'buyer',
      line_items: [{ price: t.stripe.prices['pro-2'], quantity: '1' }],
      subscription_data: { metadata: { userId: 'buyer', planId: 'pro-2' } },
      metadata: { userId: 'buyer', planId: 'pro-2' },
      success_url: checkoutReturnUrls(PUBLIC_URL).success,
      cancel_url: checkoutReturnUrls(PUBLIC_URL).cancel,
    });
    expect(checkoutReturnUrls(PUBLIC_URL)).toEqual({
      success: `${PUBLIC_URL}/subscription-manage?checkout=success`,
      cancel: `${PUBLIC_URL}/subscription-manage?checkout=cancelled`,
    });
    for (const session of sessions) expect(session.idempotencyKey).toMatch(/^checkout-buyer-/);
    expect(sessions[0]!.idempotencyKey).not.toBe(sessions[1]!.idempotencyKey);
  });

  it("grants nothing on the browser's return: Pro comes with the provider's events", async () => {
    const res = await post('patient-cook', '/api/subscription/checkout', { planId: 'pro-2' });
    t.stripe.holdEvents();
    const paid = await fetch(res.json().url, { method: 'POST', redirect: 'manual' });
    expect(paid.headers.get('location')).toBe(checkoutReturnUrls(PUBLIC_URL).success);
    expect(await allowed('patient-cook')).toBe(0);
    await t.stripe.releaseEvents();
    expect(await allowed('patient-cook')).toBe(2);
    expect((await state('patient-cook')).subscription).toEqual({
      planId: 'pro-2',
      status: 'active',
      venues: 2,
      currentPeriodEnd: expect.any(String),
      cancelAtPeriodEnd: false,
      active: true,
    });
  });

  it('sends a subscriber who checks out again to the portal instead (409)', async () => {
    await subscribe('twice-cook', 'pro-1');
    const again = await post('twice-cook', '/api/subscription/checkout', { planId: 'pro-3' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('ERR_CONFLICT');
  });

  it("opens the billing portal for the caller's own customer only, returning to /subscription-manage", async () => {
    const none = await post('portal-newcomer', '/api/subscription/portal');
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toBe('ERR_NOT_FOUND');

    await subscribe('portal-cook', 'pro-1');
    const res = await post('portal-cook', '/api/subscription/portal');
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(new RegExp(`^${t.stripe.url}/portal/bps_`));
    const call = apiCalls('/v1/billing_portal/sessions').at(-1)!;
    const customer = [...t.stripe.store.customers.values()].find(
      (c) => c.email === 'portal-cook@example.com',
    )!;
    expect(call.params).toEqual({
      customer: customer.id,
      return_url: `${PUBLIC_URL}/subscription-manage`,
    });
    expect(call.idempotencyKey).toMatch(/^portal-portal-cook-/);

    const foreign = await post('portal-newcomer', '/api/subscription/portal', {
      customerId: customer.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().issue).toMatchObject({ reason: 'field-unknown', path: 'customerId' });
  });

  it('cancels at period end with feedback: stored, mailed to CONTACT_EMAIL, Pro kept until the period ends', async () => {
    await subscribe('leaving-cook', 'pro-3');
    const subscriptionId = subscriptionIdOf('leaving-cook@example.com');
    const before = smtp.received.length;
    const res = await post('leaving-cook', '/api/subscription/cancel', {
      feedback: 'Closing the second kitchen',
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json() as SubscriptionAnswer;
    expect(answer.subscription).toMatchObject({ cancelAtPeriodEnd: true, active: true, venues: 3 });
    expect(answer.allowedVenueCount).toBe(3);

    const call = apiCalls(`/v1/subscriptions/${subscriptionId}`).find((r) => r.method === 'POST')!;
    expect(call.params).toEqual({ cancel_at_period_end: 'true' });
    expect(call.idempotencyKey).toMatch(new RegExp(`^cancel-${subscriptionId}-`));

    const stored = await t.database.db
      .select()
      .from(subscriptionFeedback)
      .where(eq(subscriptionFeedback.userId, 'leaving-cook'));
    expect(stored).toMatchObject([{ subscriptionId, feedback: 'Closing the second kitchen' }]);
    expect(smtp.received).toHaveLength(before + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual([CONTACT]);
    const text = mailText(mail);
    expect(text).toContain('leaving-cook');
    expect(text).toContain('Closing the second kitchen');
    expect(mail.raw).not.toMatch(/Bearer|eyJ/);

    await t.stripe.settled();
    expect(await allowed('leaving-cook')).toBe(3);
    await t.stripe.endPeriod(subscriptionId);
    expect(await allowed('leaving-cook')).toBe(0);
    expect((await state('leaving-cook')).subscription).toMatchObject({
      status: 'canceled',
      active: false,
    });
  });

  it("cancels only the caller's own subscription: an id in the body is refused, none stored answers 404", async () => {
    const refused = await post('leaving-cook', '/api/subscription/cancel', {
      subscriptionId: 'sub_someone_else',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issue).toMatchObject({ reason: 'field-unknown', path: 'subscriptionId' });
    const none = await post('never-subscribed', '/api/subscription/cancel', {});
    expect(none.statusCode).toBe(404);
  });

  it('keeps the allowed count after a failed payment until the period ends', async () => {
    await subscribe('late-payer', 'pro-2');
    const subscriptionId = subscriptionIdOf('late-payer@example.com');
    await t.stripe.failPayment(subscriptionId);
    expect((await state('late-payer')).subscription).toMatchObject({ status: 'past_due' });
    expect(await allowed('late-payer')).toBe(2);
    await t.stripe.endPeriod(subscriptionId);
    expect(await allowed('late-payer')).toBe(0);
  });

  it(`answers 429 after ${CHECKOUT_RATE_LIMIT.max} checkouts in the window`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= CHECKOUT_RATE_LIMIT.max; i++) {
      statuses.push(
        (await post('hasty-cook', '/api/subscription/checkout', { planId: 'x' })).statusCode,
      );
    }
    expect(statuses).toEqual([...Array(CHECKOUT_RATE_LIMIT.max).fill(400), 429]);
  });

  it('never logs the Stripe key or the webhook secret', () => {
    const logged = t.logs.join('\n');
    expect(logged.length).toBeGreaterThan(0);
    expect(logged).not.toContain(t.stripe.secretKey);
    expect(logged).not.toContain(t.stripe.webhookSecret);
  });
});

import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { stripeEvents } from '../../db/schema.js';
import { BILLING_WEBHOOK_SECRET, useBillingTestApp } from '../../test-support/billing-test-app.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { WEBHOOK_TOLERANCE_SECONDS } from './stripe-webhook-routes.js';

/** A secret being retired during a rotation: still accepted beside the current one. */
const RETIRED_SECRET = 'whsec_retired_but_still_accepted';

/**
 * POST /api/stripe/webhook (sync-and-security-notes §3 items 23, 24, 26; §4 "Stripe duplicate,
 * out-of-order, late, forged"): verified on the raw body with a 300 s tolerance, each event id
 * once, and every subscription event answered by reading the subscription again.
 */
describe.each(testDatabaseKinds)('stripe webhook on $name', (kind) => {
  const t = useBillingTestApp(kind, () => ({
    STRIPE_WEBHOOK_SECRET: `${RETIRED_SECRET},${BILLING_WEBHOOK_SECRET}`,
  }));

  const allowed = async (sub: string) =>
    (await t.app.inject({ url: '/api/user', headers: await t.auth(sub) })).json()
      .allowedVenueCount as number;

  /** `sub` checks out `planId` and pays; answers the provider's subscription id. */
  async function subscribe(sub: string, planId = 'pro-1') {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/checkout',
      headers: await t.auth(sub),
      payload: { planId },
    });
    const sessionId = new URL(res.json().url).pathname.split('/').at(-1)!;
    await t.stripe.pay(sessionId);
    return t.stripe.store.sessionObject(sessionId).subscription!;
  }

  /** Posts `payload` (text, as given) with a signature made of `secret` at `timestamp`. */
  const deliver = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? BILLING_WEBHOOK_SECRET,
          ...(options.timestamp ? { timestamp: options.timestamp } : {}),
        }),
      },
      payload,
    });
  const eventText = (id: string, type: string, object: object) =>
    JSON.stringify({ id, object: 'event', type, data: { object } });
  const seconds = () => Math.floor(Date.now() / 1000);
  const newLogs = (from: number) => t.logs.slice(from).join('\n');

  it('accepts the signed events of a checkout and makes the subscriber Pro', async () => {
    const before = t.stripe.deliveries().length;
    await subscribe('signed-cook', 'pro-2');
    const delivered = t.stripe.deliveries().slice(before);
    expect(delivered.map((d) => [d.type, d.status])).toEqual([
      ['customer.subscription.created', 200],
      ['invoice.paid', 200],
      ['checkout.session.completed', 200],
    ]);
    expect(await allowed('signed-cook')).toBe(2);
  });

  it('refuses a forged or missing signature with 400, logged without the secret or the body', async () => {
    const subscription = await subscribe('forged-cook');
    const payload = eventText('evt_forged1', 'customer.subscription.updated', { id: subscription });
    const logsBefore = t.logs.length;
    const forged = await deliver(payload, { secret: 'whsec_attacker' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({
      error: 'ERR_BAD_REQUEST',
      issue: { reason: 'field-invalid', path: 'stripe-signature' },
    });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    const logged = newLogs(logsBefore);
    expect(logged).toContain('"reason":"mismatch"');
    expect(logged).toContain('"reason":"missing"');
    expect(logged).not.toContain('whsec_');
    expect(logged).not.toContain('evt_forged1');
    expect(logged).not.toContain(subscription);
    const [kept] = await t.database.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, 'evt_forged1'));
    expect(kept).toBeUndefined();
  });

  it(`refuses a signature older than ${WEBHOOK_TOLERANCE_SECONDS} s, and takes one just inside`, async () => {
    const subscription = await subscribe('late-cook');
    const logsBefore = t.logs.length;
    const stale = await deliver(eventText('evt_stale1', 'invoice.paid', { id: 'in_1' }), {
      timestamp: seconds() - WEBHOOK_TOLERANCE_SECONDS - 5,
    });
    expect(stale.statusCode).toBe(400);
    expect(newLogs(logsBefore)).toContain('"reason":"stale"');
    const inside = await deliver(
      eventText('evt_inside1', 'customer.subscription.updated', { id: subscription }),
      { timestamp: seconds() - WEBHOOK_TOLERANCE_SECONDS + 30 },
    );
    expect(inside.statusCode).toBe(200);
  });

  it('verifies the bytes received: an event not in the form a JSON parser writes is accepted', async () => {
    const subscription = await subscribe('raw-cook');
    const payload =
      '{\n  "type" : "customer.subscription.updated",\t"object":"event",\n' +
      `  "data": {"object": {"id": "${subscription}", "description": "caf\\u00e9 \u00e9"}},` +
      '\n  "id": "evt_raw1"   }\n';
    const res = await deliver(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'stored' });
  });

  it('accepts a signature made with a secret being rotated out', async () => {
    const subscription = await subscribe('rotating-cook');
    const res = await deliver(
      eventText('evt_rotated1', 'customer.subscription.updated', { id: subscription }),
      { secret: RETIRED_SECRET },
    );
    expect(res.statusCode).toBe(200);
  });

  it('answers a replayed event id with 200 and changes nothing', async () => {
    const subscription = await subscribe('replay-cook', 'pro-3');
    const payload = eventText('evt_replay1', 'customer.subscription.updated', { id: subscription });
    expect((await deliver(payload)).json().outcome).toBe('stored');
    // The subscription changes at the provider, but its events are not delivered yet.
    t.stripe.holdEvents();
    await t.stripe.endPeriod(subscription);
    await t.stripe.failPayment(subscription);
    const replay = await deliver(payload);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().outcome).toBe('duplicate');
    expect(await allowed('replay-cook')).toBe(3);
    await t.stripe.releaseEvents();
  });

  it(`ends in the provider's state whatever the order: an older "updated" after "deleted" does not revive Pro`, async () => {
    const subscription = await subscribe('order-cook', 'pro-2');
    const stripe = new Stripe(t.stripe.secretKey, {
      host: '127.0.0.1',
      port: Number(new URL(t.stripe.url).port),
      protocol: 'http',
    });
    t.stripe.holdEvents();
    await stripe.subscriptions.update(subscription, { metadata: { note: 'still active' } });
    await stripe.subscriptions.cancel(subscription);
    await t.stripe.settled();
    const [updated, deleted] = t.stripe.events().slice(-2);
    expect([updated!.type, deleted!.type]).toEqual([
      'customer.subscription.updated',
      'customer.subscription.deleted',
    ]);
    expect((updated!.data.object as { status: string }).status).toBe('active');
    const sent = await t.stripe.releaseEvents({ order: [deleted!.id, updated!.id], times: 2 });
    expect(sent.map((d) => d.status)).toEqual([200, 200, 200, 200]);
    expect(await allowed('order-cook')).toBe(0);
  });

  it('forgets an event it could not act on and answers 503, so Stripe sends it again', async () => {
    const subscription = await subscribe('outage-cook', 'pro-2');
    t.stripe.holdEvents();
    await t.stripe.failPayment(subscription);
    await t.stripe.endPeriod(subscription);
    const ended = t.stripe.events().at(-1)!;
    expect(ended.type).toBe('customer.subscription.deleted');
    t.stripe.setOutage(true);
    try {
      expect((await t.stripe.releaseEvents({ order: [ended.id] }))[0]!.status).toBe(503);
    } finally {
      t.stripe.setOutage(false);
    }
    const [kept] = await t.database.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, ended.id));
    expect(kept).toBeUndefined();
    expect(await allowed('outage-cook')).toBe(2);
    expect((await t.stripe.sendEvent(ended.id)).status).toBe(200);
    expect(await allowed('outage-cook')).toBe(0);
  });

  it('takes and ignores events of no subscription of its own', async () => {
    const unknown = await deliver(
      eventText('evt_unknown_sub', 'customer.subscription.updated', { id: 'sub_nothere' }),
    );
    expect(unknown.json()).toEqual({ received: true, outcome: 'ignored' });
    const other = await deliver(eventText('evt_other1', 'customer.created', { id: 'cus_x' }));
    expect(other.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(
      (await deliver(eventText('evt_other1', 'customer.created', { id: 'cus_x' }))).json(),
    ).toMatchObject({ outcome: 'duplicate' });
  });

  it('refuses a signed event without an id, a type or an object, naming the field', async () => {
    const res = await deliver(JSON.stringify({ id: 'evt_shape', type: 'invoice.paid', data: {} }));
    expect(res.statusCode).toBe(400);
    expect(res.json().issue).toMatchObject({ path: 'data.object' });
  });
});

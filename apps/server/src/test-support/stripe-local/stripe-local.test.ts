import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeClient } from '../../billing/stripe-client.js';
import { startStripeLocal, type StripeLocal } from './stripe-local.js';

const WEBHOOK_SECRET = 'whsec_local_test';

/** The local Stripe, driven by the official library as the server drives Stripe. */
describe('the local Stripe', () => {
  let local: StripeLocal;
  let stripe: Stripe;
  const received: { signature: string; body: string }[] = [];
  let hook: ReturnType<typeof createServer>;

  beforeAll(async () => {
    hook = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        received.push({ signature: String(req.headers['stripe-signature']), body });
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    local = await startStripeLocal({
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`,
    });
    const { host, port } = new URL(local.url);
    stripe = createStripeClient({
      secretKey: local.secretKey,
      webhookSecrets: [WEBHOOK_SECRET],
      prices: local.prices,
      api: { host: host.split(':')[0]!, port: Number(port), protocol: 'http' },
    });
  });
  afterAll(async () => {
    await local?.stop();
    await new Promise((resolve) => hook?.close(resolve));
  });

  it('creates and retrieves a customer; replays a create under the same Idempotency-Key', async () => {
    const params = { email: 'cook@example.com', metadata: { userId: 'u1' } };
    const first = await stripe.customers.create(params, { idempotencyKey: 'customer-u1' });
    const again = await stripe.customers.create(params, { idempotencyKey: 'customer-u1' });
    expect(again.id).toBe(first.id);
    expect(first.metadata).toEqual({ userId: 'u1' });
    expect((await stripe.customers.retrieve(first.id)).id).toBe(first.id);
    await expect(
      stripe.customers.create({ email: 'other@example.com' }, { idempotencyKey: 'customer-u1' }),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
  });

  it("answers Stripe's errors: 404 resource_missing, 400 parameter_missing and a param", async () => {
    await expect(stripe.subscriptions.retrieve('sub_nothing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
      param: 'id',
    });
    await expect(
      stripe.checkout.sessions.create({ success_url: 'http://x.example/ok' } as never),
    ).rejects.toMatchObject({ statusCode: 400, code: 'parameter_missing', param: 'mode' });
    await expect(
      stripe.checkout.sessions.create({
        mode: 'subscription',
        success_url: 'http://x.example/ok',
        line_items: [{ price: 'price_unknown', quantity: 1 }],
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
      param: 'line_items[0][price]',
    });
  });

  it('pays a Checkout Session: the subscription runs a year and signed events go out', async () => {
    const customer = await stripe.customers.create({ email: 'pay@example.com' });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: 'u2',
      success_url: 'http://app.example/subscription-manage?checkout=success',
      cancel_url: 'http://app.example/subscription-manage?checkout=cancelled',
      line_items: [{ price: local.prices['pro-2'], quantity: 1 }],
      subscription_data: { metadata: { userId: 'u2', planId: 'pro-2' } },
    });
    expect(session.url).toBe(`${local.url}/pay/${session.id}`);
    const page = await fetch(session.url!);
    expect(await page.text()).toContain('<button type="submit">Pay</button>');

    const before = received.length;
    const paid = await fetch(session.url!, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      'http://app.example/subscription-manage?checkout=success',
    );

    const done = await stripe.checkout.sessions.retrieve(session.id);
    expect(done.status).toBe('complete');
    const subscription = await stripe.subscriptions.retrieve(done.subscription as string);
    expect(subscription.metadata).toEqual({ userId: 'u2', planId: 'pro-2' });
    const item = subscription.items.data[0]!;
    expect(item.price.id).toBe(local.prices['pro-2']);
    expect(item.current_period_end - item.current_period_start).toBe(365 * 86_400);

    const events = received
      .slice(before)
      .map(({ body, signature }) =>
        stripe.webhooks.constructEvent(body, signature, WEBHOOK_SECRET, 300),
      );
    expect(events.map((e) => e.type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);
  });

  it('ends a period cancelled at its end with customer.subscription.deleted', async () => {
    const customer = await stripe.customers.create({ email: 'end@example.com' });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      success_url: 'http://app.example/ok',
      line_items: [{ price: local.prices['pro-1'] }],
    });
    await local.pay(session.id);
    const id = local.store.sessionObject(session.id).subscription!;
    const updated = await stripe.subscriptions.update(
      id,
      { cancel_at_period_end: true },
      { idempotencyKey: `cancel-${id}` },
    );
    expect(updated.cancel_at_period_end).toBe(true);
    await local.settled();
    const ended = await local.endPeriod(id);
    expect(ended.map((e) => e.type)).toEqual(['customer.subscription.deleted']);
    expect((await stripe.subscriptions.retrieve(id)).status).toBe('canceled');
  });

  it('opens a Customer Portal session for a known customer only', async () => {
    const customer = await stripe.customers.create({ email: 'portal@example.com' });
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://app.example/subscription-manage',
    });
    expect(portal.url).toBe(`${local.url}/portal/${portal.id}`);
    expect(await (await fetch(portal.url)).text()).toContain('Return to Larder');
    await expect(
      stripe.billingPortal.sessions.create({ customer: 'cus_nobody' }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'customer' });
  });

  it('refuses a wrong API key with 401', async () => {
    const wrong = new Stripe('sk_test_wrong', {
      host: '127.0.0.1',
      port: Number(new URL(local.url).port),
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await expect(wrong.customers.retrieve('cus_x')).rejects.toMatchObject({ statusCode: 401 });
  });
});

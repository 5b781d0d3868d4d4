import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PRO_PLANS, type ProPlanId } from '@larder/domain';
import { parseStripeForm, type FormValue } from './form-body.js';
import { callApi } from './local-api.js';
import { LocalStripeError } from './local-errors.js';
import { Params } from './local-params.js';
import { checkoutPage, portalPage } from './local-pages.js';
import { LocalStripeStore, type LocalSubscription } from './local-store.js';
import { LocalWebhooks, type LocalDelivery, type LocalEvent } from './local-webhooks.js';

/**
 * A local server that speaks the part of Stripe's documented REST API Larder uses, so tests
 * drive the real `stripe` library against it (STRIPE_API_URL) instead of api.stripe.com:
 *
 *   const stripe = await startStripeLocal({ webhookSecret: 'whsec_test' });
 *   // the server under test: { ...stripe.env(), ... } in its environment
 *   stripe.setWebhookUrl(`${serverUrl}/api/stripe/webhook`);
 *   ...
 *   await stripe.stop();
 *
 * - API (127.0.0.1, a free port): `POST /v1/customers`, `GET /v1/customers/:id`,
 *   `POST /v1/checkout/sessions`, `GET /v1/checkout/sessions/:id`,
 *   `POST /v1/billing_portal/sessions`, `GET|POST|DELETE /v1/subscriptions/:id`; form-encoded
 *   bodies with bracket keys; the bearer key must be `secretKey`; `Idempotency-Key` replays
 *   the first answer (a different body under the same key is an `idempotency_error`); errors
 *   as `{ error: { type, code, message, param } }`.
 * - Pages: `GET /pay/:sessionId` (hosted Checkout: its Pay button makes a subscription paid
 *   for a year, sends the signed events and redirects to the session's success_url) and
 *   `GET /portal/:sessionId` (Customer Portal: cancel at period end, renew, return link).
 * - Test controls, as functions here and as HTTP endpoints: `POST /_test/subscriptions/:id/end-period`,
 *   `POST /_test/subscriptions/:id/fail-payment`, `POST /_test/events/hold`,
 *   `POST /_test/events/release` (JSON `{ order?: eventIds[], times?: number }`),
 *   `POST /_test/events/:id/send` (JSON `{ times?, timestamp?, secret? }`), `GET /_test/events`,
 *   `PUT /_test/webhook-url` (JSON `{ url }`), `PUT /_test/outage` (JSON `{ on }`: every API call
 *   answers 500 while on).
 */
export interface StripeLocal {
  /** Base URL: STRIPE_API_URL, and the origin of the hosted pages. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** The price id of each plan, as the server's STRIPE_PRICE_PRO_* must name them. */
  prices: Readonly<Record<ProPlanId, string>>;
  /** The server's Stripe variables for this local Stripe. */
  env(): Record<string, string>;
  setWebhookUrl(url: string | undefined): void;
  store: LocalStripeStore;
  /** Every event made, in order. */
  events(): readonly LocalEvent[];
  deliveries(): readonly LocalDelivery[];
  /** Waits until the events of the API calls answered so far are delivered. */
  settled(): Promise<void>;
  /** Every API call: method, path, Idempotency-Key and the parsed parameters. */
  requests(): readonly ApiRequest[];
  /** The Pay button of a Checkout Session. */
  pay(sessionId: string): Promise<LocalEvent[]>;
  endPeriod(subscriptionId: string): Promise<LocalEvent[]>;
  failPayment(subscriptionId: string): Promise<LocalEvent[]>;
  holdEvents(): void;
  /** While on, every API call answers 500 `api_error` (Stripe unreachable for the server). */
  setOutage(on: boolean): void;
  releaseEvents(options?: { order?: readonly string[]; times?: number }): Promise<LocalDelivery[]>;
  sendEvent(
    eventId: string,
    options?: { timestamp?: number; secret?: string },
  ): Promise<LocalDelivery>;
  stop(): Promise<void>;
}

export interface ApiRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  params: Record<string, FormValue>;
}

const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const sendJson = (res: ServerResponse, status: number, body: unknown, replayed = false) => {
  res.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${Math.random().toString(36).slice(2)}`,
    ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
  });
  res.end(JSON.stringify(body));
};

const sendHtml = (res: ServerResponse, html: string) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(html);
};

const redirect = (res: ServerResponse, to: string) => {
  res.writeHead(303, { location: to });
  res.end();
};

export async function startStripeLocal(options: {
  webhookUrl?: string;
  webhookSecret: string;
  secretKey?: string;
}): Promise<StripeLocal> {
  const secretKey = options.secretKey ?? 'sk_test_local';
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof LocalStripeError) return sendJson(res, error.status, error.body);
      sendJson(res, 500, { error: { type: 'api_error', message: String(error) } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const store = new LocalStripeStore(url);
  const prices = Object.fromEntries(
    PRO_PLANS.map((plan) => [
      plan.id,
      store.addPrice(`price_local_${plan.id.replace('-', '_')}`, Math.round(plan.amount * 100)).id,
    ]),
  ) as Record<ProPlanId, string>;
  const webhooks = new LocalWebhooks(options.webhookSecret, options.webhookUrl);
  const requests: ApiRequest[] = [];
  const replies = new Map<string, { fingerprint: string; body: unknown }>();
  /** Event deliveries still under way after their API call was answered. */
  const pending = new Set<Promise<void>>();
  let outage = false;

  const pay = async (sessionId: string) => webhooks.emit(store.completeCheckout(sessionId).events);
  const endPeriod = async (id: string) => webhooks.emit(store.endPeriod(id).events);
  const failPayment = async (id: string) => webhooks.emit(store.failPayment(id).events);

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const address = new URL(req.url ?? '/', url);
    const method = req.method ?? 'GET';
    const text = method === 'GET' ? address.search.slice(1) : await readBody(req);
    const path = address.pathname;
    if (path.startsWith('/v1/')) return api(req, res, method, path, text);
    if (path.startsWith('/_test/')) return control(res, method, path, text);
    const [, area, id, action, subscriptionId] = path.split('/').map(decodeURIComponent);
    if (area === 'pay' && id) {
      const session = store.session(id);
      if (method === 'POST') {
        await pay(id);
        return redirect(res, session.success_url.replace('{CHECKOUT_SESSION_ID}', id));
      }
      return sendHtml(res, checkoutPage(store.sessionObject(id), session.extras.lineItems[0]));
    }
    if (area === 'portal' && id) {
      const portal = store.portalSessions.get(id);
      if (!portal) throw new LocalStripeError(404, 'resource_missing', 'No such portal session');
      if (method === 'POST' && subscriptionId && (action === 'cancel' || action === 'renew')) {
        const subscription = store.subscription(subscriptionId);
        if (subscription.customer !== portal.customer) {
          throw new LocalStripeError(404, 'resource_missing', 'No such subscription');
        }
        const flag = new URLSearchParams({ cancel_at_period_end: String(action === 'cancel') });
        const change = store.updateSubscription(subscriptionId, paramsOf(flag.toString()));
        await webhooks.emit(change.events);
        return redirect(res, `/portal/${id}`);
      }
      const own: LocalSubscription[] = store.subscriptionsOf(portal.customer);
      return sendHtml(res, portalPage(id, portal.return_url as string | null, own));
    }
    throw new LocalStripeError(404, undefined, 'Not found');
  }

  function api(
    req: IncomingMessage,
    res: ServerResponse,
    method: string,
    path: string,
    text: string,
  ) {
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      throw new LocalStripeError(401, undefined, 'Invalid API Key provided', undefined);
    }
    const key = req.headers['idempotency-key'] as string | undefined;
    const params = parseStripeForm(text);
    requests.push({ method, path, idempotencyKey: key, params });
    if (outage) {
      throw new LocalStripeError(
        500,
        undefined,
        'An unknown error occurred',
        undefined,
        'api_error',
      );
    }
    const fingerprint = `${method} ${path} ${text}`;
    const earlier = key === undefined ? undefined : replies.get(key);
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) {
        throw new LocalStripeError(
          400,
          undefined,
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          undefined,
          'idempotency_error',
        );
      }
      return sendJson(res, 200, earlier.body, true);
    }
    const outcome = callApi(store, method, path, params);
    if (key !== undefined && method !== 'GET')
      replies.set(key, { fingerprint, body: outcome.body });
    sendJson(res, 200, outcome.body);
    // Stripe sends the events of a change after answering it.
    const sending = webhooks.emit(outcome.events).then(() => undefined);
    pending.add(sending);
    void sending.finally(() => pending.delete(sending));
  }

  async function control(res: ServerResponse, method: string, path: string, text: string) {
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    const [, , area, id, action] = path.split('/').map(decodeURIComponent);
    if (method === 'GET' && area === 'events') return sendJson(res, 200, webhooks.events);
    if (method === 'PUT' && area === 'outage') {
      outage = body.on === true;
      return sendJson(res, 200, {});
    }
    if (method === 'PUT' && area === 'webhook-url') {
      webhooks.url = body.url as string | undefined;
      return sendJson(res, 200, {});
    }
    if (method === 'POST' && area === 'subscriptions' && id && action === 'end-period') {
      return sendJson(res, 200, await endPeriod(id));
    }
    if (method === 'POST' && area === 'subscriptions' && id && action === 'fail-payment') {
      return sendJson(res, 200, await failPayment(id));
    }
    if (method === 'POST' && area === 'events' && id === 'hold') {
      webhooks.hold();
      return sendJson(res, 200, {});
    }
    if (method === 'POST' && area === 'events' && id === 'release') {
      const order = body.order as string[] | undefined;
      return sendJson(res, 200, await webhooks.release(order, Number(body.times ?? 1)));
    }
    if (method === 'POST' && area === 'events' && id && action === 'send') {
      const event = webhooks.find(id);
      const times = Number(body.times ?? 1);
      const sent: LocalDelivery[] = [];
      for (let i = 0; i < times; i++) {
        sent.push(await webhooks.send(event, body as { timestamp?: number; secret?: string }));
      }
      return sendJson(res, 200, sent);
    }
    throw new LocalStripeError(404, undefined, 'Unknown test control');
  }

  return {
    url,
    secretKey,
    webhookSecret: options.webhookSecret,
    prices,
    env: () => ({
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: options.webhookSecret,
      STRIPE_API_URL: url,
      STRIPE_PRICE_PRO_1: prices['pro-1'],
      STRIPE_PRICE_PRO_2: prices['pro-2'],
      STRIPE_PRICE_PRO_3: prices['pro-3'],
      STRIPE_PRICE_PRO_4: prices['pro-4'],
      STRIPE_PRICE_PRO_5: prices['pro-5'],
    }),
    setWebhookUrl: (to) => {
      webhooks.url = to;
    },
    store,
    events: () => webhooks.events,
    deliveries: () => webhooks.deliveries,
    settled: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    requests: () => requests,
    pay,
    endPeriod,
    failPayment,
    holdEvents: () => webhooks.hold(),
    setOutage: (on) => {
      outage = on;
    },
    releaseEvents: (o = {}) => webhooks.release(o.order, o.times),
    sendEvent: (id, o) => webhooks.send(webhooks.find(id), o),
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

const paramsOf = (text: string) => new Params(parseStripeForm(text));

import { randomBytes } from 'node:crypto';
import { invalid, missing, noSuch } from './local-errors.js';
import { Params } from './local-params.js';

/**
 * The objects of the local Stripe (customers, prices, Checkout Sessions, Customer Portal
 * sessions, subscriptions, invoices), shaped as Stripe's API answers them for the subset
 * Larder uses. Subscription periods live on the subscription's items, as in Stripe's recent API
 * versions. Each change answers the events Stripe would send for it (with a snapshot of the
 * object as it was then).
 */

const YEAR_SECONDS = 365 * 86_400;

export const newId = (prefix: string): string => `${prefix}_${randomBytes(12).toString('hex')}`;
const seconds = (ms: number) => Math.floor(ms / 1000);
const snapshot = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export interface LocalEventDraft {
  type: string;
  object: unknown;
}

export interface LocalPrice {
  id: string;
  object: 'price';
  active: true;
  currency: string;
  unit_amount: number;
  type: 'recurring';
  recurring: { interval: 'year'; interval_count: 1 };
  product: string;
  livemode: false;
}

interface LocalSubscriptionItem {
  id: string;
  object: 'subscription_item';
  price: LocalPrice;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
  subscription: string;
}

export interface LocalSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  metadata: Record<string, string>;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  start_date: number;
  created: number;
  latest_invoice: string | null;
  livemode: false;
  items: { object: 'list'; data: LocalSubscriptionItem[]; has_more: false; url: string };
}

export interface LocalCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  customer: string | null;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string | null;
  metadata: Record<string, string>;
  subscription: string | null;
  url: string;
  created: number;
  livemode: false;
}

interface SessionExtras {
  lineItems: { price: LocalPrice; quantity: number }[];
  subscriptionMetadata: Record<string, string>;
}

export class LocalStripeStore {
  readonly customers = new Map<string, Record<string, unknown> & { id: string }>();
  readonly prices = new Map<string, LocalPrice>();
  readonly sessions = new Map<string, LocalCheckoutSession & { extras: SessionExtras }>();
  readonly portalSessions = new Map<string, Record<string, unknown> & { customer: string }>();
  readonly subscriptions = new Map<string, LocalSubscription>();

  constructor(
    private readonly baseUrl: string,
    private readonly now: () => number = Date.now,
  ) {}

  addPrice(id: string, unitAmount: number): LocalPrice {
    const price: LocalPrice = {
      id,
      object: 'price',
      active: true,
      currency: 'usd',
      unit_amount: unitAmount,
      type: 'recurring',
      recurring: { interval: 'year', interval_count: 1 },
      product: `prod_${id}`,
      livemode: false,
    };
    this.prices.set(id, price);
    return price;
  }

  createCustomer(params: Params) {
    params.only(['email', 'name', 'description', 'metadata', 'expand']);
    const email = params.text('email') ?? null;
    if (email !== null && !/^[^@\s]+@[^@\s]+$/.test(email)) {
      throw invalid('email', 'Invalid email address: ' + email, 'email_invalid');
    }
    const customer = {
      id: newId('cus'),
      object: 'customer',
      email,
      name: params.text('name') ?? null,
      metadata: params.metadata(),
      created: seconds(this.now()),
      livemode: false,
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  customer(id: string, param?: string) {
    const found = this.customers.get(id);
    if (!found) throw noSuch('customer', id, param);
    return found;
  }

  createCheckoutSession(params: Params): LocalCheckoutSession {
    params.only([
      'mode',
      'customer',
      'customer_email',
      'client_reference_id',
      'success_url',
      'cancel_url',
      'line_items',
      'metadata',
      'subscription_data',
      'allow_promotion_codes',
      'billing_address_collection',
      'locale',
      'expand',
    ]);
    const mode = params.required('mode');
    if (!['payment', 'setup', 'subscription'].includes(mode)) {
      throw invalid('mode', 'Invalid mode: must be one of payment, setup, or subscription');
    }
    const customer = params.text('customer');
    if (customer) this.customer(customer, 'customer');
    const successUrl = params.url('success_url', true)!;
    const lines = params.list('line_items');
    if (mode === 'subscription' && lines.length === 0) throw missing('line_items');
    const lineItems = lines.map((line, i) => {
      line.only(['price', 'quantity']);
      const priceId = line.required('price');
      const price = this.prices.get(priceId);
      if (!price) throw noSuch('price', priceId, `line_items[${i}][price]`);
      const quantity = Number(line.text('quantity') ?? '1');
      if (!Number.isInteger(quantity) || quantity < 1) {
        throw invalid(`line_items[${i}][quantity]`, 'Invalid integer', 'parameter_invalid_integer');
      }
      return { price, quantity };
    });
    const id = newId('cs_test');
    const session = {
      id,
      object: 'checkout.session' as const,
      mode,
      status: 'open' as const,
      payment_status: 'unpaid' as const,
      customer: customer ?? null,
      client_reference_id: params.text('client_reference_id') ?? null,
      success_url: successUrl,
      cancel_url: params.url('cancel_url', false) ?? null,
      metadata: params.metadata(),
      subscription: null,
      url: `${this.baseUrl}/pay/${id}`,
      created: seconds(this.now()),
      livemode: false as const,
    };
    const extras = {
      lineItems,
      subscriptionMetadata: params.hash('subscription_data').metadata('metadata'),
    };
    this.sessions.set(id, { ...session, extras });
    return session;
  }

  session(id: string) {
    const found = this.sessions.get(id);
    if (!found) throw noSuch('checkout.session', id);
    return found;
  }

  /** The session as the API answers it (its line items only through the pay page). */
  sessionObject(id: string): LocalCheckoutSession {
    const { extras: _extras, ...session } = this.session(id);
    return session;
  }

  createPortalSession(params: Params) {
    params.only(['customer', 'return_url', 'configuration', 'locale', 'expand']);
    const customer = params.required('customer');
    this.customer(customer, 'customer');
    const id = newId('bps');
    const session = {
      id,
      object: 'billing_portal.session',
      customer,
      return_url: params.url('return_url', false) ?? null,
      url: `${this.baseUrl}/portal/${id}`,
      created: seconds(this.now()),
      livemode: false,
    };
    this.portalSessions.set(id, session);
    return session;
  }

  subscription(id: string): LocalSubscription {
    const found = this.subscriptions.get(id);
    if (!found) throw noSuch('subscription', id);
    return found;
  }

  /** The subscriptions of a customer, newest first. */
  subscriptionsOf(customer: string): LocalSubscription[] {
    return [...this.subscriptions.values()].filter((s) => s.customer === customer).reverse();
  }

  /**
   * The Pay button of the hosted checkout page: a subscription for the session's price,
   * paid for one year from now, and the events Stripe sends for it.
   */
  completeCheckout(sessionId: string): {
    session: LocalCheckoutSession;
    events: LocalEventDraft[];
  } {
    const stored = this.session(sessionId);
    if (stored.status === 'complete') return { session: this.sessionObject(sessionId), events: [] };
    const line = stored.extras.lineItems[0];
    if (!line) throw missing('line_items');
    const customer = stored.customer ?? this.createCustomer(new Params({})).id;
    const start = seconds(this.now());
    const id = newId('sub');
    const subscription: LocalSubscription = {
      id,
      object: 'subscription',
      customer,
      status: 'active',
      metadata: stored.extras.subscriptionMetadata,
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      start_date: start,
      created: start,
      latest_invoice: null,
      livemode: false,
      items: {
        object: 'list',
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            price: line.price,
            quantity: line.quantity,
            current_period_start: start,
            current_period_end: start + YEAR_SECONDS,
            subscription: id,
          },
        ],
      },
    };
    const invoice = this.invoice(subscription, 'paid');
    subscription.latest_invoice = invoice.id;
    this.subscriptions.set(id, subscription);
    Object.assign(stored, {
      status: 'complete',
      payment_status: 'paid',
      customer,
      subscription: id,
    });
    return {
      session: this.sessionObject(sessionId),
      events: [
        { type: 'customer.subscription.created', object: snapshot(subscription) },
        { type: 'invoice.paid', object: invoice },
        { type: 'checkout.session.completed', object: this.sessionObject(sessionId) },
      ],
    };
  }

  updateSubscription(id: string, params: Params) {
    params.only([
      'cancel_at_period_end',
      'metadata',
      'cancellation_details',
      'proration_behavior',
      'expand',
    ]);
    const subscription = this.subscription(id);
    if (subscription.status === 'canceled') {
      throw invalid(
        'cancel_at_period_end',
        'A canceled subscription can only update its cancellation_details and metadata.',
      );
    }
    const cancel = params.flag('cancel_at_period_end');
    if (cancel !== undefined) {
      subscription.cancel_at_period_end = cancel;
      subscription.canceled_at = cancel ? seconds(this.now()) : null;
    }
    Object.assign(subscription.metadata, params.metadata());
    return this.changed(subscription, 'customer.subscription.updated');
  }

  /** Cancels at once (DELETE /v1/subscriptions/:id). */
  cancelSubscription(id: string, params: Params) {
    params.only(['invoice_now', 'prorate', 'cancellation_details', 'expand']);
    const subscription = this.subscription(id);
    if (subscription.status === 'canceled') {
      throw invalid('id', `This subscription has already been canceled: ${id}`);
    }
    const now = seconds(this.now());
    Object.assign(subscription, { status: 'canceled', ended_at: now, canceled_at: now });
    return this.changed(subscription, 'customer.subscription.deleted');
  }

  /**
   * The end of the current period, now: a subscription cancelled at period end, or one whose
   * payment failed, ends (`customer.subscription.deleted`); another one renews for a year.
   */
  endPeriod(id: string) {
    const subscription = this.subscription(id);
    const item = subscription.items.data[0]!;
    const now = seconds(this.now());
    item.current_period_end = now;
    if (subscription.cancel_at_period_end || subscription.status !== 'active') {
      Object.assign(subscription, { status: 'canceled', ended_at: now });
      return this.changed(subscription, 'customer.subscription.deleted');
    }
    item.current_period_start = now;
    item.current_period_end = now + YEAR_SECONDS;
    const invoice = this.invoice(subscription, 'paid');
    subscription.latest_invoice = invoice.id;
    return {
      subscription,
      events: [
        { type: 'invoice.paid', object: invoice },
        { type: 'customer.subscription.updated', object: snapshot(subscription) },
      ],
    };
  }

  /** A renewal payment that fails: the subscription is past due until the period ends. */
  failPayment(id: string) {
    const subscription = this.subscription(id);
    subscription.status = 'past_due';
    const invoice = this.invoice(subscription, 'open');
    subscription.latest_invoice = invoice.id;
    return {
      subscription,
      events: [
        { type: 'invoice.payment_failed', object: invoice },
        { type: 'customer.subscription.updated', object: snapshot(subscription) },
      ],
    };
  }

  private changed(subscription: LocalSubscription, type: string) {
    return { subscription, events: [{ type, object: snapshot(subscription) }] };
  }

  private invoice(subscription: LocalSubscription, status: 'paid' | 'open') {
    const item = subscription.items.data[0]!;
    const amount = item.price.unit_amount * item.quantity;
    return {
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      status,
      currency: item.price.currency,
      amount_due: amount,
      amount_paid: status === 'paid' ? amount : 0,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      created: seconds(this.now()),
      livemode: false,
    };
  }
}

import { LocalStripeError } from './local-errors.js';
import { Params } from './local-params.js';
import type { LocalEventDraft, LocalStripeStore } from './local-store.js';
import type { FormValue } from './form-body.js';

/** What an API call answers: the object, and the events the change makes. */
export interface ApiOutcome {
  body: unknown;
  events: readonly LocalEventDraft[];
}

const none = (body: unknown): ApiOutcome => ({ body, events: [] });
const fromChange = (change: { subscription: unknown; events: LocalEventDraft[] }): ApiOutcome => ({
  body: change.subscription,
  events: change.events,
});

/**
 * The documented REST subset Larder calls, under /v1: customers (create, retrieve), Checkout
 * Sessions (create, retrieve), Customer Portal sessions (create) and subscriptions (retrieve,
 * update, cancel). Anything else answers 404 as Stripe does for an unknown URL.
 */
export function callApi(
  store: LocalStripeStore,
  method: string,
  path: string,
  values: Record<string, FormValue>,
): ApiOutcome {
  const params = new Params(values);
  const route = `${method} ${path.replace(/^(\/v1\/(?:customers|subscriptions|checkout\/sessions))\/[^/]+$/, '$1/:id')}`;
  const id = decodeURIComponent(path.split('/').at(-1)!);
  switch (route) {
    case 'POST /v1/customers':
      return none(store.createCustomer(params));
    case 'GET /v1/customers/:id':
      return none(store.customer(id));
    case 'POST /v1/checkout/sessions':
      return none(store.createCheckoutSession(params));
    case 'GET /v1/checkout/sessions/:id':
      return none(store.sessionObject(id));
    case 'POST /v1/billing_portal/sessions':
      return none(store.createPortalSession(params));
    case 'GET /v1/subscriptions/:id':
      return none(store.subscription(id));
    case 'POST /v1/subscriptions/:id':
      return fromChange(store.updateSubscription(id, params));
    case 'DELETE /v1/subscriptions/:id':
      return fromChange(store.cancelSubscription(id, params));
  }
  throw new LocalStripeError(
    404,
    undefined,
    `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  );
}

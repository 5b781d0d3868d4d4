import Stripe from 'stripe';
import type { StripeSettings } from '../billing-config.js';

/**
 * The one Stripe client of the server (the official library): the API version pinned to the
 * library's own, so the shapes it types are the shapes it gets; two automatic retries of a call
 * that failed on the network (each with the same Idempotency-Key); and, with STRIPE_API_URL, a
 * Stripe-compatible API elsewhere (the local one of the tests).
 */
export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    apiVersion: Stripe.API_VERSION,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Larder' },
    ...(settings.api ?? {}),
  });
}

import type Stripe from 'stripe';
import type { StripeSettings } from '../billing-config.js';
import { createStripeClient } from './stripe-client.js';

/** Card payments when configured: the Stripe client and its settings (prices, webhook secrets). */
export interface Payments {
  stripe: Stripe;
  settings: StripeSettings;
}

/** Payments with the configured keys, or undefined when they are off (no STRIPE_SECRET_KEY). */
export function createPayments(settings: StripeSettings | undefined): Payments | undefined {
  return settings ? { stripe: createStripeClient(settings), settings } : undefined;
}

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startStripeLocal } from '../../apps/server/src/test-support/stripe-local/stripe-local.js';
import { chromiumPath } from './browser.js';
import { E2E_LICENCE_SECRET } from './licence-receipts.js';
import { startServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The local Stripe of the run: its hosted pages and its test controls. */
    stripeURL: string;
  }
}

/** The webhook signing secret the local Stripe signs with and the server checks. */
const E2E_WEBHOOK_SECRET = 'whsec_e2e_local';

/**
 * Starts one real server for the whole run, with a local Stripe that speaks its documented
 * API (the server drives it with the real `stripe` library) and sends its signed events to the
 * server's webhook; the journeys reach them through inject('baseURL') and inject('stripeURL').
 */
export default async function setup(project: TestProject) {
  const index = fileURLToPath(new URL('../../apps/web/dist/index.html', import.meta.url));
  if (!existsSync(index)) {
    throw new Error('The web app is not built: run `npm run build` first (npm run test:e2e does).');
  }
  if (!existsSync(chromiumPath)) {
    throw new Error(`No Chromium at ${chromiumPath}: apt-get install -y chromium`);
  }
  const stripe = await startStripeLocal({ webhookSecret: E2E_WEBHOOK_SECRET });
  const server = await startServer({
    LICENCE_VERIFIER: 'hmac',
    LICENCE_RECEIPT_SECRET: E2E_LICENCE_SECRET,
    ...stripe.env(),
  }).catch(async (error: unknown) => {
    await stripe.stop();
    throw error;
  });
  stripe.setWebhookUrl(`${server.baseURL}/api/stripe/webhook`);
  project.provide('baseURL', server.baseURL);
  project.provide('stripeURL', stripe.url);
  return async () => {
    await server.stop();
    await stripe.stop();
  };
}

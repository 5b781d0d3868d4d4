import { afterAll, beforeAll } from 'vitest';
import type { TestDatabase, TestDatabaseKind } from './databases.js';
import { startStripeLocal, type StripeLocal } from './stripe-local/stripe-local.js';
import { buildTestApp, type TestApp } from './test-app.js';

export const BILLING_WEBHOOK_SECRET = 'whsec_billing_test_secret';

export interface BillingTestApp extends TestApp {
  database: TestDatabase;
  stripe: StripeLocal;
  /** The app's log lines (info and up). */
  logs: string[];
  /** Where the app listens (the local Stripe posts its webhooks there). */
  baseUrl: string;
}

/**
 * The real app on a fresh database with payments on: its Stripe is the local one (the
 * official library pointed at it by STRIPE_API_URL), and it listens on a free port so that the
 * local Stripe's signed webhooks reach it. `env` adds to the environment (SMTP_URL, ...).
 */
export function useBillingTestApp(
  kind: TestDatabaseKind,
  env: () => Record<string, string> = () => ({}),
): BillingTestApp {
  let built: BillingTestApp | undefined;
  let database: TestDatabase | undefined;
  let stripe: StripeLocal | undefined;
  beforeAll(async () => {
    database = await kind.open();
    stripe = await startStripeLocal({ webhookSecret: BILLING_WEBHOOK_SECRET });
    const logs: string[] = [];
    const t = await buildTestApp(database, {
      env: { ...stripe.env(), LOG_LEVEL: 'info', ...env() },
      logStream: { write: (line) => logs.push(line) },
    });
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    stripe.setWebhookUrl(`${baseUrl}/api/stripe/webhook`);
    built = { ...t, database, stripe, logs, baseUrl };
  });
  afterAll(async () => {
    await built?.app.close();
    await stripe?.stop();
    await database?.dispose();
  });
  const current = () => {
    if (!built) throw new Error('the billing test app is built before the tests');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get tokens() {
      return current().tokens;
    },
    get database() {
      return current().database;
    },
    get stripe() {
      return current().stripe;
    },
    get logs() {
      return current().logs;
    },
    get baseUrl() {
      return current().baseUrl;
    },
    auth: (sub) => current().auth(sub),
    addVenue: (sub, name) => current().addVenue(sub, name),
  };
}

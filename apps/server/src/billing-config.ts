import { PRO_PLAN_IDS, type ProPlanId } from '@larder/domain';
import { z } from 'zod';

/**
 * The payment settings (README, "Configuration" and "Payments"): Stripe for card
 * subscriptions, and the check of store licence receipts. Without STRIPE_SECRET_KEY payments
 * are off and the server runs as before; a partial Stripe set stops the start, naming the
 * missing variable.
 */

/** The variable holding each plan's Stripe price id. */
export const PRICE_VARIABLES = {
  'pro-1': 'STRIPE_PRICE_PRO_1',
  'pro-2': 'STRIPE_PRICE_PRO_2',
  'pro-3': 'STRIPE_PRICE_PRO_3',
  'pro-4': 'STRIPE_PRICE_PRO_4',
  'pro-5': 'STRIPE_PRICE_PRO_5',
} as const satisfies Record<ProPlanId, string>;

/** Shortest secret accepted for LICENCE_RECEIPT_SECRET. */
export const MIN_RECEIPT_SECRET_LENGTH = 16;

const setting = z.string().trim().min(1, 'must not be empty');

/** The billing variables, merged into the server's environment schema (config.ts). */
export const billingEnvShape = {
  STRIPE_SECRET_KEY: setting.optional(),
  /** One secret, or several separated by commas while a secret is rotated. */
  STRIPE_WEBHOOK_SECRET: setting.optional(),
  STRIPE_PRICE_PRO_1: setting.optional(),
  STRIPE_PRICE_PRO_2: setting.optional(),
  STRIPE_PRICE_PRO_3: setting.optional(),
  STRIPE_PRICE_PRO_4: setting.optional(),
  STRIPE_PRICE_PRO_5: setting.optional(),
  STRIPE_API_URL: z
    .string()
    .url('must be a URL')
    .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
    .optional(),
  LICENCE_VERIFIER: z.enum(['off', 'hmac']).default('off'),
  LICENCE_RECEIPT_SECRET: z
    .string()
    .min(MIN_RECEIPT_SECRET_LENGTH, `must be at least ${MIN_RECEIPT_SECRET_LENGTH} characters long`)
    .optional(),
};

/** Where the Stripe library sends its calls, as its host, port and protocol options. */
export interface StripeApiAddress {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface StripeSettings {
  secretKey: string;
  /** Every secret a webhook signature may be made with (more than one while rotating). */
  webhookSecrets: string[];
  /** The Stripe price id of each plan (never taken from a request). */
  prices: Readonly<Record<ProPlanId, string>>;
  /** A Stripe-compatible API elsewhere than api.stripe.com (the local one of the tests). */
  api?: StripeApiAddress;
}

/** How store licence receipts are checked: not at all (redeeming is off), or by HMAC. */
export type LicenceVerifierSettings = { kind: 'off' } | { kind: 'hmac'; secret: string };

export interface BillingConfig {
  /** Undefined when payments are off (no STRIPE_SECRET_KEY). */
  stripe: StripeSettings | undefined;
  licences: LicenceVerifierSettings;
}

type BillingEnv = z.infer<z.ZodObject<typeof billingEnvShape>>;

/** What each Stripe setting holds, for the message when it is missing. */
const STRIPE_SETTINGS_TEXT: Readonly<Record<string, string>> = {
  STRIPE_SECRET_KEY: 'the secret API key of the Stripe account',
  STRIPE_WEBHOOK_SECRET: 'the signing secret of the Stripe webhook endpoint (whsec_…)',
  ...Object.fromEntries(
    PRO_PLAN_IDS.map((id) => [PRICE_VARIABLES[id], `the Stripe price id of plan ${id}`]),
  ),
};

function apiAddress(url: string): StripeApiAddress {
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

function stripeSettings(v: BillingEnv, problems: string[]): StripeSettings | undefined {
  const names = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', ...Object.values(PRICE_VARIABLES)];
  const values = v as unknown as Record<string, string | undefined>;
  const given = names.filter((name) => values[name]);
  if (given.length === 0) return undefined;
  const missing = names.filter((name) => !values[name]);
  for (const name of missing) {
    problems.push(
      `${name} must be set when ${given[0]} is set (${STRIPE_SETTINGS_TEXT[name]}); set every Stripe variable, or none to keep payments off`,
    );
  }
  const prices = Object.fromEntries(
    PRO_PLAN_IDS.map((id) => [id, values[PRICE_VARIABLES[id]] ?? '']),
  ) as Record<ProPlanId, string>;
  PRO_PLAN_IDS.forEach((id, index) => {
    const earlier = PRO_PLAN_IDS.slice(0, index).find((other) => prices[other] === prices[id]);
    if (earlier && prices[id]) {
      problems.push(
        `${PRICE_VARIABLES[id]} must differ from ${PRICE_VARIABLES[earlier]} (each plan has its own price)`,
      );
    }
  });
  if (missing.length > 0) return undefined;
  return {
    secretKey: v.STRIPE_SECRET_KEY!,
    webhookSecrets: v
      .STRIPE_WEBHOOK_SECRET!.split(',')
      .map((secret) => secret.trim())
      .filter(Boolean),
    prices,
    ...(v.STRIPE_API_URL ? { api: apiAddress(v.STRIPE_API_URL) } : {}),
  };
}

function licenceSettings(v: BillingEnv, problems: string[]): LicenceVerifierSettings {
  if (v.LICENCE_VERIFIER === 'off') return { kind: 'off' };
  if (!v.LICENCE_RECEIPT_SECRET) {
    problems.push(
      'LICENCE_RECEIPT_SECRET must be set when LICENCE_VERIFIER is hmac (the secret the store backend signs receipts with)',
    );
    return { kind: 'off' };
  }
  return { kind: 'hmac', secret: v.LICENCE_RECEIPT_SECRET };
}

/** The billing part of the configuration; each problem found is added to `problems`. */
export function billingConfigOf(v: BillingEnv, problems: string[]): BillingConfig {
  return { stripe: stripeSettings(v, problems), licences: licenceSettings(v, problems) };
}

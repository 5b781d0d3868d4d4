import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { MIN_RECEIPT_SECRET_LENGTH, PRICE_VARIABLES } from './billing-config.js';

const base = '/srv/larder';

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  STRIPE_PRICE_PRO_1: 'price_1',
  STRIPE_PRICE_PRO_2: 'price_2',
  STRIPE_PRICE_PRO_3: 'price_3',
  STRIPE_PRICE_PRO_4: 'price_4',
  STRIPE_PRICE_PRO_5: 'price_5',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, base);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('billing configuration (README "Configuration", "Payments")', () => {
  it('keeps payments and store licences off by default', () => {
    expect(loadConfig({}, base).billing).toEqual({ stripe: undefined, licences: { kind: 'off' } });
  });

  it('reads the Stripe key, the webhook secret and the price of each plan', () => {
    const { stripe } = loadConfig(STRIPE, base).billing;
    expect(stripe).toEqual({
      secretKey: 'sk_test_123',
      webhookSecrets: ['whsec_abc'],
      prices: {
        'pro-1': 'price_1',
        'pro-2': 'price_2',
        'pro-3': 'price_3',
        'pro-4': 'price_4',
        'pro-5': 'price_5',
      },
    });
  });

  it('takes several webhook secrets while one is rotated', () => {
    const env = { ...STRIPE, STRIPE_WEBHOOK_SECRET: 'whsec_old, whsec_new' };
    expect(loadConfig(env, base).billing.stripe?.webhookSecrets).toEqual([
      'whsec_old',
      'whsec_new',
    ]);
  });

  it('gives the library STRIPE_API_URL as host, port and protocol', () => {
    const env = { ...STRIPE, STRIPE_API_URL: 'http://127.0.0.1:12111' };
    expect(loadConfig(env, base).billing.stripe?.api).toEqual({
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
  });

  it('refuses a partial Stripe set, naming each missing variable', () => {
    const problems = problemsOf({ STRIPE_SECRET_KEY: 'sk_test_123' });
    expect(problems.map((p) => p.split(' ')[0])).toEqual([
      'STRIPE_WEBHOOK_SECRET',
      ...Object.values(PRICE_VARIABLES),
    ]);
    expect(problems[0]).toMatch(/must be set when STRIPE_SECRET_KEY is set/);
    const { STRIPE_PRICE_PRO_3: _gone, ...withoutOnePrice } = STRIPE;
    expect(problemsOf(withoutOnePrice)).toEqual([
      expect.stringMatching(/^STRIPE_PRICE_PRO_3 must be set when STRIPE_SECRET_KEY is set/),
    ]);
    expect(problemsOf({ STRIPE_PRICE_PRO_1: 'price_1' })[0]).toMatch(
      /^STRIPE_SECRET_KEY must be set/,
    );
  });

  it('refuses one price for two plans', () => {
    expect(problemsOf({ ...STRIPE, STRIPE_PRICE_PRO_2: 'price_1' })).toEqual([
      expect.stringMatching(/^STRIPE_PRICE_PRO_2 must differ from STRIPE_PRICE_PRO_1/),
    ]);
  });

  it('checks receipts by HMAC only with a secret of its own', () => {
    const secret = 'r'.repeat(MIN_RECEIPT_SECRET_LENGTH);
    expect(
      loadConfig({ LICENCE_VERIFIER: 'hmac', LICENCE_RECEIPT_SECRET: secret }, base).billing
        .licences,
    ).toEqual({ kind: 'hmac', secret });
    expect(problemsOf({ LICENCE_VERIFIER: 'hmac' })[0]).toMatch(
      /^LICENCE_RECEIPT_SECRET must be set/,
    );
    expect(problemsOf({ LICENCE_VERIFIER: 'hmac', LICENCE_RECEIPT_SECRET: 'short' })[0]).toMatch(
      /^LICENCE_RECEIPT_SECRET must be at least 16 characters/,
    );
    expect(problemsOf({ LICENCE_VERIFIER: 'store' })[0]).toMatch(/^LICENCE_VERIFIER /);
  });

  it('never puts a secret in a configuration problem', () => {
    const problems = problemsOf({ ...STRIPE, STRIPE_PRICE_PRO_5: '', STRIPE_API_URL: 'nope' });
    expect(problems.join(' ')).not.toMatch(/sk_test_123|whsec_abc/);
  });
});

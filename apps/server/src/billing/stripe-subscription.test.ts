import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { StripeSettings } from '../billing-config.js';
import { priceOfPlan, planOfPrice } from './plan-prices.js';
import { subscriptionStateOf } from './stripe-subscription.js';

const settings: StripeSettings = {
  secretKey: 'sk_test',
  webhookSecrets: ['whsec_test'],
  prices: {
    'pro-1': 'price_a',
    'pro-2': 'price_b',
    'pro-3': 'price_c',
    'pro-4': 'price_d',
    'pro-5': 'price_e',
  },
};

const subscription = (over: Record<string, unknown> = {}, item: Record<string, unknown> = {}) =>
  ({
    id: 'sub_1',
    object: 'subscription',
    customer: 'cus_1',
    status: 'active',
    cancel_at_period_end: false,
    ended_at: null,
    metadata: {},
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          price: { id: 'price_c' },
          quantity: 1,
          current_period_end: 2_000_000_000,
          ...item,
        },
      ],
    },
    ...over,
  }) as unknown as Stripe.Subscription;

describe('plans and prices (sync-and-security-notes §3 item 8)', () => {
  it('maps an allowlisted plan to its configured price, and a price back to its plan', () => {
    expect(priceOfPlan(settings, 'pro-4')).toBe('price_d');
    expect(priceOfPlan(settings, 'price_d')).toBeUndefined();
    expect(planOfPrice(settings, 'price_b')?.id).toBe('pro-2');
    expect(planOfPrice(settings, 'price_other')).toBeUndefined();
    expect(planOfPrice(settings, undefined)).toBeUndefined();
  });
});

describe('a subscription as read from Stripe', () => {
  it("takes the plan from the first item's price and the period's end from the item", () => {
    expect(subscriptionStateOf(subscription(), settings)).toEqual({
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
      planId: 'pro-3',
      status: 'active',
      venues: 3,
      currentPeriodEnd: new Date(2_000_000_000_000),
      cancelAtPeriodEnd: false,
      endedAt: null,
    });
  });

  it('reads the period end from the subscription itself in older API versions', () => {
    const state = subscriptionStateOf(
      subscription({ current_period_end: 1_900_000_000 }),
      settings,
    );
    expect(state.currentPeriodEnd).toEqual(new Date(1_900_000_000_000));
  });

  it('counts no venues for a price that is not a configured plan', () => {
    const state = subscriptionStateOf(subscription({}, { price: { id: 'price_x' } }), settings);
    expect(state).toMatchObject({ planId: null, venues: 0 });
  });

  it('keeps an expanded customer as its id, the end of a cancelled one and the item quantity', () => {
    const state = subscriptionStateOf(
      subscription(
        { customer: { id: 'cus_2' }, status: 'canceled', ended_at: 1_800_000_000 },
        { price: { id: 'price_a' }, quantity: 2 },
      ),
      settings,
    );
    expect(state).toMatchObject({
      customerId: 'cus_2',
      status: 'canceled',
      venues: 2,
      endedAt: new Date(1_800_000_000_000),
    });
  });
});

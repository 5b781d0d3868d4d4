import { describe, expect, it } from 'vitest';
import { parseStripeForm } from './form-body.js';

describe("the local Stripe's form bodies", () => {
  it('nests bracket keys into objects and indexed keys into arrays', () => {
    const body = parseStripeForm(
      'mode=subscription&metadata[userId]=u%201&line_items[0][price]=price_1&line_items[0][quantity]=1' +
        '&subscription_data[metadata][planId]=pro-1&expand[]=a&expand[]=b',
    );
    expect(body).toEqual({
      mode: 'subscription',
      metadata: { userId: 'u 1' },
      line_items: [{ price: 'price_1', quantity: '1' }],
      subscription_data: { metadata: { planId: 'pro-1' } },
      expand: ['a', 'b'],
    });
  });

  it('reads percent-encoded brackets too', () => {
    expect(parseStripeForm('metadata%5BuserId%5D=u1')).toEqual({ metadata: { userId: 'u1' } });
  });
});

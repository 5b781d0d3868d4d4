import { PRO_PLANS } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { useTestApp } from '../../test-support/test-app.js';

/**
 * Without payment keys or a licence verifier (the default, README "Payments"): the state says
 * payments are not configured; checkout, portal, cancel, redeem and the webhook answer 409
 * ERR_PAYMENTS_OFF after checking their body; nothing fails.
 */
describe.each(testDatabaseKinds)('payments off on $name', (kind) => {
  const t = useTestApp(kind);
  const post = async (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: await t.auth('cook'), payload });

  it('answers paymentsConfigured: false with the plans and no subscription', async () => {
    const res = await t.app.inject({ url: '/api/subscription', headers: await t.auth('cook') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      paymentsConfigured: false,
      plans: PRO_PLANS,
      subscription: null,
      licences: [],
      allowedVenueCount: 0,
    });
  });

  it('answers checkout, portal, cancel and redeem with 409 ERR_PAYMENTS_OFF', async () => {
    const calls: [string, object][] = [
      ['/api/subscription/checkout', { planId: 'pro-1' }],
      ['/api/subscription/portal', {}],
      ['/api/subscription/cancel', { feedback: 'Too early to tell' }],
      [
        '/api/licences/redeem',
        { source: 'test', productId: 'larder.pro.venues.1', receipt: 'e30.c2ln' },
      ],
    ];
    for (const [url, payload] of calls) {
      const res = await post(url, payload);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().error, url).toBe('ERR_PAYMENTS_OFF');
    }
  });

  it('checks the body first: a bad plan is still 400', async () => {
    const res = await post('/api/subscription/checkout', { planId: 'pro-0' });
    expect(res.statusCode).toBe(400);
  });

  it('answers the webhook with 409 ERR_PAYMENTS_OFF', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{"id":"evt_1"}',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('ERR_PAYMENTS_OFF');
  });
});

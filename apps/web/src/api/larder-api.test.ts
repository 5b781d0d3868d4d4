import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { setTokenProvider } from './api-client';
import { ApiError, PAYMENTS_OFF } from './api-errors';
import {
  cancelSubscription,
  fetchSubscription,
  openBillingPortal,
  redeemLicence,
  startCheckout,
} from './larder-api';

beforeEach(() => setTokenProvider(async () => 'tok-1'));
afterEach(() => vi.unstubAllGlobals());

const answer = {
  paymentsConfigured: true,
  plans: [],
  subscription: null,
  licences: [],
  allowedVenueCount: 0,
};

describe('subscription calls (product spec §7: checkout, billing portal, cancel subscription)', () => {
  it('reads the subscription, and opens checkout and the billing portal with the body the server takes', async () => {
    const calls = mockFetch(({ url }) => ({
      body: url === '/api/subscription' ? answer : { url: 'https://pay.example/x' },
    }));
    await expect(fetchSubscription()).resolves.toEqual(answer);
    await expect(startCheckout('pro-2')).resolves.toEqual({ url: 'https://pay.example/x' });
    await openBillingPortal();
    expect(calls.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['GET', '/api/subscription', undefined],
      ['POST', '/api/subscription/checkout', { planId: 'pro-2' }],
      ['POST', '/api/subscription/portal', {}],
    ]);
  });

  it('cancels with the feedback when there is some, and an empty body otherwise', async () => {
    const calls = mockFetch(() => ({ body: answer }));
    await cancelSubscription('Too dear for one venue');
    await cancelSubscription();
    expect(calls.map((c) => c.body)).toEqual([{ feedback: 'Too dear for one venue' }, {}]);
    expect(calls[0]?.url).toBe('/api/subscription/cancel');
  });

  it('redeems a store licence with its store, product and receipt', async () => {
    const calls = mockFetch(() => ({ body: answer }));
    const body = { source: 'test', productId: 'larder.pro.venues.2', receipt: 'r-1' } as const;
    await redeemLicence(body);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/licences/redeem', body });
  });

  it("says 'Payments are not configured on this server.' for ERR_PAYMENTS_OFF", async () => {
    mockFetch(() => ({
      status: 409,
      body: { error: 'ERR_PAYMENTS_OFF', message: 'No payment keys (any English)' },
    }));
    const error = await startCheckout('pro-1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'ERR_PAYMENTS_OFF', message: PAYMENTS_OFF });
    expect(PAYMENTS_OFF).toBe('Payments are not configured on this server.');
  });

  it('names the field of a licence the store did not confirm or that was already redeemed', async () => {
    mockFetch(() => ({
      status: 409,
      body: {
        error: 'ERR_CONFLICT',
        message: 'taken',
        issue: { reason: 'licence-taken', path: 'receipt' },
      },
    }));
    const error = await redeemLicence({ source: 'test', productId: 'p', receipt: 'r' }).catch(
      (e: unknown) => e as ApiError,
    );
    expect(error).toMatchObject({ status: 409, field: 'receipt' });
    expect((error as ApiError).message).toBe(
      'This licence has already been redeemed, on this account or another one.',
    );
  });
});

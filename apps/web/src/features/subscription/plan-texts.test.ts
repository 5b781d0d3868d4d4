import { describe, expect, it } from 'vitest';
import { periodText, priceText, statusText } from './plan-texts';

const subscription = {
  planId: 'pro-1',
  status: 'active',
  venues: 1,
  currentPeriodEnd: '2027-11-27T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  active: true,
};

describe('plan texts (product spec §9 Pricing)', () => {
  it("shows a price with the currency symbol, '$' by default", () => {
    expect(priceText(79.99, '£')).toBe('£79.99');
    expect(priceText(399.95, '')).toBe('$399.95');
    expect(priceText(159.98, undefined)).toBe('$159.98');
  });

  it('says when a subscription renews, until when a cancelled one keeps Pro, and when one ended', () => {
    expect(periodText(subscription)).toBe('Renews on 27 November 2027');
    expect(periodText({ ...subscription, cancelAtPeriodEnd: true })).toBe(
      'Ends on 27 November 2027',
    );
    expect(periodText({ ...subscription, status: 'canceled', active: false })).toBe(
      'Ended on 27 November 2027',
    );
  });

  it("names the provider's states in the screen's words", () => {
    expect(statusText(subscription)).toBe('Active');
    expect(statusText({ ...subscription, cancelAtPeriodEnd: true })).toBe(
      'Cancelled: it will not renew',
    );
    expect(statusText({ ...subscription, status: 'past_due' })).toBe(
      'Payment overdue: update your card in Manage billing',
    );
    expect(statusText({ ...subscription, status: 'canceled', active: false })).toBe('Cancelled');
  });
});

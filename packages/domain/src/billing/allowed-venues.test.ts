import { describe, expect, it } from 'vitest';
import { isVenuePro } from '../venues/venue-pro';
import { allowedVenueCount, subscriptionCovers, type SubscriptionFacts } from './allowed-venues';

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 27);
const sub = (over: Partial<SubscriptionFacts> = {}): SubscriptionFacts => ({
  status: 'active',
  venues: 2,
  currentPeriodEnd: now + 30 * DAY,
  ...over,
});

describe('allowed venue count (product spec §4 Pro status)', () => {
  it('is the subscription venues plus the redeemed packs', () => {
    expect(allowedVenueCount(sub(), [1, 5], now)).toBe(8);
    expect(allowedVenueCount(null, [3], now)).toBe(3);
    expect(allowedVenueCount(null, [], now)).toBe(0);
  });

  it('keeps a cancelled or unpaid subscription until its period ends, then drops it', () => {
    for (const status of ['active', 'past_due', 'unpaid', 'canceled']) {
      expect(subscriptionCovers(sub({ status }), now)).toBe(true);
      expect(subscriptionCovers(sub({ status, currentPeriodEnd: now }), now)).toBe(false);
    }
  });

  it('never counts a subscription whose first payment did not complete', () => {
    expect(allowedVenueCount(sub({ status: 'incomplete' }), [], now)).toBe(0);
    expect(allowedVenueCount(sub({ status: 'incomplete_expired' }), [], now)).toBe(0);
  });

  it('stops at the end of a subscription cancelled at once', () => {
    expect(subscriptionCovers(sub({ status: 'canceled', endedAt: now - 1 }), now)).toBe(false);
  });

  it('makes the first venues by position Pro, deleted venues not counted', () => {
    const venues = [
      { id: 'a', deleted: true },
      { id: 'b' },
      { id: 'c' },
      { id: 'd', deleted: true },
      { id: 'e' },
    ];
    const allowed = allowedVenueCount(sub({ venues: 1 }), [1], now);
    expect(venues.map((v) => isVenuePro(venues, v.id, allowed))).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });
});

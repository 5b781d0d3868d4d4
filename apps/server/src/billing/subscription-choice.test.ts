import { describe, expect, it } from 'vitest';
import { keepsIncoming } from './subscription-choice.js';

const now = Date.UTC(2026, 10, 27);
const DAY = 86_400_000;
const sub = (id: string, status: string, endsInDays: number) => ({
  subscriptionId: id,
  status,
  venues: 1,
  currentPeriodEnd: now + endsInDays * DAY,
  endedAt: null,
});

describe('which subscription a user record keeps', () => {
  it('always updates the same subscription, even to an ended state', () => {
    expect(keepsIncoming(sub('a', 'active', 30), sub('a', 'canceled', -1), now)).toBe(true);
    expect(keepsIncoming(null, sub('a', 'active', 30), now)).toBe(true);
  });

  it('keeps the one that covers today over one that does not', () => {
    expect(keepsIncoming(sub('new', 'active', 365), sub('old', 'canceled', -10), now)).toBe(false);
    expect(keepsIncoming(sub('old', 'canceled', -10), sub('new', 'active', 365), now)).toBe(true);
  });

  it('between two that both cover today, keeps the later end', () => {
    expect(keepsIncoming(sub('a', 'active', 100), sub('b', 'active', 300), now)).toBe(true);
    expect(keepsIncoming(sub('a', 'active', 300), sub('b', 'past_due', 100), now)).toBe(false);
  });
});

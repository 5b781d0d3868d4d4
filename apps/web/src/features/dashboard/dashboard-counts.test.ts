import { describe, expect, it } from 'vitest';
import { localDay } from '../../components/catalogue/local-day';
import { firstDayOfLast } from './dashboard-counts';

describe('firstDayOfLast (the dashboard\u2019s wastage of the last 30 days)', () => {
  it('counts back in the days of the device, as wastage entries are dated', () => {
    const now = new Date(2026, 10, 24, 23, 30).getTime();
    expect(firstDayOfLast(30, now)).toBe('2026-10-26');
    expect(firstDayOfLast(1, now)).toBe(localDay(now));
  });

  it('crosses a month and a year', () => {
    expect(firstDayOfLast(30, new Date(2026, 0, 10, 0, 15).getTime())).toBe('2025-12-12');
  });
});

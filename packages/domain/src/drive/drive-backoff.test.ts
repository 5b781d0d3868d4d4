import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DRIVE_BACKOFF_BASE_MS, DRIVE_BACKOFF_MAX_MS, driveBackoffMs } from './drive-backoff';

describe('driveBackoffMs (the mirror backs off on its own, sync-and-security-notes §1.8, §2)', () => {
  it('takes Retry-After when it was readable, whatever the attempt', () => {
    expect(driveBackoffMs(0, 7000, () => 0.5)).toBe(7000);
    expect(driveBackoffMs(5, 0, () => 0.5)).toBe(0);
  });

  it('never waits longer than 30 minutes, even when Retry-After asks more', () => {
    expect(driveBackoffMs(0, 24 * 3600_000, () => 0)).toBe(DRIVE_BACKOFF_MAX_MS);
    expect(DRIVE_BACKOFF_MAX_MS).toBe(1_800_000);
  });

  it('without Retry-After: exponential from 30 s, jitter over the upper half', () => {
    expect(DRIVE_BACKOFF_BASE_MS).toBe(30_000);
    expect(driveBackoffMs(0, null, () => 0)).toBe(15_000);
    expect(driveBackoffMs(0, null, () => 0.999999)).toBeCloseTo(30_000, -1);
    expect(driveBackoffMs(1, null, () => 0)).toBe(30_000);
    expect(driveBackoffMs(2, null, () => 0)).toBe(60_000);
    expect(driveBackoffMs(30, null, () => 0)).toBe(DRIVE_BACKOFF_MAX_MS / 2);
  });

  it('stays within [ceiling/2, ceiling] and grows with the attempt (property)', () => {
    fc.assert(
      fc.property(fc.nat(40), fc.double({ min: 0, max: 0.999, noNaN: true }), (attempt, r) => {
        const wait = driveBackoffMs(attempt, null, () => r);
        const ceiling = Math.min(DRIVE_BACKOFF_BASE_MS * 2 ** Math.min(attempt, 20), 1_800_000);
        expect(wait).toBeGreaterThanOrEqual(ceiling / 2);
        expect(wait).toBeLessThanOrEqual(ceiling);
        expect(driveBackoffMs(attempt + 1, null, () => 0)).toBeGreaterThanOrEqual(
          driveBackoffMs(attempt, null, () => 0),
        );
      }),
    );
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { clockOffset, clockOffsetStore, serverNow, setClockOffset } from './clock';

afterEach(() => clockOffsetStore.reset());

describe('clock offset from /api/count', () => {
  it('is the server timestamp minus the local time at the response', () => {
    expect(clockOffset(1_700_000_005_000, 1_700_000_000_000)).toBe(5000);
    expect(clockOffset(1_700_000_000_000, 1_700_000_002_500)).toBe(-2500);
    expect(clockOffset(42, 42)).toBe(0);
  });

  it('is 0 for an answer without a usable timestamp', () => {
    expect(clockOffset(Number.NaN, 1000)).toBe(0);
  });

  it('gives the server time from the local clock', () => {
    setClockOffset(-1500);
    expect(serverNow(10_000)).toBe(8500);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TARGET_FOOD_COST_PERCENT,
  PRICE_ENDINGS,
  roundToPriceEnding,
  type PriceEnding,
} from './price-ending';

describe('roundToPriceEnding (operations-model §7, §10)', () => {
  it("10.33 with '.95' gives 10.95 (§10)", () => {
    expect(roundToPriceEnding(10.33, '.95')).toBe(10.95);
  });

  it("10.96 with '.95' gives 11.95 (§10)", () => {
    expect(roundToPriceEnding(10.96, '.95')).toBe(11.95);
  });

  it("10.33 with '.00' gives 11.00 and with '.50' gives 10.50 (§10)", () => {
    expect(roundToPriceEnding(10.33, '.00')).toBe(11);
    expect(roundToPriceEnding(10.33, '.50')).toBe(10.5);
  });

  it("'.99' rounds up to the next .99: 10.33 gives 10.99, 10.995 gives 11.99", () => {
    expect(roundToPriceEnding(10.33, '.99')).toBe(10.99);
    expect(roundToPriceEnding(10.995, '.99')).toBe(11.99);
  });

  it('a price already on its ending stays (rounding is up, not a step further)', () => {
    expect(roundToPriceEnding(10.95, '.95')).toBe(10.95);
    expect(roundToPriceEnding(11, '.00')).toBe(11);
    expect(roundToPriceEnding(10.5, '.50')).toBe(10.5);
    expect(roundToPriceEnding(10.99, '.99')).toBe(10.99);
  });

  it('floating-point noise never adds a step: 3.45 / 0.3 is 11.500000000000002 and gives 11.50', () => {
    expect(3.45 / 0.3).toBeGreaterThan(11.5);
    expect(roundToPriceEnding(3.45 / 0.3, '.50')).toBe(11.5);
    expect((0.1 + 0.2) * 10).toBeGreaterThan(3);
    expect(roundToPriceEnding((0.1 + 0.2) * 10, '.00')).toBe(3);
    expect(roundToPriceEnding(10.95 + 1e-12, '.95')).toBe(10.95);
  });

  it('a real fraction of a cent above the ending still goes to the next price', () => {
    expect(roundToPriceEnding(10.951, '.95')).toBe(11.95);
    expect(roundToPriceEnding(10.001, '.00')).toBe(11);
  });

  it('never below the ending itself: 0 gives 0.00, 0.95, 0.50, 0.99', () => {
    expect(PRICE_ENDINGS.map((e) => roundToPriceEnding(0, e))).toEqual([0, 0.5, 0.95, 0.99]);
  });

  it('the venue target defaults to 30 percent and the endings are .00/.50/.95/.99 (§7)', () => {
    expect(DEFAULT_TARGET_FOOD_COST_PERCENT).toBe(30);
    expect(PRICE_ENDINGS).toEqual(['.00', '.50', '.95', '.99']);
  });

  it('law: the result ends in its ending, is at least the amount, and the price one unit lower is below it', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100_000, noNaN: true, noDefaultInfinity: true }),
        fc.constantFrom<PriceEnding>(...PRICE_ENDINGS),
        (raw, ending) => {
          const price = roundToPriceEnding(raw, ending);
          const cents = Math.round(price * 100);
          expect(Math.abs(price * 100 - cents)).toBeLessThan(1e-6);
          expect(String(cents % 100).padStart(2, '0')).toBe(ending.slice(1));
          expect(price).toBeGreaterThanOrEqual(raw - 1e-9 * Math.max(1, raw));
          if (price >= 1) expect(price - 1).toBeLessThan(raw);
        },
      ),
    );
  });
});

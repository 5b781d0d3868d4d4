import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { orderUnits } from './order-units';

const refusal = (fn: () => unknown): DomainError => {
  try {
    fn();
  } catch (e) {
    if (e instanceof DomainError) return e;
    throw e;
  }
  throw new Error('not refused');
};

describe('orderUnits (operations-model §3, §10)', () => {
  it('rounds up to whole cases: 30 cans needed in cases of 12 order 3 (§10)', () => {
    expect(orderUnits({ need: 30, par: 0, onHand: 0, unitSize: 12 })).toBe(3);
  });

  it('24 cans in cases of 12 order 2, not 3 (§10)', () => {
    expect(orderUnits({ need: 24, par: 0, onHand: 0, unitSize: 12 })).toBe(2);
  });

  it('works in base units: 30 cans of 400 g (12000 g) in cases of 4800 g order 3', () => {
    expect(orderUnits({ need: 12_000, par: 0, onHand: 0, unitSize: 4800 })).toBe(3);
  });

  it('orders need + par - on hand (§3): 10 + 5 - 3 = 12 in units of 4 order 3', () => {
    expect(orderUnits({ need: 10, par: 5, onHand: 3, unitSize: 4 })).toBe(3);
  });

  it('orders nothing when stock covers need and par: max(0, ...) (§3)', () => {
    expect(orderUnits({ need: 10, par: 5, onHand: 20, unitSize: 4 })).toBe(0);
    expect(orderUnits({ need: 0, par: 0, onHand: 0, unitSize: 4 })).toBe(0);
  });

  it('floating-point noise never adds a unit: 0.1 + 0.2 in units of 0.1 order 3 (§10)', () => {
    expect(0.1 + 0.2).toBeGreaterThan(0.3);
    expect(orderUnits({ need: 0.1 + 0.2, par: 0, onHand: 0, unitSize: 0.1 })).toBe(3);
    expect(orderUnits({ need: 0.1 * 3, par: 0, onHand: 0, unitSize: 0.3 })).toBe(1);
    expect(orderUnits({ need: 1.1 + 2.2, par: 0, onHand: 0, unitSize: 1.1 })).toBe(3);
  });

  it('a real fraction above a whole unit still orders the next unit', () => {
    expect(orderUnits({ need: 4800.001, par: 0, onHand: 0, unitSize: 4800 })).toBe(2);
  });

  it('refuses a unit size of 0 or less, naming the field', () => {
    const e = refusal(() => orderUnits({ need: 1, par: 0, onHand: 0, unitSize: 0 }));
    expect(e.issue).toMatchObject({
      reason: 'field-too-small',
      path: 'unitSize',
      params: { above: 0 },
    });
    expect(refusal(() => orderUnits({ need: 1, par: 0, onHand: 0, unitSize: -4 })).issue.path).toBe(
      'unitSize',
    );
  });

  it('refuses an input that is not a finite number, naming the field', () => {
    expect(
      refusal(() => orderUnits({ need: Number.NaN, par: 0, onHand: 0, unitSize: 1 })).issue,
    ).toMatchObject({ reason: 'field-type', path: 'need' });
    expect(
      refusal(() => orderUnits({ need: 1, par: 0, onHand: Infinity, unitSize: 1 })).issue.path,
    ).toBe('onHand');
    expect(
      refusal(() => orderUnits({ need: 1, par: 0, onHand: 0, unitSize: Infinity })).issue.path,
    ).toBe('unitSize');
  });

  it('law: whole cans in cases order exactly ceil(cans / case size)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 48 }),
        fc.integer({ min: 1, max: 2000 }),
        (cans, perCase, canGrams) => {
          const units = orderUnits({
            need: cans * canGrams,
            par: 0,
            onHand: 0,
            unitSize: perCase * canGrams,
          });
          expect(units).toBe(Math.ceil(cans / perCase));
        },
      ),
    );
  });

  it('law: m steps of a decimal amount, summed, order exactly m units of that amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.constantFrom(0.1, 0.2, 0.3, 0.7, 1.1, 2.35, 0.05),
        (m, step) => {
          let need = 0;
          for (let i = 0; i < m; i++) need += step;
          expect(orderUnits({ need, par: 0, onHand: 0, unitSize: step })).toBe(m);
        },
      ),
    );
  });

  const amount = fc.double({ min: 0, max: 1e6, noNaN: true, noDefaultInfinity: true });

  it('law: an order never covers less than need + par - on hand (to a billionth)', () => {
    fc.assert(
      fc.property(
        amount,
        amount,
        amount,
        fc.double({ min: 1e-3, max: 1e5, noNaN: true, noDefaultInfinity: true }),
        (need, par, onHand, unitSize) => {
          const units = orderUnits({ need, par, onHand, unitSize });
          const shortfall = need + par - onHand;
          expect(Number.isInteger(units) && units >= 0).toBe(true);
          expect(units * unitSize).toBeGreaterThanOrEqual(
            shortfall - 1e-9 * Math.max(unitSize, shortfall),
          );
          // ... and never a whole unit more than that.
          if (units > 0) expect((units - 1) * unitSize).toBeLessThan(shortfall);
        },
      ),
    );
  });
});

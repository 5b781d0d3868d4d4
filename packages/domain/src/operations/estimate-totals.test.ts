import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { estimateTotals, type EstimateTotalsInput } from './estimate-totals';

const refusal = (input: EstimateTotalsInput): DomainError => {
  try {
    estimateTotals(input);
  } catch (e) {
    if (e instanceof DomainError) return e;
    throw e;
  }
  throw new Error('not refused');
};

/** 40 mains at 25.00 (cost 7.50) and 40 desserts at 8.00 (cost 2.00), staff 300, hire 100. */
const wedding: EstimateTotalsInput = {
  lines: [
    { qty: 40, unitPrice: 25, unitCost: 7.5 },
    { qty: 40, unitPrice: 8, unitCost: 2 },
  ],
  extras: [{ amount: 300 }, { amount: 100 }],
  discount: { kind: 'percent', value: 10 },
  taxPercent: 10,
};

describe('estimateTotals (operations-model §6, §10)', () => {
  it('worked example: 10 % off 1720.00 with 10 % tax', () => {
    const t = estimateTotals(wedding);
    expect(t.cost).toBeCloseTo(380, 10); // 40 x 7.5 + 40 x 2
    expect(t.subtotal).toBeCloseTo(1720, 10); // 1000 + 320 + 300 + 100
    expect(t.discount).toBeCloseTo(172, 10); // 1720 x 10 / 100
    expect(t.net).toBeCloseTo(1548, 10);
    expect(t.tax).toBeCloseTo(154.8, 10);
    expect(t.gross).toBeCloseTo(1702.8, 10);
    expect(t.margin).toBeCloseTo(1168, 10); // net - cost
    // cost against the food's own price: 380 / (1548 - 400) x 100
    expect(t.foodCostPercent).toBeCloseTo((380 / 1148) * 100, 10);
  });

  it('an amount discount is taken as it is', () => {
    const t = estimateTotals({ ...wedding, discount: { kind: 'amount', value: 120 } });
    expect(t.discount).toBe(120);
    expect(t.net).toBeCloseTo(1600, 10);
    expect(t.foodCostPercent).toBeCloseTo((380 / 1200) * 100, 10);
  });

  it('a line without a cost leaves cost, margin and food cost percent null, never 0', () => {
    const t = estimateTotals({
      ...wedding,
      lines: [...wedding.lines, { qty: 10, unitPrice: 4, unitCost: null }],
    });
    expect(t.cost).toBeNull();
    expect(t.margin).toBeNull();
    expect(t.foodCostPercent).toBeNull();
    expect(t.subtotal).toBeCloseTo(1760, 10);
  });

  it('food cost percent is null when net - extras is 0', () => {
    const t = estimateTotals({
      lines: [{ qty: 10, unitPrice: 10, unitCost: 3 }],
      extras: [{ amount: 50 }],
      discount: { kind: 'amount', value: 100 },
      taxPercent: 0,
    });
    expect(t.net).toBe(50);
    expect(t.foodCostPercent).toBeNull();
    expect(t.margin).toBe(20);
  });

  it('no lines and no discount: zero totals, cost 0 (nothing is missing)', () => {
    const t = estimateTotals({
      lines: [],
      extras: [],
      discount: { kind: 'amount', value: 0 },
      taxPercent: 15,
    });
    expect(t).toEqual({
      cost: 0,
      subtotal: 0,
      discount: 0,
      net: 0,
      tax: 0,
      gross: 0,
      margin: 0,
      foodCostPercent: null,
    });
  });

  it('refuses a discount amount above the subtotal, naming the field', () => {
    expect(
      refusal({ ...wedding, discount: { kind: 'amount', value: 1720.01 } }).issue,
    ).toMatchObject({ reason: 'field-too-large', path: 'discount', params: { maximum: 1720 } });
    expect(estimateTotals({ ...wedding, discount: { kind: 'amount', value: 1720 } }).net).toBe(0);
  });

  it('refuses a percent discount above 100', () => {
    expect(refusal({ ...wedding, discount: { kind: 'percent', value: 101 } }).issue).toMatchObject({
      reason: 'field-too-large',
      path: 'discount',
      params: { maximum: 100 },
    });
  });

  it('refuses a negative discount', () => {
    expect(refusal({ ...wedding, discount: { kind: 'amount', value: -5 } }).issue).toMatchObject({
      reason: 'field-too-small',
      path: 'discount',
      params: { minimum: 0 },
    });
  });

  it('refuses a negative tax', () => {
    expect(refusal({ ...wedding, taxPercent: -1 }).issue).toMatchObject({
      reason: 'field-too-small',
      path: 'taxPercent',
      params: { minimum: 0 },
    });
  });

  it('refuses a line figure that is not a number, naming the line', () => {
    const bad = {
      ...wedding,
      lines: [wedding.lines[0]!, { qty: Number.NaN, unitPrice: 1, unitCost: 1 }],
    };
    expect(refusal(bad).issue).toMatchObject({ reason: 'field-type', path: 'lines.1.qty' });
  });

  const money = fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100);
  const estimate = fc.record({
    lines: fc.array(
      fc.record({
        qty: fc.integer({ min: 0, max: 500 }),
        unitPrice: money,
        unitCost: fc.option(money, { nil: null }),
      }),
      { maxLength: 8 },
    ),
    extras: fc.array(fc.record({ amount: money }), { maxLength: 3 }),
    percent: fc.integer({ min: 0, max: 100 }),
    taxPercent: fc.integer({ min: 0, max: 30 }),
  });

  it('law: gross = net x (1 + tax / 100); margin + cost = net; cost null iff a cost is missing', () => {
    fc.assert(
      fc.property(estimate, ({ lines, extras, percent, taxPercent }) => {
        const t = estimateTotals({
          lines,
          extras,
          discount: { kind: 'percent', value: percent },
          taxPercent,
        });
        expect(t.gross).toBeCloseTo(t.net * (1 + taxPercent / 100), 6);
        expect(t.net).toBeCloseTo(t.subtotal * (1 - percent / 100), 6);
        expect(t.cost === null).toBe(lines.some((l) => l.unitCost === null));
        if (t.cost !== null) expect((t.margin as number) + t.cost).toBeCloseTo(t.net, 6);
        for (const v of Object.values(t)) expect(v === null || Number.isFinite(v)).toBe(true);
      }),
    );
  });
});

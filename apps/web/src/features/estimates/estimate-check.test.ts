import { describe, expect, it } from 'vitest';
import { checkEstimate, estimateGross, totalsWithIssues } from './estimate-check';
import { recipeLookup, WEDDING_ESTIMATE } from './estimate-test-data';

const reasons = (issues: ReadonlyMap<string, { reason: string }>) =>
  Object.fromEntries([...issues].map(([path, issue]) => [path, issue.reason]));

describe('checkEstimate (operations-model §6, §10)', () => {
  it('prices the wedding: sale price and cost over 30% target, extras, 10% discount, 10% tax', () => {
    const { lines, totals, issues } = checkEstimate(WEDDING_ESTIMATE, recipeLookup);
    expect(issues.size).toBe(0);
    expect(lines.map((l) => [l.name, l.unitPrice, l.unitCost])).toEqual([
      ['Custard', 6, 1.5],
      ['Tart', 2, 0.6],
    ]);
    expect(totals).toMatchObject({
      subtotal: 940,
      discount: 94,
      net: 846,
      margin: 678,
    });
    expect(totals?.cost).toBeCloseTo(168, 10);
    expect(totals?.tax).toBeCloseTo(84.6, 10);
    expect(totals?.gross).toBeCloseTo(930.6, 10);
    expect(totals?.foodCostPercent).toBeCloseTo((168 / 546) * 100, 10);
  });

  it('charges a price typed for a line instead of the priced one: tart at 2.50 is 200.00', () => {
    const lines = [WEDDING_ESTIMATE.lines[0]!, { ...WEDDING_ESTIMATE.lines[1]!, unitPrice: 2.5 }];
    const { totals } = checkEstimate({ ...WEDDING_ESTIMATE, lines }, recipeLookup);
    expect(totals?.subtotal).toBe(480 + 200 + 300);
  });

  it('has no totals while a line priced at its sale price has none, and names the line price', () => {
    const lines = [{ foodkey: 'TART', qty: 10, pricing: 'sale' as const }];
    const { totals, issues } = checkEstimate({ ...WEDDING_ESTIMATE, lines }, recipeLookup);
    expect(totals).toBeNull();
    expect(issues.get('lines.0.unitPrice')).toMatchObject({
      reason: 'price-missing',
      params: { pricing: 'sale' },
    });
  });

  it('keeps a missing cost missing: cost, margin and food cost are null, never 0', () => {
    const lines = [{ foodkey: 'SOUP', qty: 10, pricing: 'sale' as const }];
    const { totals, issues } = checkEstimate(
      { ...WEDDING_ESTIMATE, lines, discount: null },
      recipeLookup,
    );
    expect(issues.size).toBe(0);
    expect(totals).toMatchObject({
      cost: null,
      margin: null,
      foodCostPercent: null,
      subtotal: 340,
    });
  });

  it('names every refused figure at once: servings not a number, a discount above the subtotal, a negative tax', () => {
    const lines = [
      { foodkey: 'CUSTARD', qty: Number.NaN, pricing: 'sale' as const },
      { foodkey: 'TART', qty: 80, pricing: 'target' as const },
    ];
    const { totals, issues } = checkEstimate(
      {
        ...WEDDING_ESTIMATE,
        lines,
        discount: { kind: 'amount', value: 5000 },
        taxPercent: -5,
      },
      recipeLookup,
    );
    expect(totals).toBeNull();
    expect(reasons(issues)).toEqual({
      'lines.0.qty': 'field-type',
      discount: 'field-too-large',
      taxPercent: 'field-too-small',
    });
    // The discount is checked against the subtotal without the refused line: 160 + 300.
    expect(issues.get('discount')?.params).toEqual({ maximum: 460 });
  });

  it('refuses an empty title, a day that does not exist and a recipe that is gone', () => {
    const { issues } = checkEstimate(
      {
        ...WEDDING_ESTIMATE,
        title: ' ',
        date: '2026-02-30',
        lines: [{ foodkey: 'GONE', qty: 1, pricing: 'sale', unitPrice: 3 }],
      },
      recipeLookup,
    );
    expect(reasons(issues)).toEqual({
      title: 'field-required',
      date: 'field-format',
      'lines.0.foodkey': 'item-missing',
    });
  });

  it('shows a schema refusal of the discount and the totals refusal under one field', () => {
    const { issues } = checkEstimate(
      { ...WEDDING_ESTIMATE, discount: { kind: 'amount', value: -1 } },
      recipeLookup,
    );
    expect([...issues.keys()]).toEqual(['discount']);
  });
});

describe('totalsWithIssues', () => {
  it('gives the domain totals when nothing is refused', () => {
    const result = totalsWithIssues({
      lines: [{ qty: 2, unitPrice: 5, unitCost: 1 }],
      extras: [{ amount: 10 }],
      discount: { kind: 'amount', value: 0 },
      taxPercent: 0,
    });
    expect(result.issues).toEqual([]);
    expect(result.totals?.gross).toBe(20);
  });

  it('names an extra whose amount is not a number', () => {
    const result = totalsWithIssues({
      lines: [],
      extras: [{ amount: 10 }, { amount: Number.NaN }],
      discount: { kind: 'percent', value: 0 },
      taxPercent: 0,
    });
    expect(result.totals).toBeNull();
    expect(result.issues.map((i) => [i.path, i.reason])).toEqual([
      ['extras.1.amount', 'field-type'],
    ]);
  });
});

describe('estimateGross', () => {
  it('is the gross total at today’s prices, or null when a price is missing', () => {
    expect(estimateGross(WEDDING_ESTIMATE, recipeLookup)).toBeCloseTo(930.6, 10);
    const lines = [{ foodkey: 'TART', qty: 1, pricing: 'sale' as const }];
    expect(estimateGross({ ...WEDDING_ESTIMATE, lines }, recipeLookup)).toBeNull();
  });
});

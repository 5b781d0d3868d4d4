import { describe, expect, it } from 'vitest';
import { salePriceIssue, taxPercentIssue } from './price-rules';

const brief = (i: ReturnType<typeof salePriceIssue>) =>
  i && { reason: i.reason, path: i.path, params: i.params };

describe('sale price and tax rules (operations-model §7)', () => {
  it('a sale price must be above 0: 0 and below are refused naming the field', () => {
    expect(salePriceIssue(0.01)).toBeNull();
    expect(salePriceIssue(12.5)).toBeNull();
    for (const price of [0, -0, -1]) {
      expect(brief(salePriceIssue(price))).toEqual({
        reason: 'field-too-small',
        path: 'saleprice',
        params: { above: 0 },
      });
    }
    expect(brief(salePriceIssue(Number.NaN, 'rows.2.saleprice'))).toEqual({
      reason: 'field-type',
      path: 'rows.2.saleprice',
      params: { expected: 'number' },
    });
  });

  it('a tax percent is 0 or more and below 100: 100 or more is refused', () => {
    expect(taxPercentIssue(0)).toBeNull();
    expect(taxPercentIssue(99.99)).toBeNull();
    expect(brief(taxPercentIssue(100))).toEqual({
      reason: 'field-too-large',
      path: 'taxpercent',
      params: { below: 100 },
    });
    expect(brief(taxPercentIssue(250))?.reason).toBe('field-too-large');
    expect(brief(taxPercentIssue(-5))).toEqual({
      reason: 'field-too-small',
      path: 'taxpercent',
      params: { minimum: 0 },
    });
    expect(brief(taxPercentIssue(Number.POSITIVE_INFINITY))?.reason).toBe('field-type');
  });
});

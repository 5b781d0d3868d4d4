import { describe, expect, it } from 'vitest';
import { parseRecord } from '../records/parse-record';
import { recipeSchema } from '../records/recipe';
import { DEFAULT_PRICING_SETTINGS } from './pricing-settings';
import { recipeSalePrice } from './recipe-sale-price';

const venue = { ...DEFAULT_PRICING_SETTINGS, taxPercent: 10, pricesIncludeTax: true };

describe("a recipe's sale price and tax (operations-model §7)", () => {
  it("takes the recipe's own tax when it has one, else the venue's", () => {
    expect(recipeSalePrice({ saleprice: 22, taxpercent: 15 }, venue)).toEqual({
      grossPrice: 22,
      taxPercent: 15,
    });
    expect(recipeSalePrice({ saleprice: 22, taxpercent: 0 }, venue)).toEqual({
      grossPrice: 22,
      taxPercent: 0,
    });
    expect(recipeSalePrice({ saleprice: 22 }, venue)).toEqual({ grossPrice: 22, taxPercent: 10 });
    expect(recipeSalePrice({ saleprice: 22, taxpercent: null }, venue)).toEqual({
      grossPrice: 22,
      taxPercent: 10,
    });
  });

  it('gives tax 0 when the venue prices do not include tax, whatever the recipe says', () => {
    const exclusive = { ...venue, pricesIncludeTax: false };
    expect(recipeSalePrice({ saleprice: 22, taxpercent: 15 }, exclusive)).toEqual({
      grossPrice: 22,
      taxPercent: 0,
    });
  });

  it('has no price for a sale price of 0, none, or one that is not a number', () => {
    for (const saleprice of [0, -5, null, undefined, Number.NaN, '12']) {
      expect(recipeSalePrice({ saleprice }, venue).grossPrice).toBeNull();
    }
  });

  it("ignores a recipe tax out of range and uses the venue's", () => {
    expect(recipeSalePrice({ saleprice: 10, taxpercent: 100 }, venue).taxPercent).toBe(10);
    expect(recipeSalePrice({ saleprice: 10, taxpercent: -2 }, venue).taxPercent).toBe(10);
  });

  it('stores the recipe tax as 0 or more and below 100, or none (issue: tax of 100 percent or more)', () => {
    const recipe = { type: 'recipe', foodkey: 'SOUP', name: 'Soup', saleprice: 12 };
    const issues = (taxpercent: unknown) => {
      const r = parseRecord(recipeSchema, { ...recipe, taxpercent });
      return r.ok ? [] : r.error.map((i) => ({ reason: i.reason, path: i.path, params: i.params }));
    };
    expect(issues(undefined)).toEqual([]);
    expect(issues(null)).toEqual([]);
    expect(issues(0)).toEqual([]);
    expect(issues(99.9)).toEqual([]);
    expect(issues(100)).toEqual([
      { reason: 'field-too-large', path: 'taxpercent', params: { below: 100 } },
    ]);
    expect(issues(-1)).toEqual([
      { reason: 'field-too-small', path: 'taxpercent', params: { minimum: 0 } },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { recalculateAll } from '../costing/recalculate-all';
import type { CatalogueItem } from '../records/item';
import { box, eggs, flour, milk, tomatoes, tomatoSauce } from '../testing/fixtures';
import { countLineFacts } from './count-line-facts';

/**
 * Costed: flour 0.0012 per g (25 kg bag at 30.00), tomatoes 0.01 per g (a case of 12 cans of
 * 400 g), eggs 0.30 each (50 g each), milk 0.0015 per mL, box 0.25 each, SAUCE (2 cans of
 * tomatoes + 200 g flour: 1000 g at 8.24, servings of 100 g) 0.00824 per g.
 */
const items = new Map(
  recalculateAll([
    flour(),
    tomatoes(),
    eggs(),
    milk(),
    box(),
    flour({ foodkey: 'FREE FLOUR', purchaseprice: null }),
    tomatoSauce({ name: 'SAUCE' }),
  ]).map((item): [string, CatalogueItem] => [item.foodkey, item]),
);
const facts = (foodkey: string, qty: number, unit: string) =>
  countLineFacts({ foodkey, qty, unit }, items.get(foodkey));

describe('countLineFacts (operations-model §4)', () => {
  it('line value = qty in base units x unit cost: 2 kg of flour is 2000 g x 0.0012 = 2.40 (§4)', () => {
    const line = facts('FLOUR', 2, 'kg');
    expect(line).toMatchObject({ baseQty: 2000, baseUnit: 'g', unitCost: 0.0012, issue: null });
    expect(line.value).toBeCloseTo(2.4, 12);
  });

  it('counts through package levels: 1 bag of flour is 25000 g (30.00); 3 cans of tomatoes 1200 g (12.00)', () => {
    expect(facts('FLOUR', 1, 'bag').baseQty).toBe(25_000);
    expect(facts('FLOUR', 1, 'bag').value).toBeCloseTo(30, 10);
    expect(facts('TOMATOES', 3, 'can')).toMatchObject({ baseQty: 1200, baseUnit: 'g' });
    expect(facts('TOMATOES', 3, 'can').value).toBeCloseTo(12, 10);
  });

  it("keeps the item's purchase dimension: eggs by the each, 1 kg of eggs is 20 each (6.00)", () => {
    expect(facts('EGGS', 12, 'each')).toMatchObject({
      baseQty: 12,
      baseUnit: 'each',
      unitCost: 0.3,
    });
    expect(facts('EGGS', 1, 'kg')).toMatchObject({ baseQty: 20, baseUnit: 'each', value: 6 });
    expect(facts('MILK', 500, 'mL')).toMatchObject({ baseQty: 500, baseUnit: 'mL' });
    expect(facts('MILK', 500, 'mL').value).toBeCloseTo(0.75, 12);
  });

  it('counts packaging by the each and recipes (prepared stock) by their batch weight (§4)', () => {
    expect(facts('BOX', 4, 'each')).toMatchObject({ baseQty: 4, baseUnit: 'each', value: 1 });
    expect(facts('SAUCE', 500, 'g')).toMatchObject({
      baseQty: 500,
      baseUnit: 'g',
      unitCost: 0.00824,
    });
    expect(facts('SAUCE', 500, 'g').value).toBeCloseTo(4.12, 12);
    expect(facts('SAUCE', 2, 'serving').baseQty).toBe(200);
    expect(facts('SAUCE', 1, 'each').baseQty).toBe(1000);
  });

  it('an item without a cost has a quantity but value null, never 0', () => {
    expect(facts('FREE FLOUR', 2, 'kg')).toEqual({
      baseQty: 2000,
      baseUnit: 'g',
      unitCost: null,
      value: null,
      issue: null,
    });
  });

  it("a unit the item cannot convert to is 'dimension-mismatch' on 'unit' (§4)", () => {
    for (const [foodkey, unit] of [
      ['FLOUR', 'each'],
      ['BOX', 'kg'],
      ['MILK', 'furlong'],
      ['FLOUR', ''],
    ] as const) {
      expect(facts(foodkey, 1, unit)).toEqual({
        baseQty: null,
        baseUnit: null,
        unitCost: null,
        value: null,
        issue: expect.objectContaining({ reason: 'dimension-mismatch', path: 'unit' }),
      });
    }
  });

  it("a negative count is 'field-too-small' on 'qty'; not a number 'field-type'", () => {
    expect(facts('FLOUR', -1, 'kg').issue).toMatchObject({
      reason: 'field-too-small',
      path: 'qty',
      params: { minimum: 0 },
    });
    expect(facts('FLOUR', Number.NaN, 'kg').issue).toMatchObject({
      reason: 'field-type',
      path: 'qty',
    });
    expect(facts('FLOUR', 0, 'kg')).toMatchObject({ baseQty: 0, value: 0, issue: null });
  });

  it("no item (or a deleted one) is 'item-missing' on 'foodkey'", () => {
    expect(countLineFacts({ foodkey: 'GONE', qty: 1, unit: 'kg' }, undefined).issue).toMatchObject({
      reason: 'item-missing',
      path: 'foodkey',
    });
    const deleted = { ...(items.get('FLOUR') as CatalogueItem), deleted: true };
    expect(countLineFacts({ foodkey: 'FLOUR', qty: 1, unit: 'kg' }, deleted).issue?.reason).toBe(
      'item-missing',
    );
  });
});

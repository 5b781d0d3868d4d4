import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Ingredient } from '../records/ingredient';
import type { PackagingItem } from '../records/packaging-item';
import type { Recipe } from '../records/recipe';
import { priceChanged, withPriceHistory } from './price-history-rule';

const MONDAY = '2026-11-23T09:00:00.000Z';
const MONDAY_LATER = '2026-11-23T17:30:00.000Z';
const TUESDAY = '2026-11-24T08:00:00.000Z';

// Tomatoes bought by the case: 1 case = 4 boxes, 1 box = 6 cans, 1 can = 400 g (9,600 g).
const tomatoes: Ingredient = {
  type: 'single',
  foodkey: 'TOMATOES',
  name: 'Tomatoes',
  purchaseprice: 48,
  purchaseqty: 1,
  purchaseunit: 'case',
  package_qty1: 4,
  package_unit1: 'box',
  package_qty2: 6,
  package_unit2: 'can',
  package_qty3: 400,
  package_unit3: 'g',
};
const prices = (item: { pricehistory?: unknown }) =>
  ((item.pricehistory ?? []) as { price: number; unit: string; date: unknown }[]).map((e) => [
    e.date,
    Number(e.price.toFixed(6)),
    e.unit,
  ]);

describe('the price history rule (product spec §4, costing-model §7)', () => {
  it('gives a new item its first entry, per g for an item bought by weight', () => {
    expect(prices(withPriceHistory(tomatoes, undefined, MONDAY))).toEqual([[MONDAY, 0.005, 'g']]);
  });

  it.each([
    ['the purchase price', { purchaseprice: 96 }, 0.01],
    ['the purchase quantity', { purchaseqty: 2 }, 0.0025],
    ['the level 1 package quantity', { package_qty1: 8 }, 0.0025],
    ['the level 2 package quantity', { package_qty2: 12 }, 0.0025],
    ['the level 3 package quantity', { package_qty3: 200 }, 0.01],
    ['the level 3 package unit', { package_qty3: 0.4, package_unit3: 'kg' }, 0.005],
  ])('writes the entry when %s changes', (_what, change, price) => {
    const before = withPriceHistory(tomatoes, undefined, MONDAY);
    const after = withPriceHistory({ ...before, ...change }, before, TUESDAY);
    expect(prices(after)).toEqual([
      [MONDAY, 0.005, 'g'],
      [TUESDAY, price, 'g'],
    ]);
  });

  it('writes nothing when the item is bought as before (a note or a category changed)', () => {
    const before = withPriceHistory(tomatoes, undefined, MONDAY);
    const after = withPriceHistory(
      { ...before, note: 'Italian', category: 'Cans' },
      before,
      TUESDAY,
    );
    expect(after.pricehistory).toEqual(before.pricehistory);
  });

  it('keeps one entry a day: a second change the same day replaces that day’s entry', () => {
    const before = withPriceHistory(tomatoes, undefined, MONDAY);
    const dearer = withPriceHistory({ ...before, purchaseprice: 96 }, before, MONDAY_LATER);
    expect(prices(dearer)).toEqual([[MONDAY_LATER, 0.01, 'g']]);
  });

  it('prices a packaging item by each', () => {
    const boxes: PackagingItem = {
      type: 'packaging',
      foodkey: 'BOX',
      name: 'Box',
      purchaseprice: 50,
      purchaseqty: 100,
    };
    expect(prices(withPriceHistory(boxes, undefined, MONDAY))).toEqual([[MONDAY, 0.5, 'each']]);
  });

  it('leaves recipes, deleted items and items without a computable cost as they are', () => {
    const bread: Recipe = { type: 'recipe', foodkey: 'BREAD', name: 'Bread', items: [] };
    expect(withPriceHistory(bread, undefined, MONDAY)).toBe(bread);
    const gone = { ...tomatoes, deleted: true };
    expect(withPriceHistory(gone, tomatoes, MONDAY)).toBe(gone);
    const unpriced = { ...tomatoes, purchaseprice: null };
    expect(withPriceHistory(unpriced, tomatoes, MONDAY).pricehistory).toBeUndefined();
  });

  it('keeps the history a new item comes with (a venue restored or imported)', () => {
    const restored = { ...tomatoes, pricehistory: [{ date: MONDAY, price: 0.004, unit: 'g' }] };
    expect(withPriceHistory(restored, undefined, TUESDAY)).toBe(restored);
  });

  it('treats an absent field and null alike', () => {
    expect(
      priceChanged({ ...tomatoes, package_qty3: null }, { ...tomatoes, package_qty3: undefined }),
    ).toBe(false);
  });

  it('applied again the same day, keeps at most one entry for the day (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: fc.integer({ min: 1, max: 500 }),
            hour: fc.integer({ min: 0, max: 23 }),
          }),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        (changes) => {
          let item: Ingredient = tomatoes;
          let previous: Ingredient | undefined;
          for (const { price, hour } of changes) {
            const at = `2026-11-23T${String(hour).padStart(2, '0')}:00:00.000Z`;
            const next = withPriceHistory({ ...item, purchaseprice: price }, previous, at);
            previous = next;
            item = next;
          }
          const days = (item.pricehistory ?? []).map((e) => String(e.date).slice(0, 10));
          expect(days).toEqual(['2026-11-23']);
          const last = changes.at(-1)!.price;
          expect(item.pricehistory![0]!.price).toBeCloseTo(last / 9600, 12);
        },
      ),
    );
  });
});

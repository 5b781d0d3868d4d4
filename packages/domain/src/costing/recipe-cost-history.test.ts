import { describe, expect, it } from 'vitest';
import type { CatalogueItem } from '../records/item';
import { box, eggs, flour, milk, recipe } from '../testing/fixtures';
import { recalculateAll } from './recalculate-all';
import { RECIPE_COST_HISTORY_UNIT, recipeCostHistory } from './recipe-cost-history';

// Flour now 0.0012 per g (30.00 for 25 kg); 0.001 per g from 2024-01-01.
const flourWithHistory = flour({
  pricehistory: [
    { date: '2024-02-01T10:00:00.000Z', price: 0.0012, unit: 'g' },
    { date: '2024-01-01T10:00:00.000Z', price: 0.001, unit: 'g' },
  ],
});
// Eggs now 0.30 each (9.00 for 30); 0.20 each from 2024-01-15.
const eggsWithHistory = eggs({
  pricehistory: [
    { date: '2024-01-15', price: 0.2, unit: 'each' },
    { date: '2024-03-01', price: 0.3, unit: 'each' },
  ],
});
const bread = recipe('BREAD', [{ name: 'FLOUR', type: 'single', qty_value: 500, qty_unit: 'g' }]);
const toast = recipe(
  'TOAST',
  [
    { name: 'BREAD', type: 'recipe', qty_value: 100, qty_unit: 'g' },
    { name: 'EGGS', type: 'single', qty_value: 2, qty_unit: 'each' },
  ],
  { packaging: [{ name: 'BOX', qty: 1 }] },
);
const items: CatalogueItem[] = recalculateAll([
  flourWithHistory,
  eggsWithHistory,
  milk(),
  box(),
  bread,
  toast,
]);

const prices = (foodkey: string, list = items) =>
  recipeCostHistory(list, foodkey).map((e) => [e.date, e.price]);

describe('recipeCostHistory (a recipe price history chart, product spec §4)', () => {
  it("is the batch cost on each day a line's price changed, oldest first, in unit 'batch'", () => {
    const history = recipeCostHistory(items, 'BREAD');
    expect(history.map((e) => e.unit)).toEqual(['batch', 'batch']);
    expect(RECIPE_COST_HISTORY_UNIT).toBe('batch');
    expect(history.map((e) => e.date)).toEqual(['2024-01-01', '2024-02-01']);
    expect(history[0]!.price).toBeCloseTo(0.5, 12);
    expect(history[1]!.price).toBeCloseTo(0.6, 12);
  });

  it('follows nested recipes and packaging; each item is at its price of that day', () => {
    const history = prices('TOAST');
    expect(history.map(([day]) => day)).toEqual([
      '2024-01-01',
      '2024-01-15',
      '2024-02-01',
      '2024-03-01',
    ]);
    // 100 g of bread (0.001 then 0.0012 per g), 2 eggs (0.20 before 2024-03-01, the first
    // known price before 2024-01-15), a box at 0.25.
    const expected = [0.1 + 0.4 + 0.25, 0.1 + 0.4 + 0.25, 0.12 + 0.4 + 0.25, 0.12 + 0.6 + 0.25];
    history.forEach(([, price], i) => expect(price).toBeCloseTo(expected[i]!, 12));
    // The last day is the cost now.
    const now = items.find((i) => i.foodkey === 'TOAST')!.eachcost;
    expect(history.at(-1)![1]).toBeCloseTo(now as number, 12);
  });

  it('keeps only the latest days asked for', () => {
    const history = recipeCostHistory(items, 'TOAST', undefined, 2);
    expect(history.map((e) => e.date)).toEqual(['2024-02-01', '2024-03-01']);
  });

  it("follows a part item to its parent's price history", () => {
    const salmon = {
      type: 'multiple' as const,
      foodkey: 'SALMON',
      name: 'Salmon',
      purchaseprice: 60,
      purchaseqty: 1,
      purchaseunit: 'each',
      map: {
        volume_value: 1,
        volume_unit: 'L',
        weight_value: 1,
        weight_unit: 'kg',
        each_value: 4000,
      },
      parts: [{ name: 'Fillet', size: 300, unit: 'g' }],
      pricehistory: [
        { date: '2024-01-01', price: 48, unit: 'each' },
        { date: '2024-02-01', price: 60, unit: 'each' },
      ],
    };
    const fillet = {
      type: 'part' as const,
      foodkey: 'SALMON, FILLET (PT)',
      name: 'Salmon, Fillet (pt)',
    };
    const dish = recipe('DISH', [
      { name: 'SALMON, FILLET (PT)', type: 'part', qty_value: 1, qty_unit: 'each' },
    ]);
    const history = prices('DISH', recalculateAll([salmon, fillet, dish]));
    expect(history.map(([day]) => day)).toEqual(['2024-01-01', '2024-02-01']);
    expect(history[0]![1]).toBeCloseTo(3.6, 12);
    expect(history[1]![1]).toBeCloseTo(4.5, 12);
  });

  it('is empty when nothing the recipe uses has a price history, or for no recipe', () => {
    const plain = recalculateAll([flour(), bread]);
    expect(recipeCostHistory(plain, 'BREAD')).toEqual([]);
    expect(recipeCostHistory(items, 'FLOUR')).toEqual([]);
    expect(recipeCostHistory(items, 'NOTHING')).toEqual([]);
  });

  it('a day the recipe has no cost gives no entry (an absent cost is null, not 0)', () => {
    const unpriced = recipe('MIXED', [
      { name: 'FLOUR', type: 'single', qty_value: 100, qty_unit: 'g' },
      { name: 'SALT', type: 'single', qty_value: 5, qty_unit: 'g' },
    ]);
    const list = recalculateAll([flourWithHistory, unpriced]);
    expect(recipeCostHistory(list, 'MIXED')).toEqual([]);
  });
});

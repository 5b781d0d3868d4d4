import { describe, expect, it } from 'vitest';
import { eggs, flour, milk, recipe } from '../testing/fixtures';
import { lastPriceRatio, recipeCostMoves } from './recipe-cost-moves';

// Flour now 0.0012 per g (30.00 for 25 kg); it was 0.001 per g before its last change.
const flourWithHistory = flour({
  pricehistory: [
    { date: '2024-02-01T10:00:00.000Z', price: 0.0012, unit: 'g' },
    { date: '2024-01-01T10:00:00.000Z', price: 0.001, unit: 'g' },
  ],
});
// Eggs now 0.30 each (9.00 for 30); they were 0.20 each.
const eggsWithHistory = eggs({
  pricehistory: [
    { date: '2023-12-01', price: 0.1, unit: 'each' },
    { date: '2024-01-01', price: 0.2, unit: 'each' },
    { date: '2024-03-01', price: 0.3, unit: 'each' },
  ],
});
const bread = recipe('BREAD', [{ name: 'FLOUR', type: 'single', qty_value: 500, qty_unit: 'g' }], {
  name: 'Bread',
});
const omelette = recipe('OMELETTE', [
  { name: 'EGGS', type: 'single', qty_value: 3, qty_unit: 'each' },
]);
const toast = recipe('TOAST', [{ name: 'BREAD', type: 'recipe', qty_value: 100, qty_unit: 'g' }]);
const latte = recipe('LATTE', [{ name: 'MILK', type: 'single', qty_value: 200, qty_unit: 'mL' }]);

describe('lastPriceRatio', () => {
  it('is the previous price over the latest, by date', () => {
    expect(lastPriceRatio(flourWithHistory.pricehistory)).toBeCloseTo(0.001 / 0.0012, 12);
    expect(lastPriceRatio(eggsWithHistory.pricehistory)).toBeCloseTo(0.2 / 0.3, 12);
  });

  it('is null without a usable change', () => {
    expect(lastPriceRatio(undefined)).toBeNull();
    expect(lastPriceRatio([{ date: '2024-01-01', price: 1, unit: 'g' }])).toBeNull();
    const twice = (a: number, b: number, unitB = 'g') => [
      { date: '2024-01-01', price: a, unit: 'g' },
      { date: '2024-01-02', price: b, unit: unitB },
    ];
    expect(lastPriceRatio(twice(1, 1))).toBeNull();
    expect(lastPriceRatio(twice(1, 2, 'mL'))).toBeNull();
    expect(lastPriceRatio(twice(1, 0))).toBeNull();
    expect(
      lastPriceRatio([
        { date: null, price: 1 },
        { date: '2024-01-01', price: 2 },
      ]),
    ).toBeNull();
  });
});

describe('recipeCostMoves', () => {
  const items = [flourWithHistory, eggsWithHistory, milk(), bread, omelette, toast, latte];

  it('ranks recipes by how much their cost moved with the last price changes', () => {
    const moves = recipeCostMoves(items);
    expect(moves.map((m) => m.foodkey)).toEqual(['OMELETTE', 'BREAD', 'TOAST']);
    const [omeletteMove, breadMove, toastMove] = moves;
    expect(omeletteMove!.before).toBeCloseTo(0.6, 10);
    expect(omeletteMove!.now).toBeCloseTo(0.9, 10);
    expect(omeletteMove!.percent).toBeCloseTo(50, 8);
    expect(breadMove).toMatchObject({ name: 'Bread' });
    expect(breadMove!.before).toBeCloseTo(0.5, 10);
    expect(breadMove!.change).toBeCloseTo(0.1, 10);
    expect(breadMove!.percent).toBeCloseTo(20, 8);
    // A nested recipe follows the recipe it uses.
    expect(toastMove!.percent).toBeCloseTo(20, 8);
    expect(toastMove!.change).toBeCloseTo(0.02, 10);
  });

  it('keeps at most `limit` recipes', () => {
    expect(recipeCostMoves(items, undefined, 1).map((m) => m.foodkey)).toEqual(['OMELETTE']);
  });

  it('is empty without price changes', () => {
    expect(recipeCostMoves([flour(), milk(), bread, latte])).toEqual([]);
    expect(recipeCostMoves([])).toEqual([]);
  });
});

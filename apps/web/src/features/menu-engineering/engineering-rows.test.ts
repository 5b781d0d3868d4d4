import { DEFAULT_PRICING_SETTINGS, type CatalogueItem, type ItemLookup } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { chartData, chartLabel } from './engineering-chart-data';
import { engineeringOf, salesDishes } from './engineering-rows';
import { dish, SIX_DISH_SALES, SIX_DISHES } from './engineering-test-data';
import { shareText } from './figure-text';

const lookupOf = (items: readonly CatalogueItem[]): ItemLookup => {
  const map = new Map(items.map((i) => [i.foodkey, i]));
  return (key) => map.get(key);
};
const keys = (items: readonly CatalogueItem[]) => items.map((i) => i.foodkey);

describe('menu engineering of a menu (operations-model §7)', () => {
  it('classifies the six dishes exactly as the hand-worked table says', () => {
    const result = engineeringOf(
      keys(SIX_DISHES),
      SIX_DISH_SALES,
      lookupOf(SIX_DISHES),
      DEFAULT_PRICING_SETTINGS,
    );
    expect(result.popularityThreshold).toBeCloseTo(0.7 / 6, 12);
    expect(result.profitThreshold).toBeCloseTo(9.42, 12);
    expect(result.totalUnits).toBe(1000);
    expect(
      result.rows.map((r) => [r.name, shareText(r.share), r.grossProfit, r.class, r.missing]),
    ).toEqual([
      ['Burger', '20.0%', 8, 'plowhorse', null],
      ['Steak', '15.0%', 18, 'star', null],
      ['Salad', '30.0%', 6, 'plowhorse', null],
      ['Fish', '4.0%', 16, 'puzzle', null],
      ['Soup', '6.0%', 3, 'dog', null],
      ['Pasta', '25.0%', 10, 'star', null],
    ]);
  });

  it('takes the net price without the tax the sale price includes (operations-model §10)', () => {
    const taxed = [dish('A', 'A', 4, 11), dish('B', 'B', 2, 5.5, { taxpercent: 0 })];
    const settings = { ...DEFAULT_PRICING_SETTINGS, taxPercent: 10 };
    const result = engineeringOf(
      ['A', 'B'],
      [
        { foodkey: 'A', unitsSold: 1 },
        { foodkey: 'B', unitsSold: 1 },
      ],
      lookupOf(taxed),
      settings,
    );
    // A: 11 / 1.1 = 10 net, GP 6. B has its own tax of 0: 5.5 net, GP 3.5.
    expect(result.rows[0]!.netPrice).toBeCloseTo(10, 12);
    expect(result.rows[0]!.grossProfit).toBeCloseTo(6, 12);
    expect(result.rows[1]!.grossProfit).toBeCloseTo(3.5, 12);
    const exclusive = engineeringOf(['A'], [{ foodkey: 'A', unitsSold: 1 }], lookupOf(taxed), {
      ...settings,
      pricesIncludeTax: false,
    });
    expect(exclusive.rows[0]!.grossProfit).toBe(7);
  });

  it('leaves a dish without cost or price out, saying which figure is missing', () => {
    const items = [
      ...SIX_DISHES,
      dish('NOCOST', 'Stew', null, 9),
      dish('NOPRICE', 'Bread', 1),
      dish('NEITHER', 'Jelly', null),
    ];
    const result = engineeringOf(
      [...keys(SIX_DISHES), 'NOCOST', 'NOPRICE', 'NEITHER', 'GONE'],
      [...SIX_DISH_SALES, { foodkey: 'NOCOST', unitsSold: 500 }],
      lookupOf(items),
      DEFAULT_PRICING_SETTINGS,
    );
    // Left out of n and the shares: the six keep their classes and thresholds.
    expect(result.popularityThreshold).toBeCloseTo(0.7 / 6, 12);
    expect(result.profitThreshold).toBeCloseTo(9.42, 12);
    expect(result.totalUnits).toBe(1500);
    expect(result.rows.slice(6).map((r) => [r.name, r.share, r.class, r.missing])).toEqual([
      ['Stew', null, null, 'cost'],
      ['Bread', null, null, 'price'],
      ['Jelly', null, null, 'cost-and-price'],
      ['GONE', null, null, 'recipe'],
    ]);
  });

  it('classifies nothing and draws no chart when nothing was sold', () => {
    const result = engineeringOf(
      keys(SIX_DISHES),
      [],
      lookupOf(SIX_DISHES),
      DEFAULT_PRICING_SETTINGS,
    );
    expect(result.totalUnits).toBe(0);
    expect(result.popularityThreshold).toBeNull();
    expect(result.rows.every((r) => r.class === null)).toBe(true);
    expect(chartData(result)).toBeNull();
  });

  it('puts each classified dish on the chart under its class, named for assistive technology', () => {
    const result = engineeringOf(
      keys(SIX_DISHES),
      SIX_DISH_SALES,
      lookupOf(SIX_DISHES),
      DEFAULT_PRICING_SETTINGS,
    );
    const data = chartData(result)!;
    expect(data.points.star.map((p) => p.name)).toEqual(['Steak', 'Pasta']);
    expect(data.points.plowhorse.map((p) => p.name)).toEqual(['Burger', 'Salad']);
    expect(data.points.puzzle.map((p) => [p.share, p.grossProfit])).toEqual([[0.04, 16]]);
    expect(data.points.dog.map((p) => p.name)).toEqual(['Soup']);
    expect(chartLabel(data, (v) => `$${v.toFixed(2)}`)).toBe(
      'Menu engineering chart: share of units sold across, gross profit up; popularity ' +
        'threshold 11.7%, profit threshold $9.42; 2 Stars, 2 Plowhorses, 1 Puzzle, 1 Dog. ' +
        'The table lists every dish.',
    );
  });

  it("keeps a saved period's dishes the menu no longer has, after the menu's own", () => {
    const dishes = salesDishes(['SOUP', 'PIE'], ['PIE', 'OLD'], lookupOf(SIX_DISHES));
    expect(dishes).toEqual([
      { foodkey: 'SOUP', name: 'Soup', onMenu: true },
      { foodkey: 'PIE', name: 'PIE', onMenu: true },
      { foodkey: 'OLD', name: 'OLD', onMenu: false },
    ]);
  });
});

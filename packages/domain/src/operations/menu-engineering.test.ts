import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { MENU_CLASS_LABELS, menuEngineering, type MenuEngineeringInput } from './menu-engineering';

const row = (
  key: string,
  unitsSold: number,
  costPerServing: number | null,
  netPrice: number | null,
): MenuEngineeringInput => ({ key, unitsSold, costPerServing, netPrice });

describe('menuEngineering (operations-model §7, §10)', () => {
  /**
   * Worked by hand. 600 units over n = 6 dishes: popularity threshold 0.7 / 6 = 0.11667;
   * gross profits 18, 10, 9, 25, 6, 5; sales-weighted average (1800 + 2000 + 360 + 750 + 960 +
   * 350) / 600 = 6220 / 600 = 10.3667.
   *
   * | dish    | units | share  | profit | popularity | profit | class     |
   * | Steak   |   100 | 0.1667 |     18 | high       | high   | star      |
   * | Burger  |   200 | 0.3333 |     10 | high       | low    | plowhorse |
   * | Salad   |    40 | 0.0667 |      9 | low        | low    | dog       |
   * | Lobster |    30 | 0.0500 |     25 | low        | high   | puzzle    |
   * | Soup    |   160 | 0.2667 |      6 | high       | low    | plowhorse |
   * | Quiche  |    70 | 0.1167 |      5 | high (tie) | low    | plowhorse |
   */
  const sixDishes = [
    row('STEAK', 100, 12, 30),
    row('BURGER', 200, 5, 15),
    row('SALAD', 40, 3, 12),
    row('LOBSTER', 30, 25, 50),
    row('SOUP', 160, 2, 8),
    row('QUICHE', 70, 6, 11),
  ];

  it('classifies a 6-dish menu exactly as the hand-worked table says (§7)', () => {
    const result = menuEngineering(sixDishes);
    expect(result.popularityThreshold).toBeCloseTo(0.7 / 6, 12);
    expect(result.profitThreshold).toBeCloseTo(6220 / 600, 12);
    expect(result.rows.map((r) => [r.key, r.class])).toEqual([
      ['STEAK', 'star'],
      ['BURGER', 'plowhorse'],
      ['SALAD', 'dog'],
      ['LOBSTER', 'puzzle'],
      ['SOUP', 'plowhorse'],
      ['QUICHE', 'plowhorse'],
    ]);
    expect(result.rows.map((r) => r.grossProfit)).toEqual([18, 10, 9, 25, 6, 5]);
    expect(result.rows[1]?.share).toBeCloseTo(200 / 600, 12);
  });

  it('labels the classes Star, Plowhorse, Puzzle and Dog (§7)', () => {
    expect(MENU_CLASS_LABELS).toEqual({
      star: 'Star',
      plowhorse: 'Plowhorse',
      puzzle: 'Puzzle',
      dog: 'Dog',
    });
  });

  it('one item: its share 1 meets 0.7 / 1 and its profit is the average: a star (§10)', () => {
    expect(menuEngineering([row('ONLY', 12, 3, 10)])).toEqual({
      popularityThreshold: 0.7,
      profitThreshold: 7,
      rows: [{ key: 'ONLY', share: 1, grossProfit: 7, class: 'star' }],
    });
  });

  it('ties at the thresholds are high: share exactly 0.7 / n and profit exactly the average (§10)', () => {
    // n = 10, 100 units: 7 units is a share of 0.07 = 0.7 / 10.
    const rows = [
      row('TIE', 7, 1, 3),
      ...Array.from({ length: 9 }, (_, i) => row(`R${i}`, 93 / 9, 1, 3)),
    ];
    const result = menuEngineering(rows);
    expect(result.rows[0]).toMatchObject({ key: 'TIE', class: 'star' });
    // Every profit equals the average: all high, whatever float sums make of it.
    // (0.1 + 0.1 + 0.1) / 3 is 0.10000000000000002, above each 0.1.
    const same = menuEngineering([row('A', 1, 0, 0.1), row('B', 1, 0, 0.1), row('C', 1, 0, 0.1)]);
    expect(same.profitThreshold).toBeGreaterThan(0.1);
    expect(same.rows.map((r) => r.class)).toEqual(['star', 'star', 'star']);
  });

  it('zero sales: every class and both thresholds are null (§10)', () => {
    const result = menuEngineering([row('A', 0, 2, 10), row('B', 0, 3, 9)]);
    expect(result.popularityThreshold).toBeNull();
    expect(result.profitThreshold).toBeNull();
    expect(result.rows).toEqual([
      { key: 'A', share: null, grossProfit: 8, class: null },
      { key: 'B', share: null, grossProfit: 6, class: null },
    ]);
    expect(menuEngineering([])).toEqual({
      popularityThreshold: null,
      profitThreshold: null,
      rows: [],
    });
  });

  it('an item without cost or price is left out of n, the shares and the average (§10)', () => {
    const result = menuEngineering([
      row('A', 60, 2, 10),
      row('NO COST', 500, null, 10),
      row('B', 40, 4, 10),
      row('NO PRICE', 10, 3, null),
    ]);
    // n = 2: threshold 0.35; shares 0.6 and 0.4; average (60 x 8 + 40 x 6) / 100 = 7.2.
    expect(result.popularityThreshold).toBe(0.35);
    expect(result.profitThreshold).toBeCloseTo(7.2, 12);
    expect(result.rows).toEqual([
      { key: 'A', share: 0.6, grossProfit: 8, class: 'star' },
      { key: 'NO COST', share: null, grossProfit: null, class: null },
      { key: 'B', share: 0.4, grossProfit: 6, class: 'plowhorse' },
      { key: 'NO PRICE', share: null, grossProfit: null, class: null },
    ]);
  });

  it('an item with 0 units still counts in n (it is on the menu)', () => {
    const result = menuEngineering([row('A', 10, 1, 5), row('B', 0, 1, 9)]);
    expect(result.popularityThreshold).toBe(0.35);
    expect(result.rows[1]).toEqual({ key: 'B', share: 0, grossProfit: 8, class: 'puzzle' });
  });

  it('refuses units sold below 0 or not a number, naming the row', () => {
    const refusal = (rows: MenuEngineeringInput[]) => {
      try {
        menuEngineering(rows);
      } catch (e) {
        return (e as DomainError).issue;
      }
      return null;
    };
    expect(refusal([row('A', 1, 1, 2), row('B', -1, 1, 2)])).toMatchObject({
      reason: 'field-too-small',
      path: 'rows.1.unitsSold',
    });
    expect(refusal([row('A', Number.NaN, 1, 2)])).toMatchObject({
      reason: 'field-type',
      path: 'rows.0.unitsSold',
    });
  });

  const menu = fc.array(
    fc.record({
      key: fc.string(),
      unitsSold: fc.integer({ min: 0, max: 10_000 }),
      costPerServing: fc.option(
        fc.integer({ min: 0, max: 5000 }).map((c) => c / 100),
        { freq: 6 },
      ),
      netPrice: fc.option(
        fc.integer({ min: 0, max: 9000 }).map((c) => c / 100),
        { freq: 6 },
      ),
    }),
    { maxLength: 40 },
  );

  it('law: the shares of the counted items sum to 1 (§10)', () => {
    fc.assert(
      fc.property(menu, (rows) => {
        const result = menuEngineering(rows);
        const shares = result.rows.flatMap((r) => (r.share === null ? [] : [r.share]));
        if (result.popularityThreshold === null) expect(shares).toEqual([]);
        else expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
      }),
    );
  });

  it('law: each class follows from share and profit against the thresholds (§10)', () => {
    fc.assert(
      fc.property(menu, (rows) => {
        const {
          popularityThreshold: pop,
          profitThreshold: profit,
          rows: out,
        } = menuEngineering(rows);
        out.forEach((r, i) => {
          expect(r.key).toBe(rows[i]?.key);
          if (pop === null || profit === null || r.share === null || r.grossProfit === null) {
            expect(r.class).toBeNull();
            return;
          }
          const high = r.share >= pop - 1e-9;
          const rich = r.grossProfit >= profit - 1e-9 * Math.max(1, Math.abs(profit));
          expect(r.class).toBe(high ? (rich ? 'star' : 'plowhorse') : rich ? 'puzzle' : 'dog');
        });
      }),
    );
  });
});

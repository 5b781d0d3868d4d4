import { formatCost } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { formatCost as formatCostIn } from '../../i18n/format';
import { i18n } from '../../i18n/i18n';
import {
  deltaText,
  direction,
  foodCostText,
  pointsText,
  whatIfRows,
  type AffectedRecipe,
} from './what-if-rows';

const recipe = (
  foodkey: string,
  before: [number | null, number | null, number | null],
  after: [number | null, number | null, number | null],
): AffectedRecipe => ({
  foodkey,
  name: foodkey.toLowerCase(),
  before: { cost: before[0], perServing: before[1], foodCostPercent: before[2] },
  after: { cost: after[0], perServing: after[1], foodCostPercent: after[2] },
});

describe('whatIfRows (operations-model §8)', () => {
  it('gives each figure before, after and the delta; null when either side is missing', () => {
    const [row] = whatIfRows([recipe('TART', [2, 0.5, 25], [2.4, 0.6, 30])]);
    expect(row!.cost.before).toBe(2);
    expect(row!.cost.after).toBe(2.4);
    expect(row!.cost.delta).toBeCloseTo(0.4, 10);
    expect(row!.perServing.delta).toBeCloseTo(0.1, 10);
    expect(row!.foodCost.delta).toBeCloseTo(5, 10);
    const [missing] = whatIfRows([recipe('SOUP', [1, null, null], [1.1, null, 20])]);
    expect(missing!.perServing.delta).toBeNull();
    expect(missing!.foodCost).toEqual({ before: null, after: 20, delta: null });
  });

  it('sorts by the largest change of batch cost, rises and falls alike, unknown last', () => {
    const rows = whatIfRows([
      recipe('SMALL', [1, 1, null], [1.1, 1.1, null]),
      recipe('UNKNOWN', [null, null, null], [null, null, null]),
      recipe('FALL', [5, 1, null], [4, 0.8, null]),
      recipe('RISE', [2, 1, null], [2.5, 1.25, null]),
      recipe('ALSO SMALL', [1, 1, null], [1.1, 1.1, null]),
    ]);
    expect(rows.map((r) => r.foodkey)).toEqual(['FALL', 'RISE', 'ALSO SMALL', 'SMALL', 'UNKNOWN']);
  });
});

describe('difference texts', () => {
  const cost = (value: number) => formatCost(value, '$');

  it('signs a rise, keeps the minus of a fall and shows an unknown one as a dash', () => {
    expect(deltaText(0.12, cost)).toBe('+$0.1200');
    expect(deltaText(-0.05, cost)).toBe('-$0.0500');
    expect(deltaText(0, cost)).toBe('$0.0000');
    expect(deltaText(0.00001, cost)).toBe('$0.0000');
    expect(deltaText(null, cost)).toBe('—');
    expect(pointsText(1.25)).toBe('+1.3 pts');
    expect(pointsText(-2)).toBe('-2.0 pts');
    expect(pointsText(null)).toBe('—');
    expect(foodCostText(20)).toBe('20.0%');
    expect(foodCostText(1234.56)).toBe('1234.6%');
    expect(foodCostText(null)).toBe('—');
  });

  it('writes the figures the French way when the interface is French', async () => {
    await i18n.changeLanguage('fr');
    expect(deltaText(0.12, (value) => formatCostIn(value, '$'))).toBe('+0,1200\u00a0$');
    expect(pointsText(1.25)).toBe('+1,3\u00a0pts');
    expect(foodCostText(28.75)).toBe('28,8\u00a0%');
  });

  it('tells a rise from a fall for the colour', () => {
    expect(direction(0.1)).toBe('up');
    expect(direction(-0.1)).toBe('down');
    expect(direction(0)).toBe('same');
    expect(direction(null)).toBe('unknown');
  });
});

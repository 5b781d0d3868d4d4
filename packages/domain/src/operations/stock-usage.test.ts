import { describe, expect, it } from 'vitest';
import type { StockCountLine } from '../records/stock-count';
import { stockUsage } from './stock-usage';

const line = (
  foodkey: string,
  area: string,
  baseQty: number | null,
  unitCost: number | null,
  baseUnit: StockCountLine['baseUnit'] = 'g',
): StockCountLine => ({ foodkey, area, qty: baseQty ?? 1, unit: 'g', baseQty, baseUnit, unitCost });

describe('stockUsage (operations-model §4: usage = earlier + received - later)', () => {
  it('sums each item over storage areas and values usage at the later count unit cost (§4)', () => {
    const rows = stockUsage({
      earlier: [line('FLOUR', 'Dry store', 20_000, 0.001), line('FLOUR', 'Walk-in', 5000, 0.001)],
      later: [line('FLOUR', 'Dry store', 8000, 0.0012), line('FLOUR', 'Bar', 1000, 0.0012)],
      received: new Map([['FLOUR', 25_000]]),
    });
    // 25000 + 25000 - 9000 = 41000 g at 0.0012
    expect(rows).toEqual([
      {
        foodkey: 'FLOUR',
        unit: 'g',
        earlier: 25_000,
        received: 25_000,
        later: 9000,
        usage: 41_000,
        unitCost: 0.0012,
        usageValue: expect.closeTo(49.2, 9),
        incomplete: false,
      },
    ]);
  });

  it("takes the earlier count's unit cost when the later count has none", () => {
    const [row] = stockUsage({
      earlier: [line('EGGS', 'Walk-in', 60, 0.3, 'each')],
      later: [line('EGGS', 'Walk-in', 20, null, 'each')],
    });
    expect(row).toMatchObject({
      unit: 'each',
      usage: 40,
      unitCost: 0.3,
      usageValue: 12,
      received: 0,
    });
  });

  it('an item only in one count, or only received, has 0 on the other side', () => {
    const rows = stockUsage({
      earlier: [line('MILK', '', 2000, 0.0015, 'mL')],
      later: [line('CREAM', '', 500, 0.004, 'mL')],
      received: new Map([['BUTTER', 1000]]),
    });
    expect(rows.map((r) => [r.foodkey, r.usage, r.usageValue])).toEqual([
      ['MILK', 2000, 3],
      ['CREAM', -500, -2],
      ['BUTTER', 1000, null],
    ]);
    expect(rows[2]?.unit).toBeNull();
  });

  it('no unit cost on either side gives usageValue null, never 0', () => {
    const [row] = stockUsage({ earlier: [line('SALT', '', 100, null)], later: [] });
    expect(row).toMatchObject({ usage: 100, unitCost: null, usageValue: null });
  });

  it('a line without a base quantity (or in another base unit) is left out and marks the row incomplete', () => {
    const [row] = stockUsage({
      earlier: [line('HERB', 'A', 100, 0.1), line('HERB', 'B', null, null, null)],
      later: [line('HERB', 'A', 40, 0.1), line('HERB', 'B', 3, 0.2, 'each')],
    });
    expect(row).toMatchObject({ earlier: 100, later: 40, usage: 60, incomplete: true });
  });
});

import { recalculateAll, type CatalogueItem, type StockCount } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { latestStockCount, onHandFromCount } from './stock-on-hand';

const count = (
  skey: string,
  date: string,
  lines: StockCount['lines'] = [],
  extra: Partial<StockCount> = {},
): StockCount => ({ skey, name: skey, date, lines, ...extra });

/** Tomatoes by the case of 12 cans of 400 g; flour by the 25 kg bag; a sauce (a recipe). */
const ITEMS = recalculateAll([
  {
    type: 'single',
    foodkey: 'TOMATOES',
    name: 'Tomatoes',
    purchaseprice: 48,
    purchaseqty: 1,
    purchaseunit: 'case',
    package_qty1: 12,
    package_unit1: 'can',
    package_qty2: 400,
    package_unit2: 'g',
  },
  {
    type: 'single',
    foodkey: 'FLOUR',
    name: 'Flour',
    purchaseprice: 30,
    purchaseqty: 1,
    purchaseunit: 'bag',
    package_qty1: 25,
    package_unit1: 'kg',
  },
  {
    type: 'recipe',
    foodkey: 'SAUCE',
    name: 'Sauce',
    items: [{ name: 'TOMATOES', qty_value: 2, qty_unit: 'can' }],
  },
] as CatalogueItem[]);
const byKey = new Map(ITEMS.map((item) => [item.foodkey, item]));
const lookup = (foodkey: string) => byKey.get(foodkey);

const line = (
  foodkey: string,
  area: string,
  baseQty: number | null,
  baseUnit: 'g' | 'mL' | 'each' | null = 'g',
): StockCount['lines'][number] => ({
  foodkey,
  area,
  qty: 1,
  unit: 'g',
  baseQty,
  baseUnit,
  unitCost: 0.01,
});

describe('the order list on hand from the latest stock count (operations-model §3)', () => {
  it('takes the count of the newest day; of two on one day, the one saved last', () => {
    expect(latestStockCount([])).toBeNull();
    const counts = [
      count('monday', '2026-03-02', [], { timestamp: 5 }),
      count('sunday', '2026-03-01', [], { timestamp: 9 }),
      count('monday-late', '2026-03-02', [], { timestamp: 7 }),
      count('gone', '2026-03-09', [], { deleted: true }),
    ];
    expect(latestStockCount(counts)?.skey).toBe('monday-late');
  });

  it('sums each item over its storage areas, in the base unit of its purchase unit', () => {
    const onHand = onHandFromCount(
      count('c', '2026-03-02', [
        line('TOMATOES', 'Dry store', 4800),
        line('TOMATOES', 'Walk-in', 800),
        line('FLOUR', 'Dry store', 12_500),
        // Not counted in (no base quantity), a recipe (not bought), an item gone.
        line('FLOUR', 'Bakery', null, null),
        line('SAUCE', 'Walk-in', 1000),
        line('GONE', 'Walk-in', 100),
        // A unit that no longer converts to the item's purchase unit (flour has no each weight).
        line('FLOUR', 'Pass', 3, 'each'),
      ]),
      lookup,
    );
    expect([...onHand]).toEqual([
      ['TOMATOES', 5600],
      ['FLOUR', 12_500],
    ]);
  });
});

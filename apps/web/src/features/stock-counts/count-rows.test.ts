import { describe, expect, it } from 'vitest';
import { countRows, lineKey, shownRows, type CountRow } from './count-rows';
import { STOCK_AREAS, STOCK_ITEMS } from './stock-test-data';

/** The rows as 'area:' headings and item names. */
const names = (rows: readonly CountRow[]) =>
  rows.map((row) => (row.kind === 'area' ? `area:${row.area}` : row.name));

describe('the count editor walks the storage areas (operations-model §4)', () => {
  it('in SA order, then areas the list lacks, then items with no area; items by name', () => {
    const rows = countRows({ items: [...STOCK_ITEMS].reverse(), areas: STOCK_AREAS });
    expect(names(rows)).toEqual([
      'area:Walk-in',
      'Eggs',
      'Milk',
      'Tomato sauce',
      'area:Dry store',
      'Flour',
      // Its area typed 'dry store': matched to the list case-insensitively.
      'Tomatoes',
      'area:Bar',
      'Lemons',
      'area:',
      'Box',
    ]);
    const kinds = rows.flatMap((row) => (row.kind === 'item' ? [[row.name, row.stock]] : []));
    expect(Object.fromEntries(kinds)).toMatchObject({
      Eggs: 'ingredient',
      'Tomato sauce': 'recipe',
      Box: 'packaging',
    });
  });

  it('takes storage areas given as objects, and leaves out deleted items', () => {
    const rows = countRows({
      items: STOCK_ITEMS.map((item) =>
        item.foodkey === 'MILK' ? { ...item, deleted: true } : item,
      ),
      areas: [{ name: 'Dry store' }, { name: 'Walk-in' }],
    });
    expect(names(rows).slice(0, 6)).toEqual([
      'area:Dry store',
      'Flour',
      'Tomatoes',
      'area:Walk-in',
      'Eggs',
      'Tomato sauce',
    ]);
  });

  it('keeps a row for a saved line counted in another area or of an item gone', () => {
    const rows = countRows({
      items: STOCK_ITEMS,
      areas: STOCK_AREAS,
      saved: [
        {
          foodkey: 'FLOUR',
          area: 'walk-in',
          qty: 1,
          unit: 'kg',
          baseQty: 1000,
          baseUnit: 'g',
          unitCost: 0.0012,
        },
        {
          foodkey: 'SAFFRON',
          area: 'Dry store',
          qty: 2,
          unit: 'g',
          baseQty: 2,
          baseUnit: 'g',
          unitCost: 5,
        },
      ],
    });
    const walkIn = rows.slice(0, 5);
    expect(names(walkIn)).toEqual(['area:Walk-in', 'Eggs', 'Flour', 'Milk', 'Tomato sauce']);
    expect(walkIn[2]!.key).toBe(lineKey('Walk-in', 'FLOUR'));
    const saffron = rows.find((row) => row.kind === 'item' && row.foodkey === 'SAFFRON');
    expect(saffron).toMatchObject({ area: 'Dry store', name: 'SAFFRON', item: undefined });
  });

  it('finds items by part of their name, under their area headings', () => {
    const rows = countRows({ items: STOCK_ITEMS, areas: STOCK_AREAS });
    expect(names(shownRows(rows, 'TOMATO'))).toEqual([
      'area:Walk-in',
      'Tomato sauce',
      'area:Dry store',
      'Tomatoes',
    ]);
    expect(shownRows(rows, '  ')).toBe(rows);
    expect(names(shownRows(rows, '', (row) => row.foodkey === 'BOX'))).toEqual(['area:', 'Box']);
  });
});

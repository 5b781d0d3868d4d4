import { describe, expect, it } from 'vitest';
import { parseSalesRows } from './sales-rows';

const dishes = [
  { foodkey: 'PIZZA MARGHERITA', name: 'Pizza Margherita' },
  { foodkey: 'SOUP OF THE DAY', name: 'Soup of the day' },
  { foodkey: 'TIRAMISU', name: 'Tiramisu' },
];

describe('parseSalesRows (operations-model §7: sales counts imported from CSV)', () => {
  it('reads dish and units after the header, matching names and foodkeys case-insensitively', () => {
    const result = parseSalesRows(
      [
        ['Dish', 'Units sold'],
        ['pizza margherita', '42'],
        ['  SOUP OF THE DAY ', ' 7 '],
        ['Tiramisu', '0'],
      ],
      dishes,
    );
    expect(result.issues).toEqual([]);
    expect(result.rows).toEqual([
      { line: 2, foodkey: 'PIZZA MARGHERITA', unitsSold: 42 },
      { line: 3, foodkey: 'SOUP OF THE DAY', unitsSold: 7 },
      { line: 4, foodkey: 'TIRAMISU', unitsSold: 0 },
    ]);
  });

  it('finds the units column by its header, in either order, and skips blank lines (line numbers as in the file)', () => {
    const result = parseSalesRows(
      [['\uFEFFQty', 'Dish'], ['3', 'Tiramisu'], [''], ['', ' '], ['5', 'tiramisu']],
      dishes,
    );
    expect(result).toEqual({
      rows: [
        { line: 2, foodkey: 'TIRAMISU', unitsSold: 3 },
        { line: 5, foodkey: 'TIRAMISU', unitsSold: 5 },
      ],
      issues: [],
    });
  });

  it('names the line and field of each bad row: unknown dish, not a whole number, below 0, missing', () => {
    const result = parseSalesRows(
      [
        ['Dish', 'Units'],
        ['Lasagne', '4'],
        ['Tiramisu', '2.5'],
        ['Tiramisu', 'ten'],
        ['Tiramisu', '-1'],
        ['', '3'],
        ['Tiramisu', ''],
        ['Tiramisu', '0x10'],
        ['Tiramisu', '6'],
      ],
      dishes,
    );
    expect(result.rows).toEqual([{ line: 9, foodkey: 'TIRAMISU', unitsSold: 6 }]);
    expect(result.issues).toEqual([
      { line: 2, field: 'dish', reason: 'dish-unknown', params: { dish: 'Lasagne' } },
      { line: 3, field: 'unitsSold', reason: 'field-type', params: { expected: 'int' } },
      { line: 4, field: 'unitsSold', reason: 'field-type', params: { expected: 'int' } },
      { line: 5, field: 'unitsSold', reason: 'field-too-small', params: { minimum: 0 } },
      { line: 6, field: 'dish', reason: 'field-required' },
      { line: 7, field: 'unitsSold', reason: 'field-required' },
      { line: 8, field: 'unitsSold', reason: 'field-type', params: { expected: 'int' } },
    ]);
  });

  it("more than 2 filled columns is 'csv-extra-columns' on 'file': in the header nothing is read", () => {
    expect(
      parseSalesRows(
        [
          ['Dish', 'Units', 'Price'],
          ['Tiramisu', '3', '8.50'],
        ],
        dishes,
      ),
    ).toEqual({
      rows: [],
      issues: [{ line: 1, field: 'file', reason: 'csv-extra-columns', params: { columns: 2 } }],
    });
    const row = parseSalesRows(
      [
        ['Dish', 'Units', ''],
        ['Tiramisu', '3', 'extra'],
        ['Tiramisu', '4', ''],
      ],
      dishes,
    );
    expect(row.issues).toEqual([
      { line: 2, field: 'file', reason: 'csv-extra-columns', params: { columns: 2 } },
    ]);
    expect(row.rows).toEqual([{ line: 3, foodkey: 'TIRAMISU', unitsSold: 4 }]);
  });

  it('an empty file gives nothing', () => {
    expect(parseSalesRows([], dishes)).toEqual({ rows: [], issues: [] });
  });
});

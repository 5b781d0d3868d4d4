import type { Ingredient } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { newRow, rowFromIngredient, type BulkBase, type BulkRow } from './bulk-row';
import { shownRows, withShownChanges } from './shown-rows';

const ingredient = (foodkey: string): Ingredient => ({
  type: 'single',
  foodkey,
  name: foodkey.toLowerCase(),
  purchaseprice: 1,
  purchaseqty: 1,
  purchaseunit: 'kg',
});
const items = ['BUTTER', 'FLOUR, PLAIN', 'FLOUR, RYE', 'SUGAR'].map(ingredient);
const bases = new Map<string, BulkBase>(
  items.map((item) => [item.foodkey, { item, row: rowFromIngredient(item) }]),
);
const stored = [...bases.values()].map(({ row }) => row);
const added = { ...newRow(1), name: 'Flour, spelt' };
const ids = (rows: readonly BulkRow[]) => rows.map((row) => row.id);

describe('shownRows', () => {
  it('shows every row for a query shorter than 3 characters', () => {
    const rows = [...stored, added];
    expect(shownRows(rows, bases, items, '')).toBe(rows);
    expect(shownRows(rows, bases, items, 'fl')).toBe(rows);
  });

  it('shows the matching ingredients by the search rule, then the new rows', () => {
    const rows = [...stored, added];
    expect(ids(shownRows(rows, bases, items, 'flour'))).toEqual([
      'FLOUR, PLAIN',
      'FLOUR, RYE',
      added.id,
    ]);
    expect(ids(shownRows(rows, bases, items, 'rye flour'))).toEqual(['FLOUR, RYE', added.id]);
    expect(ids(shownRows(rows, bases, items, 'zzz'))).toEqual([added.id]);
  });

  it('keeps showing a row while its name is edited away from the query', () => {
    const renamed = { ...bases.get('SUGAR')!.row, name: 'Caster' };
    const rows = stored.map((row) => (row.id === 'SUGAR' ? renamed : row));
    expect(shownRows(rows, bases, items, 'sugar')).toEqual([renamed]);
  });
});

describe('withShownChanges', () => {
  it('takes the edits of the shown rows and keeps the hidden rows as they were', () => {
    const hiddenEdit = { ...bases.get('BUTTER')!.row, purchaseprice: '9' };
    const all = stored.map((row) => (row.id === 'BUTTER' ? hiddenEdit : row));
    const rye = { ...bases.get('FLOUR, RYE')!.row, purchaseprice: '2' };
    const pasted = { ...newRow(7), name: 'Oats' };
    const next = withShownChanges(all, [bases.get('FLOUR, PLAIN')!.row, rye, pasted]);
    expect(next.find((row) => row.id === 'BUTTER')?.purchaseprice).toBe('9');
    expect(next.find((row) => row.id === 'FLOUR, RYE')?.purchaseprice).toBe('2');
    expect(ids(next)).toEqual([...ids(stored), pasted.id]);
  });
});

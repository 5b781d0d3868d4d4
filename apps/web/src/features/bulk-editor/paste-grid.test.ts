import { describe, expect, it } from 'vitest';
import { BULK_FIELDS, newRow, rowFromIngredient, type BulkField } from './bulk-row';
import { applyPaste, parseClipboardGrid } from './paste-grid';

describe('parseClipboardGrid', () => {
  it('splits tab-separated lines, ignoring the trailing line break', () => {
    expect(parseClipboardGrid('a\tb\r\nc\td\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseClipboardGrid('12.5')).toEqual([['12.5']]);
    expect(parseClipboardGrid('')).toEqual([]);
  });

  it('keeps quoted cells with tabs or line breaks whole', () => {
    expect(parseClipboardGrid('"Flour, plain\nT55"\t30\nSalt\t2')).toEqual([
      ['Flour, plain\nT55', '30'],
      ['Salt', '2'],
    ]);
  });
});

describe('applyPaste', () => {
  const columns: (BulkField | null)[] = [...BULK_FIELDS, null, null, null];
  const rows = [
    rowFromIngredient({ foodkey: 'FLOUR', name: 'Flour' }),
    rowFromIngredient({ foodkey: 'SALMON, TAIL (PT)', type: 'part' }),
  ];
  let n = 0;
  const nextId = () => ++n;
  const price = columns.indexOf('purchaseprice');

  it('fills rightwards and down from the selected cell', () => {
    const result = applyPaste(
      rows,
      [
        ['3', '2'],
        ['4', '5'],
      ],
      { rowIdx: 0, colIdx: price, columns },
      nextId,
    );
    expect(result.rows[0]).toMatchObject({ purchaseprice: '3', purchaseqty: '2' });
    // A part's purchase cells are skipped.
    expect(result.rows[1]).toBe(rows[1]);
    expect(result.changed).toEqual([0]);
    expect(result.skipped).toBe(2);
  });

  it('adds new rows past the last one and skips read-only columns', () => {
    const result = applyPaste(
      rows,
      [['Salt', '', '', '1', '1', 'kg', '100', 'Dry', 'Store', '2 kg', '9.99']],
      { rowIdx: 2, colIdx: 0, columns },
      nextId,
    );
    expect(result.rows).toHaveLength(3);
    expect(result.rows[2]).toMatchObject({
      foodkey: null,
      name: 'Salt',
      purchaseunit: 'kg',
      storagearea: 'Store',
      par: '2 kg',
    });
    expect(result.rows[2]!.id).toMatch(/^new:/);
    expect(result.changed).toEqual([2]);
    expect(result.skipped).toBe(1);
  });

  it('does not touch the rows it was given', () => {
    const before = [newRow(9)];
    applyPaste(before, [['x']], { rowIdx: 0, colIdx: 0, columns }, nextId);
    expect(before[0]!.name).toBe('');
  });
});

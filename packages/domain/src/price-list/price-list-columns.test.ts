import { describe, expect, it } from 'vitest';
import { guessColumnMapping, isBlankRow, rowFromCells } from './price-list-columns';

describe('price list column mapping', () => {
  it('guesses each field from the headers, ignoring case, spaces and punctuation', () => {
    const mapping = guessColumnMapping([
      'Item Code',
      'Description',
      'Price',
      'Qty',
      'Unit',
      'Pack size',
      'Pack unit',
    ]);
    expect(mapping).toMatchObject({
      code: 0,
      name: 1,
      purchaseprice: 2,
      purchaseqty: 3,
      purchaseunit: 4,
      package_qty1: 5,
      package_unit1: 6,
      package_qty2: null,
    });
  });

  it('reads the field names of an exported ingredient list', () => {
    const mapping = guessColumnMapping([
      'foodkey',
      'name',
      'purchaseprice',
      'purchaseqty',
      'purchaseunit',
      'package_qty1',
      'package_unit1',
      'package_qty2',
      'package_unit2',
    ]);
    expect(mapping.name).toBe(1);
    expect(mapping.package_unit2).toBe(8);
    expect(mapping.code).toBeNull();
  });

  it('gives a column to one field only', () => {
    const mapping = guessColumnMapping(['code', 'code']);
    expect(mapping.code).toBe(0);
    expect(Object.values(mapping).filter((v) => v === 1)).toEqual([]);
  });

  it('builds a row from the mapped cells and knows a blank row', () => {
    const mapping = guessColumnMapping(['code', 'price', 'qty', 'unit']);
    expect(rowFromCells(['F1', '36', '1', 'bag'], mapping)).toEqual({
      code: 'F1',
      purchaseprice: '36',
      purchaseqty: '1',
      purchaseunit: 'bag',
    });
    expect(isBlankRow(['', '  ', null])).toBe(true);
    expect(isBlankRow(['', 'x'])).toBe(false);
  });
});

describe('guessColumnMapping with another language’s names', () => {
  it('looks for them after every field’s own names, case and accents ignored', () => {
    const mapping = guessColumnMapping(['Désignation', 'Price', 'Prix'], {
      name: ['designation'],
      purchaseprice: ['prix'],
    });
    expect(mapping.name).toBe(0);
    // The English header wins; the other language's column stays free.
    expect(mapping.purchaseprice).toBe(1);
  });
});

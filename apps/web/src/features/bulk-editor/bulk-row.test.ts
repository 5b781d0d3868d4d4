import { describe, expect, it } from 'vitest';
import { FLOUR_BY_THE_KG } from '../../test/catalogue-records';
import { i18n } from '../../i18n/i18n';
import {
  cellNumber,
  changedFields,
  isEditableCell,
  newRow,
  rowFromIngredient,
  rowToRecord,
  sameRow,
} from './bulk-row';

const flour = {
  ...FLOUR_BY_THE_KG,
  supplier: 'Bidfood',
  purchaseunit: 'Kilo',
  yield: { value: 90 },
  map: { volume_value: 1, volume_unit: 'cup', weight_value: 125, weight_unit: 'g' },
  pricehistory: [{ date: '2026-01-01', price: 0.0012, unit: 'g' }],
};

describe('rowFromIngredient', () => {
  it('shows every field as text, absent ones empty, yield 100 by default', () => {
    const row = rowFromIngredient(flour, 'F-1');
    expect(row).toMatchObject({
      id: 'FLOUR',
      foodkey: 'FLOUR',
      name: 'Flour',
      supplier: 'Bidfood',
      code: 'F-1',
      purchaseprice: '30',
      purchaseqty: '25',
      purchaseunit: 'Kilo',
      yield: '90',
      category: '',
    });
    expect(rowFromIngredient({ foodkey: 'SALT' }).yield).toBe('100');
    expect(rowFromIngredient({ foodkey: 'SALT' }).name).toBe('SALT');
  });

  it('shows a par level as one cell, quantity then unit (operations-model §3)', () => {
    expect(rowFromIngredient({ ...flour, par: { qty: 2.5, unit: 'kg' } }).par).toBe('2.5 kg');
    expect(rowFromIngredient(flour).par).toBe('');
  });
});

describe('rowToRecord', () => {
  const base = { item: flour, row: rowFromIngredient(flour) };

  it('keeps what the grid does not edit and the stored value of untouched cells', () => {
    const record = rowToRecord({ ...base.row, purchaseprice: '45' }, base);
    expect(record.purchaseprice).toBe(45);
    // The unit text did not change: the stored (legacy alias) value stays.
    expect(record.purchaseunit).toBe('Kilo');
    expect(record.map).toEqual(flour.map);
    expect(record.pricehistory).toEqual(flour.pricehistory);
    expect(record.yield).toEqual({ value: 90 });
    expect(record.foodkey).toBe('FLOUR');
  });

  it('normalises an edited unit and turns empty cells into null, never 0', () => {
    const record = rowToRecord(
      { ...base.row, purchaseunit: 'KGS', purchaseprice: '', supplier: ' ', yield: '' },
      base,
    );
    expect(record.purchaseunit).toBe('kg');
    expect(record.purchaseprice).toBeNull();
    expect(record.supplier).toBeNull();
    expect(record.yield).toEqual({ value: 100 });
  });

  it('reads a par level cell: 3 Bags is 3 bag; an emptied cell clears it (operations-model §3)', () => {
    expect(rowToRecord({ ...base.row, par: '3 Bags' }, base).par).toEqual({ qty: 3, unit: 'bag' });
    expect(rowToRecord({ ...base.row, par: '2kg' }, base).par).toEqual({ qty: 2, unit: 'kg' });
    expect(rowToRecord(base.row, base)).not.toHaveProperty('par');
    const stocked = { ...flour, par: { qty: 2, unit: 'Kilo' } };
    const stockedBase = { item: stocked, row: rowFromIngredient(stocked) };
    // Untouched, the stored par level stays as stored; emptied, it is cleared.
    expect(rowToRecord(stockedBase.row, stockedBase).par).toEqual({ qty: 2, unit: 'Kilo' });
    expect(rowToRecord({ ...stockedBase.row, par: ' ' }, stockedBase).par).toBeNull();
    expect(rowToRecord({ ...newRow(1), name: 'Salt', par: '500 g' }, null).par).toEqual({
      qty: 500,
      unit: 'g',
    });
  });

  it('keeps the key of a renamed ingredient', () => {
    expect(rowToRecord({ ...base.row, name: 'Plain flour' }, base)).toMatchObject({
      foodkey: 'FLOUR',
      name: 'Plain flour',
    });
  });

  it('makes a new row a single ingredient keyed by its upper-cased name', () => {
    const record = rowToRecord(
      {
        ...newRow(1),
        name: ' Caster sugar ',
        purchaseprice: '2',
        purchaseqty: '1',
        purchaseunit: 'kg',
      },
      null,
    );
    expect(record).toMatchObject({
      type: 'single',
      foodkey: 'CASTER SUGAR',
      name: 'Caster sugar',
      purchaseprice: 2,
      purchaseqty: 1,
      purchaseunit: 'kg',
      yield: { value: 100 },
    });
  });
});

describe('row comparison', () => {
  it('finds the changed fields', () => {
    const row = rowFromIngredient(flour);
    expect(sameRow(row, { ...row })).toBe(true);
    expect(changedFields(row, { ...row, code: 'X', yield: '80' })).toEqual(['code', 'yield']);
    expect(changedFields(undefined, row)).toHaveLength(10);
    expect(changedFields(row, { ...row, par: '1 kg' })).toEqual(['par']);
  });

  it("makes a part's purchase cells read-only", () => {
    const part = rowFromIngredient({ foodkey: 'SALMON, TAIL (PT)', type: 'part' });
    expect(isEditableCell(part, 'purchaseprice')).toBe(false);
    expect(isEditableCell(part, 'yield')).toBe(false);
    expect(isEditableCell(part, 'category')).toBe(true);
    expect(isEditableCell(part, 'par')).toBe(true);
    expect(isEditableCell(rowFromIngredient(flour), 'purchaseprice')).toBe(true);
  });
});

describe('cellNumber', () => {
  it('reads a number with a decimal point, and refuses a comma in English', () => {
    expect(cellNumber(' 12.5 ')).toBe(12.5);
    expect(cellNumber('')).toBeNull();
    expect(cellNumber('1,5')).toBeNaN();
    expect(cellNumber('1,000')).toBeNaN();
  });

  it('reads a decimal comma in French, as French spreadsheets write it', async () => {
    await i18n.changeLanguage('fr');
    expect(cellNumber('1,5')).toBe(1.5);
    expect(cellNumber('-0,25')).toBe(-0.25);
    expect(cellNumber('12.5')).toBe(12.5);
    expect(cellNumber('1,000.5')).toBeNaN();
  });
});

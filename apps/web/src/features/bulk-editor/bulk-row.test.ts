import { describe, expect, it } from 'vitest';
import { FLOUR_BY_THE_KG } from '../../test/catalogue-records';
import {
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
    expect(changedFields(undefined, row)).toHaveLength(9);
  });

  it("makes a part's purchase cells read-only", () => {
    const part = rowFromIngredient({ foodkey: 'SALMON, TAIL (PT)', type: 'part' });
    expect(isEditableCell(part, 'purchaseprice')).toBe(false);
    expect(isEditableCell(part, 'yield')).toBe(false);
    expect(isEditableCell(part, 'category')).toBe(true);
    expect(isEditableCell(rowFromIngredient(flour), 'purchaseprice')).toBe(true);
  });
});

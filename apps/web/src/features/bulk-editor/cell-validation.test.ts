import { describe, expect, it } from 'vitest';
import { newRow, rowFromIngredient, type BulkRow } from './bulk-row';
import { countNewKeys, validateRow, type RowValidationContext } from './cell-validation';

const context: RowValidationContext = {
  existingKeys: new Set(['FLOUR']),
  newKeyCounts: new Map(),
  item: null,
};
const row = (patch: Partial<BulkRow>): BulkRow => ({
  ...rowFromIngredient({ foodkey: 'MILK', name: 'Milk' }),
  ...patch,
});

describe('validateRow', () => {
  it('accepts a complete row and an empty purchase', () => {
    expect(
      validateRow(row({ purchaseprice: '0', purchaseqty: '2', purchaseunit: 'litre' }), context),
    ).toEqual({});
    expect(validateRow(row({}), context)).toEqual({});
  });

  it('names the field in every message', () => {
    expect(
      validateRow(
        row({
          name: ' ',
          purchaseprice: '-0.01',
          purchaseqty: '0',
          purchaseunit: 'bucket',
          yield: '0',
          code: 'A1',
        }),
        context,
      ),
    ).toEqual({
      name: 'Name is required',
      purchaseprice: 'Price must be 0 or more',
      purchaseqty: 'Quantity must be more than 0',
      purchaseunit: 'Unit: unknown unit bucket',
      yield: 'Yield % must be more than 0 and at most 100',
      code: 'Code needs a supplier',
    });
  });

  it('refuses text where a number belongs', () => {
    expect(
      validateRow(
        row({ purchaseprice: '1,50', purchaseqty: 'two', purchaseunit: 'kg', yield: 'x' }),
        context,
      ),
    ).toEqual({
      purchaseprice: 'Price must be a number',
      purchaseqty: 'Quantity must be a number',
      yield: 'Yield % must be a number',
    });
  });

  it('needs a unit with a quantity', () => {
    expect(validateRow(row({ purchaseqty: '2' }), context)).toEqual({
      purchaseunit: 'Unit is required with a quantity',
    });
  });

  it('needs package levels that resolve for a packaging unit', () => {
    expect(
      validateRow(row({ purchaseqty: '1', purchaseunit: 'case' }), context).purchaseunit,
    ).toContain('Unit: ');
    const item = { foodkey: 'MILK', package_qty1: 12, package_unit1: 'L' };
    expect(
      validateRow(row({ purchaseqty: '1', purchaseunit: 'case' }), { ...context, item }),
    ).toEqual({});
  });

  it('refuses a new row taking an existing key or one added twice', () => {
    const fresh = { ...newRow(1), name: 'flour' };
    expect(validateRow(fresh, context).name).toBe('Name: an item called FLOUR already exists');
    const rows = [
      { ...newRow(2), name: 'Salt' },
      { ...newRow(3), name: 'SALT ' },
    ];
    const counts = countNewKeys(rows);
    expect(counts.get('SALT')).toBe(2);
    expect(validateRow(rows[0]!, { ...context, newKeyCounts: counts }).name).toBe(
      'Name: SALT is added twice',
    );
    // A stored ingredient keeps its key: renaming it is not adding.
    expect(validateRow(row({ name: 'Flour' }), context)).toEqual({});
  });
});

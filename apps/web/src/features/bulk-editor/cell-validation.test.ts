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

  it('reads the par level cell as a quantity and a unit the item converts to (operations-model §3)', () => {
    const litres = { purchaseqty: '2', purchaseunit: 'L' };
    expect(validateRow(row({ ...litres, par: '6 L' }), context)).toEqual({});
    expect(validateRow(row({ ...litres, par: '250mL' }), context)).toEqual({});
    expect(validateRow(row({ ...litres, par: '6' }), context)).toEqual({
      par: 'Par level: write a quantity and a unit, e.g. 2 kg',
    });
    expect(validateRow(row({ ...litres, par: 'six L' }), context).par).toBe(
      'Par level: write a quantity and a unit, e.g. 2 kg',
    );
    expect(validateRow(row({ ...litres, par: '-1 L' }), context)).toEqual({
      par: 'Par level must be 0 or more',
    });
    expect(validateRow(row({ ...litres, par: '1 kg' }), context)).toEqual({
      par: "Par level: kg needs this item's volume and weight conversion",
    });
    expect(validateRow(row({ ...litres, par: '1 crate' }), context)).toEqual({
      par: 'Par level: crate is not a unit of this item',
    });
  });

  it("checks the par unit against the stored item's conversions and the row's purchase unit", () => {
    const item = {
      foodkey: 'MILK',
      map: { volume_value: 1, volume_unit: 'L', weight_value: 1030, weight_unit: 'g' },
      custom_units: [{ name: 'jug', size: 2, unit: 'L' }],
    };
    const litres = { purchaseqty: '2', purchaseunit: 'L', par: '1 kg' };
    expect(validateRow(row(litres), { ...context, item })).toEqual({});
    expect(validateRow(row({ ...litres, par: '3 jug' }), { ...context, item })).toEqual({});
    // The purchase unit as typed in the row: bought by the case of 12 L.
    const cased = { ...item, package_qty1: 12, package_unit1: 'L' };
    expect(
      validateRow(row({ purchaseqty: '1', purchaseunit: 'case', par: '2 case' }), {
        ...context,
        item: cased,
      }),
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

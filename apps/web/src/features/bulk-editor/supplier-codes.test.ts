import type { Supplier } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { supplierCodeOf, supplierCodeWrites } from './supplier-codes';

const bidfood: Supplier = {
  skey: 'BIDFOOD',
  type: 'supplier',
  name: 'Bidfood',
  ingredients: [
    { foodkey: 'FLOUR', code: 'F-1' },
    { foodkey: 'SALT', code: 7 },
  ],
};
const brakes: Supplier = { skey: 'BRAKES', type: 'supplier', name: 'Brakes', ingredients: [] };

describe('supplierCodeOf', () => {
  it('reads the code from the supplier the ingredient names, case-insensitively', () => {
    expect(supplierCodeOf({ foodkey: 'FLOUR', supplier: 'bidfood ' }, [brakes, bidfood])).toBe(
      'F-1',
    );
    expect(supplierCodeOf({ foodkey: 'FLOUR', supplier: 'Brakes' }, [brakes, bidfood])).toBeNull();
    expect(supplierCodeOf({ foodkey: 'FLOUR' }, [bidfood])).toBeNull();
  });
});

describe('supplierCodeWrites', () => {
  const suppliers = [bidfood, brakes];

  it('changes a code in place and writes nothing for unchanged rows', () => {
    const same = { supplier: 'Bidfood', code: '7' };
    expect(supplierCodeWrites([{ foodkey: 'SALT', before: same, after: same }], suppliers)).toEqual(
      [],
    );
    const [written, ...rest] = supplierCodeWrites(
      [
        {
          foodkey: 'FLOUR',
          before: { supplier: 'Bidfood', code: 'F-1' },
          after: { supplier: 'Bidfood', code: 'F-2' },
        },
      ],
      suppliers,
    );
    expect(rest).toEqual([]);
    expect(written?.ingredients).toEqual([
      { foodkey: 'FLOUR', code: 'F-2' },
      { foodkey: 'SALT', code: 7 },
    ]);
  });

  it('moves the code to the new supplier', () => {
    const written = supplierCodeWrites(
      [
        {
          foodkey: 'FLOUR',
          before: { supplier: 'Bidfood', code: 'F-1' },
          after: { supplier: 'brakes', code: 'F-1' },
        },
      ],
      suppliers,
    );
    expect(written.map((s) => [s.skey, s.ingredients])).toEqual([
      ['BIDFOOD', [{ foodkey: 'SALT', code: 7 }]],
      ['BRAKES', [{ foodkey: 'FLOUR', code: 'F-1' }]],
    ]);
  });

  it('removes a cleared code', () => {
    const [written] = supplierCodeWrites(
      [
        {
          foodkey: 'SALT',
          before: { supplier: 'Bidfood', code: '7' },
          after: { supplier: 'Bidfood', code: '' },
        },
      ],
      suppliers,
    );
    expect(written?.ingredients).toEqual([{ foodkey: 'FLOUR', code: 'F-1' }]);
  });

  it('adds a supplier named with a code that is not on the list yet, once for many rows', () => {
    const written = supplierCodeWrites(
      [
        { foodkey: 'SUGAR', before: null, after: { supplier: 'Metro Cash', code: 'S1' } },
        { foodkey: 'RICE', before: null, after: { supplier: 'metro cash', code: 'R1' } },
        { foodkey: 'OIL', before: null, after: { supplier: 'Nobody', code: '' } },
      ],
      suppliers,
    );
    expect(written).toEqual([
      {
        skey: 'METRO CASH',
        type: 'supplier',
        name: 'Metro Cash',
        ingredients: [
          { foodkey: 'SUGAR', code: 'S1' },
          { foodkey: 'RICE', code: 'R1' },
        ],
      },
    ]);
  });
});

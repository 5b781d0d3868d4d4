import { describe, expect, it } from 'vitest';
import type { Supplier } from '../records/supplier';
import { eggs, flour, milk, recipe } from '../testing/fixtures';
import {
  setSupplierIngredients,
  supplierIngredientCounts,
  supplierIngredientRows,
} from './supplier-ingredients';
import { keyFromName } from '../records/record-key';
import { refersToSupplier, supplierReference } from './supplier-reference';

const acme: Supplier = {
  skey: 'ACME',
  name: 'Acme',
  ingredients: [
    { foodkey: 'MILK', code: 'M-1' },
    { foodkey: 'GONE', code: 7 },
  ],
};
const items = [
  flour({ supplier: 'acme ' }),
  milk({ supplier: 'Dairy Co' }),
  eggs(),
  { ...recipe('BREAD', []), supplier: 'Acme' },
];

describe('the ingredients a supplier supplies (product spec §3)', () => {
  it('matches supplier names to keys case-insensitively', () => {
    expect(keyFromName(' Acme Foods ')).toBe('ACME FOODS');
    expect(refersToSupplier('acme ', 'ACME')).toBe(true);
    expect(refersToSupplier('', '')).toBe(false);
    expect(supplierReference({ skey: 'ACME', name: 'Acme' })).toBe('Acme');
    expect(supplierReference({ skey: 'A1', name: 'Acme' })).toBe('A1');
  });

  it('lists the ingredients naming it and those on its list, with codes, by name', () => {
    expect(supplierIngredientRows(acme, items)).toEqual([
      {
        foodkey: 'FLOUR',
        name: 'Flour',
        code: null,
        supplier: 'acme ',
        named: true,
        missing: false,
      },
      { foodkey: 'GONE', name: 'GONE', code: 7, supplier: null, named: false, missing: true },
      {
        foodkey: 'MILK',
        name: 'Milk',
        code: 'M-1',
        supplier: 'Dairy Co',
        named: false,
        missing: false,
      },
    ]);
  });

  it('counts the live ingredients of each supplier', () => {
    const dairy: Supplier = { skey: 'DAIRY CO', name: 'Dairy Co', ingredients: [] };
    const counts = supplierIngredientCounts([acme, dairy], items);
    expect(Object.fromEntries(counts)).toEqual({ ACME: 2, 'DAIRY CO': 1 });
  });

  it('sets the list: new ingredients without a supplier take it, dropped ones lose it', () => {
    const change = setSupplierIngredients(
      acme,
      [
        { foodkey: 'EGGS', code: 'E1' },
        { foodkey: 'MILK', code: 'M-2' },
        { foodkey: 'EGGS', code: 'again' },
      ],
      items,
    );
    expect(change.suppliers).toEqual([
      {
        ...acme,
        ingredients: [
          { foodkey: 'EGGS', code: 'E1' },
          { foodkey: 'MILK', code: 'M-2' },
        ],
      },
    ]);
    expect(change.items.map((i) => [i.foodkey, i.supplier])).toEqual([
      ['FLOUR', null],
      ['EGGS', 'Acme'],
    ]);
  });
});

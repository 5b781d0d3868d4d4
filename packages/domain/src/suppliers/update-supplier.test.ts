import { describe, expect, it } from 'vitest';
import type { Supplier } from '../records/supplier';
import { eggs, flour, milk } from '../testing/fixtures';
import { updateSupplier } from './update-supplier';

const acme: Supplier = {
  skey: 'ACME',
  type: 'supplier',
  name: 'Acme',
  phone: '555 0101',
  ingredients: [{ foodkey: 'FLOUR', code: 'F1' }],
};
const items = [flour({ supplier: 'Acme' }), milk({ supplier: 'ACME' }), eggs()];

describe('saving a supplier (product spec §3, §4)', () => {
  it('adds a supplier keyed by its name and gives unsupplied listed ingredients to it', () => {
    const r = updateSupplier(
      null,
      { skey: '', name: ' Best Foods ', ingredients: [{ foodkey: 'EGGS', code: 'E1' }] },
      items,
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.suppliers).toEqual([
      {
        skey: 'BEST FOODS',
        name: 'Best Foods',
        deleted: false,
        ingredients: [{ foodkey: 'EGGS', code: 'E1' }],
      },
    ]);
    expect(r.value.items.map((i) => [i.foodkey, i.supplier])).toEqual([['EGGS', 'Best Foods']]);
  });

  it('renames: new record with the edited fields, ingredients follow, old record deleted', () => {
    const edited = {
      ...acme,
      name: 'Acme Foods',
      phone: '555 0199',
      ingredients: [
        { foodkey: 'FLOUR', code: 'F2' },
        { foodkey: 'MILK', code: 'M1' },
      ],
    };
    const r = updateSupplier(acme, edited, items);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const [live, old] = r.value.suppliers;
    expect(live).toMatchObject({
      skey: 'ACME FOODS',
      name: 'Acme Foods',
      phone: '555 0199',
      ingredients: edited.ingredients,
    });
    expect(old).toMatchObject({ skey: 'ACME', deleted: true });
    expect(r.value.items.map((i) => [i.foodkey, i.supplier])).toEqual([
      ['FLOUR', 'Acme Foods'],
      ['MILK', 'Acme Foods'],
    ]);
  });

  it('renames and drops an ingredient in one save: the dropped one names no supplier', () => {
    const edited = { ...acme, name: 'Acme Foods', ingredients: [{ foodkey: 'FLOUR', code: 'F1' }] };
    const r = updateSupplier(acme, edited, items);
    expect(r.ok && r.value.items.map((i) => [i.foodkey, i.supplier])).toEqual([
      ['FLOUR', 'Acme Foods'],
      ['MILK', null],
    ]);
  });

  it('keeps the key when only the fields change', () => {
    const edited = {
      ...acme,
      phone: '555 0000',
      ingredients: [...(acme.ingredients ?? []), { foodkey: 'MILK', code: null }],
    };
    const r = updateSupplier(acme, edited, items);
    expect(r.ok && r.value.suppliers).toEqual([edited]);
    expect(r.ok && r.value.items).toEqual([]);
  });

  it('refuses an empty name', () => {
    const r = updateSupplier(acme, { ...acme, name: ' ' }, items);
    expect(!r.ok && r.error[0]?.reason).toBe('name-missing');
  });
});

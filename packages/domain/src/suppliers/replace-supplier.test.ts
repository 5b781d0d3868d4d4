import { describe, expect, it } from 'vitest';
import type { Supplier } from '../records/supplier';
import { eggs, flour, milk } from '../testing/fixtures';
import { renameSupplier, replaceSupplier } from './replace-supplier';

const items = [flour({ supplier: 'acme' }), milk({ supplier: 'DAIRY CO' })];
const suppliers: Supplier[] = [
  { skey: 'ACME', name: 'Acme', ingredients: [{ foodkey: 'FLOUR', code: 'F1' }] },
  { skey: 'BEST', name: 'Best', ingredients: [{ foodkey: 'SUGAR', code: 'S9' }] },
];

describe('supplier replace and rename (product spec §4, §5)', () => {
  it('re-points ingredients matched case-insensitively and soft-deletes the old supplier', () => {
    const r = replaceSupplier('ACME', 'BEST', items, { suppliers, timestamp: 5 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.items.map((i) => [i.foodkey, i.supplier])).toEqual([['FLOUR', 'Best']]);
    const [best, acme] = r.value.suppliers;
    expect(best?.ingredients).toEqual([
      { foodkey: 'SUGAR', code: 'S9' },
      { foodkey: 'FLOUR', code: 'F1' },
    ]);
    expect(acme).toMatchObject({ skey: 'ACME', deleted: true, timestamp: 5 });
  });

  it('names the new supplier by its key when its name does not match the key', () => {
    const odd: Supplier = { skey: 'B-01', name: 'Best Foods', ingredients: [] };
    const r = replaceSupplier('ACME', 'B-01', items, { suppliers: [...suppliers, odd] });
    expect(r.ok && r.value.items[0]?.supplier).toBe('B-01');
  });

  it("keeps the new supplier's codes and takes the old one's where it has none", () => {
    const withBlank: Supplier[] = [
      {
        skey: 'ACME',
        name: 'Acme',
        ingredients: [
          { foodkey: 'FLOUR', code: 'F1' },
          { foodkey: 'EGGS', code: 'A2' },
        ],
      },
      {
        skey: 'BEST',
        name: 'Best',
        ingredients: [
          { foodkey: 'FLOUR', code: '' },
          { foodkey: 'EGGS', code: 'E9' },
        ],
      },
    ];
    const r = replaceSupplier('ACME', 'BEST', [flour(), eggs()], { suppliers: withBlank });
    expect(r.ok && r.value.suppliers[0]?.ingredients).toEqual([
      { foodkey: 'FLOUR', code: 'F1' },
      { foodkey: 'EGGS', code: 'E9' },
    ]);
  });

  it('requires skey on both, and refuses the same key in another case', () => {
    const r = replaceSupplier('ACME', '', items);
    expect(!r.ok && r.error[0]?.reason).toBe('key-missing');
    const same = replaceSupplier('ACME', 'acme', items, { suppliers });
    expect(!same.ok && same.error[0]?.reason).toBe('same-key');
  });

  it('rename creates the new supplier with the old list and deletes the old one', () => {
    const r = renameSupplier(suppliers[0] as Supplier, 'Acme Foods', items, { timestamp: 7 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.suppliers[0]).toMatchObject({
      skey: 'ACME FOODS',
      name: 'Acme Foods',
      ingredients: [{ foodkey: 'FLOUR', code: 'F1' }],
      deleted: false,
    });
    expect(r.value.suppliers).toHaveLength(2);
    expect(r.value.suppliers.at(-1)).toMatchObject({ skey: 'ACME', deleted: true });
    expect(r.value.items[0]?.supplier).toBe('Acme Foods');
  });

  it('rename keeping the key changes the name and the text of the ingredients that name it', () => {
    const r = renameSupplier(suppliers[0] as Supplier, ' ACME ', items);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.suppliers).toEqual([{ ...suppliers[0], name: 'ACME' }]);
    expect(r.value.items.map((i) => [i.foodkey, i.supplier])).toEqual([['FLOUR', 'ACME']]);
  });

  it('rename refuses an empty name', () => {
    const r = renameSupplier(suppliers[0] as Supplier, '  ', items);
    expect(!r.ok && r.error[0]?.reason).toBe('name-missing');
  });
});

import { describe, expect, it } from 'vitest';
import type { Supplier } from '../records/supplier';
import { flour, milk } from '../testing/fixtures';
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
    expect(r.value.items.map((i) => [i.foodkey, i.supplier])).toEqual([['FLOUR', 'BEST']]);
    const [best, acme] = r.value.suppliers;
    expect(best?.ingredients?.map((e) => e.foodkey)).toEqual(['SUGAR', 'FLOUR']);
    expect(acme).toMatchObject({ skey: 'ACME', deleted: true, timestamp: 5 });
  });

  it('requires skey on both', () => {
    const r = replaceSupplier('ACME', '', items);
    expect(!r.ok && r.error[0]?.reason).toBe('key-missing');
  });

  it('rename creates the new supplier with the old list and deletes the old one', () => {
    const r = renameSupplier(suppliers[0] as Supplier, 'Acme Foods', items, { timestamp: 7 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.suppliers[0]).toMatchObject({
      skey: 'ACME FOODS',
      name: 'Acme Foods',
      ingredients: [{ foodkey: 'FLOUR', code: 'F1' }],
    });
    expect(r.value.suppliers.at(-1)).toMatchObject({ skey: 'ACME', deleted: true });
    expect(r.value.items[0]?.supplier).toBe('ACME FOODS');
  });
});

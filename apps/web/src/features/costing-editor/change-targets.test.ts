import type { CatalogueItem } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { boughtItems, categoryOptions, supplierOptions } from './change-targets';

const item = (fields: Record<string, unknown>) => fields as unknown as CatalogueItem;

describe('what a price change can name (operations-model §8)', () => {
  it('offers ingredients and packaging items, not recipes or part items', () => {
    const items = [
      item({ type: 'single', foodkey: 'BUTTER' }),
      item({ type: 'multiple', foodkey: 'CHICKEN' }),
      item({ type: 'part', foodkey: 'CHICKEN: BREAST' }),
      item({ type: 'packaging', foodkey: 'TUB' }),
      item({ type: 'recipe', foodkey: 'TART' }),
    ];
    expect(boughtItems(items).map((i) => i.foodkey)).toEqual(['BUTTER', 'CHICKEN', 'TUB']);
  });

  it('keys each supplier by its name, so a supplier typed on an item is the same option (spec §3)', () => {
    const suppliers = [
      { skey: 'DAIRY CO', name: 'Dairy Co' },
      { skey: 'MILL CO', name: 'Mill Co' },
    ];
    const typed = ['dairy co', 'Farm Shop', 'FARM SHOP ', ' '];
    expect(supplierOptions(suppliers, typed)).toEqual([
      { value: 'DAIRY CO', label: 'Dairy Co' },
      { value: 'MILL CO', label: 'Mill Co' },
      { value: 'FARM SHOP', label: 'Farm Shop' },
    ]);
    // Before the suppliers are read, the typed text gives the same value.
    expect(supplierOptions([], ['Dairy Co'])).toEqual([{ value: 'DAIRY CO', label: 'Dairy Co' }]);
  });

  it("offers the venue's ingredient categories and those on bought items, once each", () => {
    const items = [
      item({ type: 'single', foodkey: 'BUTTER', category: 'Dairy' }),
      item({ type: 'recipe', foodkey: 'TART', category: 'Desserts' }),
      item({ type: 'packaging', foodkey: 'TUB', category: 'Containers' }),
    ];
    expect(categoryOptions(['Dry goods', 'Dairy'], items)).toEqual([
      'Containers',
      'Dairy',
      'Dry goods',
    ]);
  });
});

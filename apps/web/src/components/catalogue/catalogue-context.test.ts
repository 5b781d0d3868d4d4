import type { StoredRecord, VenueStore } from '@larder/data';
import { describe, expect, it } from 'vitest';
import { catalogueItemsOf } from './catalogue-context';

const store = {} as VenueStore;
const flour = (price: number, hlc: string): StoredRecord => ({
  type: 'single',
  foodkey: 'FLOUR',
  name: 'Flour',
  purchaseprice: price,
  purchaseqty: 25,
  purchaseunit: 'kg',
  sync: { gen: 0, hlc, node: 'device' },
});
const salt: StoredRecord = {
  type: 'single',
  foodkey: 'SALT',
  name: 'Salt',
  sync: { gen: 0, hlc: 'h1', node: 'd' },
};

describe('catalogueItemsOf', () => {
  it('validates records, sorted by foodkey, leaving out one that does not validate', () => {
    const bad: StoredRecord = {
      type: 'single',
      foodkey: 'BAD',
      purchaseprice: 'lots',
      sync: { gen: 0, hlc: 'h1', node: 'd' },
    };
    expect(
      catalogueItemsOf({} as VenueStore, [salt, bad, flour(30, 'h1')]).map((i) => i.foodkey),
    ).toEqual(['FLOUR', 'SALT']);
  });

  it('reuses the item validated at the same stamp and validates a new stamp again', () => {
    const [first] = catalogueItemsOf(store, [flour(30, 'h1')]);
    const [same] = catalogueItemsOf(store, [flour(30, 'h1')]);
    expect(same).toBe(first);
    const [changed] = catalogueItemsOf(store, [flour(60, 'h2')]);
    expect(changed).not.toBe(first);
    expect(changed?.purchaseprice).toBe(60);
  });
});

import type { CatalogueItem } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import type { StoredRecord } from '../db/venue-db';
import { ItemCatalogue } from './item-catalogue';
import { snapshotLookup } from './snapshot-lookup';

const flour = (price: number): StoredRecord => ({
  type: 'single',
  foodkey: 'FLOUR',
  name: 'Flour',
  purchaseprice: price,
  purchaseqty: 25,
  purchaseunit: 'kg',
  sync: { gen: 0, hlc: 'h1', node: 'device' },
});
const salt: StoredRecord = { type: 'single', foodkey: 'SALT', name: 'Salt' };
const bad: StoredRecord = { type: 'single', foodkey: 'BAD', purchaseprice: 'lots' };
const bread: StoredRecord = {
  type: 'recipe',
  foodkey: 'BREAD',
  name: 'Bread',
  items: [{ name: 'FLOUR', qty: 500, unit: 'g' }],
};

/** A catalogue over these stored records, counting how often it reads them all. */
function catalogueOf(records: StoredRecord[]) {
  const reads = { count: 0 };
  const catalogue = new ItemCatalogue(async () => {
    reads.count++;
    return records;
  });
  return { catalogue, reads };
}

const keys = (items: readonly CatalogueItem[] | undefined) => items?.map((i) => i.foodkey);

describe('ItemCatalogue', () => {
  it('reads once, validates, leaves out deleted and invalid records, sorts by foodkey', async () => {
    const { catalogue, reads } = catalogueOf([salt, bad, flour(30), { ...bread, deleted: true }]);
    expect([...(await catalogue.items()).keys()].sort()).toEqual(['FLOUR', 'SALT']);
    await catalogue.items();
    expect(reads.count).toBe(1);
    expect(keys(catalogue.sorted())).toEqual(['FLOUR', 'SALT']);
  });

  it('gives a subscriber the current value at once once loaded, and no value before', async () => {
    const { catalogue } = catalogueOf([salt, flour(30)]);
    const live = catalogue.observe();
    expect(live.hasValue()).toBe(false);
    const seen: (readonly CatalogueItem[])[] = [];
    const subscription = live.subscribe((items) => seen.push(items));
    await catalogue.items();
    expect(keys(seen.at(-1))).toEqual(['FLOUR', 'SALT']);
    expect(live.hasValue()).toBe(true);
    expect(live.getValue()).toBe(seen.at(-1));
    const late: (readonly CatalogueItem[])[] = [];
    live.subscribe((items) => late.push(items)).unsubscribe();
    expect(late).toEqual([seen.at(-1)]);
    subscription.unsubscribe();
  });

  it('applies written records in place: same array until a change, users indexed', async () => {
    const { catalogue, reads } = catalogueOf([salt, flour(30)]);
    await catalogue.items();
    const before = catalogue.sorted();
    expect(catalogue.sorted()).toBe(before);
    catalogue.apply([flour(60), bread], false);
    const after = catalogue.sorted();
    expect(after).not.toBe(before);
    expect(keys(after)).toEqual(['BREAD', 'FLOUR', 'SALT']);
    expect(after.find((i) => i.foodkey === 'FLOUR')?.purchaseprice).toBe(60);
    expect(catalogue.index?.usersOf('FLOUR')).toEqual(['BREAD']);
    catalogue.apply([{ ...bread, deleted: true }], false);
    expect(keys(catalogue.sorted())).toEqual(['FLOUR', 'SALT']);
    expect(catalogue.index?.usersOf('FLOUR')).toEqual([]);
    expect(reads.count).toBe(1);
  });

  it('puts changed items in their places in a copy of the list, when no key came or went', async () => {
    const { catalogue } = catalogueOf([salt, flour(30), bread]);
    await catalogue.items();
    const before = catalogue.sorted();
    catalogue.apply([flour(45), { ...salt, name: 'Sea salt' }], false);
    const after = catalogue.sorted();
    expect(after).not.toBe(before);
    expect(keys(after)).toEqual(['BREAD', 'FLOUR', 'SALT']);
    expect(after[0]).toBe(before[0]);
    expect(after[1]?.purchaseprice).toBe(45);
    expect(after[2]?.name).toBe('Sea salt');
    // The list screens were given stays as it was.
    expect(before[1]?.purchaseprice).toBe(30);
    // A key that comes afterwards still finds its place, and the others theirs.
    catalogue.apply([{ ...salt, foodkey: 'CUMIN', name: 'Cumin' }], false);
    catalogue.apply([flour(50)], false);
    expect(keys(catalogue.sorted())).toEqual(['BREAD', 'CUMIN', 'FLOUR', 'SALT']);
    expect(catalogue.sorted()[2]?.purchaseprice).toBe(50);
  });

  it('gives each snapshot a lookup by foodkey that answers for that snapshot only', async () => {
    const { catalogue } = catalogueOf([salt, flour(30), bread]);
    await catalogue.items();
    const before = catalogue.sorted();
    const lookup = snapshotLookup(before)!;
    expect(lookup.get('FLOUR')?.purchaseprice).toBe(30);
    expect(lookup.get('PEPPER')).toBeUndefined();
    expect([lookup.size, lookup.has('SALT'), lookup.has('PEPPER')]).toEqual([3, true, false]);
    expect([...lookup.keys()]).toEqual(['BREAD', 'FLOUR', 'SALT']);
    expect(new Map(lookup)).toEqual(new Map(before.map((i) => [i.foodkey, i])));
    catalogue.apply([flour(45)], false);
    const after = catalogue.sorted();
    expect(snapshotLookup(after)?.get('FLOUR')?.purchaseprice).toBe(45);
    // The earlier snapshot's lookup still answers with that snapshot's items.
    expect(lookup.get('FLOUR')?.purchaseprice).toBe(30);
    catalogue.apply([{ ...salt, foodkey: 'CUMIN', name: 'Cumin' }], false);
    expect(snapshotLookup(catalogue.sorted())?.get('CUMIN')?.name).toBe('Cumin');
    expect(snapshotLookup(catalogue.sorted())?.get('SALT')?.name).toBe('Salt');
    expect(snapshotLookup([...after])).toBeUndefined();
  });

  it('validates records read back from another context and drops one that does not validate', async () => {
    const { catalogue } = catalogueOf([salt, flour(30)]);
    await catalogue.items();
    catalogue.apply([{ ...salt, purchaseprice: 'lots' }], true);
    expect(keys(catalogue.sorted())).toEqual(['FLOUR']);
  });

  it('reads everything again after a reset and tells its subscribers', async () => {
    const records = [salt];
    const { catalogue, reads } = catalogueOf(records);
    const seen: string[][] = [];
    catalogue.observe().subscribe((items) => seen.push(keys(items)!));
    await catalogue.items();
    records.push(flour(30));
    catalogue.reset();
    await catalogue.items();
    expect(reads.count).toBe(2);
    expect(seen).toEqual([['SALT'], ['FLOUR', 'SALT']]);
  });

  it('passes a failed read to its subscribers and reads again on the next call', async () => {
    let fail = true;
    const catalogue = new ItemCatalogue(async () => {
      if (fail) throw new Error('disk gone');
      return [salt];
    });
    const errors: unknown[] = [];
    catalogue.observe().subscribe(
      () => undefined,
      (error) => errors.push(error),
    );
    await expect(catalogue.items()).rejects.toThrow('disk gone');
    expect(errors).toHaveLength(1);
    fail = false;
    expect([...(await catalogue.items()).keys()]).toEqual(['SALT']);
  });
});

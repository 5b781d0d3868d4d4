import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VenueDb } from '../db/venue-db';
import { DataError } from '../errors/data-error';
import { deleteItem, renameListEntry, saveItem, saveItems, saveRecord } from './change';
import { VenueStore, type WrittenKeys } from './venue-store';

const flour = {
  type: 'single',
  foodkey: 'FLOUR',
  name: 'Flour',
  category: 'Dry goods',
  purchaseprice: 30,
  purchaseqty: 25,
  purchaseunit: 'kg',
};
const salt = { ...flour, foodkey: 'SALT', name: 'Salt', purchaseprice: 2, purchaseqty: 1 };
const bread = {
  type: 'recipe',
  foodkey: 'BREAD',
  name: 'Bread',
  items: [
    { name: 'FLOUR', type: 'single', qty_value: 500, qty_unit: 'g' },
    { name: 'SALT', type: 'single', qty_value: 10, qty_unit: 'g' },
  ],
};

let db: VenueDb;
let store: VenueStore;
let clock = 1_700_000_000_000;
let venue = 0;
const written = vi.fn<(written: readonly WrittenKeys[]) => void>();

beforeEach(() => {
  written.mockReset();
  db = new VenueDb(`apply-change-${++venue}`);
  store = new VenueStore(db, { now: () => ++clock, nodeId: 'device-a', onWritten: written });
});
afterEach(() => db.close());

describe('VenueStore.apply', () => {
  it('tells the other contexts once per change, with every kind it wrote', async () => {
    await store.apply(saveItems([flour, salt, bread]));
    written.mockReset();
    await store.apply(
      saveItems(
        [{ ...flour, purchaseprice: 60 }],
        [{ kind: 'supplier', record: { skey: 'MILL', name: 'Mill', ingredients: [] } }],
      ),
    );
    expect(written).toHaveBeenCalledTimes(1);
    expect(written.mock.calls[0]![0]).toEqual([
      { kind: 'supplier', keys: ['MILL'] },
      { kind: 'item', keys: ['FLOUR', 'BREAD'] },
    ]);
  });

  it('validates suppliers, settings and menus with their schemas, naming the field, writing nothing', async () => {
    const refusals = [
      saveRecord('supplier', { skey: 'MILL', name: 'Mill', ingredients: 'flour' }),
      saveRecord('settings', { skey: 'IC', categories: 'Dry goods' }),
      saveRecord('menu', { skey: 'LUNCH', name: 'Lunch', menuItems: 'BREAD' }),
      saveRecord('menu', { name: 'No key' }),
    ];
    const fields = ['ingredients', 'categories', 'menuItems', 'skey'];
    for (const [i, change] of refusals.entries()) {
      const error = await store.apply(change).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataError);
      expect((error as DataError).code).toBe('record-invalid');
      expect((error as DataError).message).toContain(fields[i]);
    }
    expect(await db.suppliers.count()).toBe(0);
    expect(await db.settings.count()).toBe(0);
    expect(await db.menus.count()).toBe(0);
    expect(await store.changes.count()).toBe(0);
    expect(written).not.toHaveBeenCalled();
  });

  it('refuses a whole change when one record of it is invalid (items and records together)', async () => {
    await expect(
      store.apply(saveItems([flour], [{ kind: 'menu', record: { skey: 'LUNCH', menuItems: 3 } }])),
    ).rejects.toMatchObject({ code: 'record-invalid' });
    expect(await db.master.count()).toBe(0);
    expect(await store.changes.count()).toBe(0);
  });

  it('renames a category and every item using it in one change (one transaction, one notice)', async () => {
    await store.apply(saveItems([flour, salt]));
    const record = { skey: 'IC', categories: ['Dry goods', 'Dairy'] };
    await store.apply(saveRecord('settings', record));
    written.mockReset();
    const { items } = await store.apply(
      renameListEntry('IC', { record, entries: record.categories }, 0, 'Pantry'),
    );
    expect(items.map((i) => i.foodkey)).toEqual(['FLOUR', 'SALT']);
    expect((await db.settings.get('IC'))?.categories).toEqual(['Pantry', 'Dairy']);
    expect((await db.master.get('FLOUR'))?.category).toBe('Pantry');
    expect((await db.master.get('SALT'))?.category).toBe('Pantry');
    expect(written).toHaveBeenCalledTimes(1);
    expect(written.mock.calls[0]![0]).toEqual([
      { kind: 'settings', keys: ['IC'] },
      { kind: 'item', keys: ['FLOUR', 'SALT'] },
    ]);
  });

  it('refuses a rename to a name already in the list, changing nothing', async () => {
    await store.apply(saveItem(flour));
    const record = { skey: 'IC', categories: ['Dry goods', 'Dairy'] };
    await expect(
      store.apply(renameListEntry('IC', { record, entries: record.categories }, 0, 'dairy')),
    ).rejects.toMatchObject({ code: 'record-invalid' });
    expect((await db.master.get('FLOUR'))?.category).toBe('Dry goods');
    expect(await db.settings.count()).toBe(0);
  });

  it('deletes like any other write: stamped, a tombstone queued, only re-costed users written', async () => {
    await store.apply(saveItems([flour, salt, bread]));
    const before = await db.master.get('BREAD');
    const { items } = await store.apply(deleteItem('SALT'));
    const tombstone = await db.master.get('SALT');
    expect(tombstone).toMatchObject({ deleted: true, sync: { gen: 1, node: 'device-a' } });
    expect(tombstone!.timestamp).toBeGreaterThan(Number(before!.timestamp));
    expect(items[0]).toMatchObject({ foodkey: 'SALT', deleted: true });
    const queued = await db.outbox.toArray();
    expect(queued).toContainEqual(
      expect.objectContaining({ kind: 'item', key: 'SALT', deleted: true, gen: 1 }),
    );
    // A user whose figures came out as they were is neither written nor queued again.
    const bread2 = await db.master.get('BREAD');
    const rewritten = items.some((i) => i.foodkey === 'BREAD');
    expect(rewritten).toBe(bread2!.sync!.hlc !== before!.sync!.hlc);
    expect((await store.itemMap()).has('SALT')).toBe(false);
  });

  it('queues changes without a copy of their document, and requeues the same way', async () => {
    await store.apply(saveItems([flour, salt]));
    const entries = await db.outbox.toArray();
    expect(entries.every((e) => e.doc === undefined)).toBe(true);
    await store.changes.settle(entries.map((e) => e.mid!));
    const records = await db.master.toArray();
    const queued = await store.changes.requeue(
      'item',
      records.map((record) => ({ key: String(record.foodkey), record })),
    );
    expect(queued).toBe(2);
    const again = await db.outbox.toArray();
    expect(again.map((e) => [e.key, e.doc])).toEqual([
      ['FLOUR', undefined],
      ['SALT', undefined],
    ]);
    // Already queued: not queued twice.
    expect(
      await store.changes.requeue(
        'item',
        records.map((record) => ({ key: String(record.foodkey), record })),
      ),
    ).toBe(0);
  });
});

import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataError } from '../errors/data-error';
import { VenueSession } from './venue-session';
import type { VenueStore } from './venue-store';
import { deleteItem, recalculateAll, saveItem, saveItems, saveRecord, suppliersOf } from './change';

let session: VenueSession;
let store: VenueStore;
let clock = 1_700_000_000_000;
let venue = 0;

const flour = {
  type: 'single',
  foodkey: 'FLOUR',
  name: 'Flour',
  purchaseprice: 30,
  purchaseqty: 25,
  purchaseunit: 'kg',
  yield: { value: 100 },
  map: { volume_value: 1, volume_unit: 'cup', weight_value: 125, weight_unit: 'g' },
};
const bread = {
  type: 'recipe',
  foodkey: 'BREAD',
  name: 'Bread',
  items: [{ name: 'FLOUR', type: 'single', qty_value: 500, qty_unit: 'g' }],
};

beforeEach(async () => {
  session = new VenueSession();
  store = await session.open({
    userId: 'u1',
    venueId: `v${++venue}`,
    newClientId: () => 'device-a1',
    now: () => ++clock,
  });
});
afterEach(async () => {
  await session.close();
});

describe('VenueStore.saveItem', () => {
  it('validates, and names the field of a bad record without writing anything', async () => {
    await expect(
      store.apply(saveItem({ ...flour, purchaseprice: 'thirty' })),
    ).rejects.toMatchObject({
      code: 'record-invalid',
      message: expect.stringMatching(/^purchaseprice/),
    });
    expect(await store.db.master.count()).toBe(0);
    expect(await store.db.outbox.count()).toBe(0);
  });

  it('cleans the name of every saved item, supplier and menu: a pasted tab is stored as a space', async () => {
    await store.apply(
      saveItem({ ...flour, foodkey: 'PLAIN FLOUR', name: ' Plain\tflour\u0000 ' }),
      { staged: true },
    );
    await store.apply(saveRecord('supplier', { skey: 'ACME FOODS', name: 'Acme\t\tFoods' }));
    await store.apply(saveRecord('menu', { skey: 'LUNCH', name: 'Lunch\r\nmenu', menuItems: [] }));
    await store.settled();
    expect((await store.db.master.get('PLAIN FLOUR'))?.name).toBe('Plain flour');
    expect((await store.itemMap()).get('PLAIN FLOUR')?.name).toBe('Plain flour');
    expect((await store.db.suppliers.get('ACME FOODS'))?.name).toBe('Acme Foods');
    expect((await store.db.menus.get('LUNCH'))?.name).toBe('Lunch menu');
  });

  it('writes the item with its costs, sync stamp and outbox entry', async () => {
    const [saved] = (await store.apply(saveItem(flour))).items;
    expect(saved!.gramcost).toBeCloseTo(0.0012, 10);
    const stored = await store.db.master.get('FLOUR');
    expect(stored?.sync).toMatchObject({ gen: 0, node: 'device-a1' });
    const outbox = await store.db.outbox.toArray();
    expect(outbox).toEqual([
      expect.objectContaining({
        kind: 'item',
        key: 'FLOUR',
        gen: 0,
        deleted: false,
        hlc: stored!.sync!.hlc,
      }),
    ]);
    // The entry holds no copy: the push reads the record stored under the same stamp.
    expect(outbox[0]!.doc).toBeUndefined();
  });

  it('propagates a price change to the recipes that use the item, in one write', async () => {
    await store.apply(saveItem(flour));
    await store.apply(saveItem(bread));
    expect((await store.db.master.get('BREAD'))!.eachcost).toBeCloseTo(0.6, 10);
    const changed = (await store.apply(saveItem({ ...flour, purchaseprice: 60 }))).items;
    expect(changed.map((i) => i.foodkey)).toEqual(['FLOUR', 'BREAD']);
    expect((await store.db.master.get('BREAD'))!.eachcost).toBeCloseTo(1.2, 10);
  });

  it('writes no dependent whose figures came out unchanged (a note or wastage changed, not a cost)', async () => {
    await store.apply(saveItem(flour));
    await store.apply(saveItem(bread));
    const breadBefore = await store.db.master.get('BREAD');
    await store.db.outbox.clear();
    const changed = (
      await store.apply(
        saveItem({
          ...flour,
          note: 'Stone-ground',
          wastage: [{ date: '2026-11-24', qty: 2, qty_unit: 'kg', value: 2.4 }],
        }),
      )
    ).items;
    expect(changed.map((i) => i.foodkey)).toEqual(['FLOUR']);
    expect((await store.db.outbox.toArray()).map((e) => e.key)).toEqual(['FLOUR']);
    expect(await store.db.master.get('BREAD')).toEqual(breadBefore);

    const many = (await store.apply(saveItems([{ ...flour, note: 'Organic' }]))).items;
    expect(many.map((i) => i.foodkey)).toEqual(['FLOUR']);
    expect((await store.db.outbox.toArray()).map((e) => e.key)).toEqual(['FLOUR']);
  });

  it('keeps only the latest change per key in the write queue', async () => {
    await store.apply(saveItem(flour));
    await store.apply(saveItem({ ...flour, purchaseprice: 31 }));
    await store.apply(saveItem({ ...flour, purchaseprice: 32 }));
    const outbox = await store.db.outbox.toArray();
    expect(outbox).toHaveLength(1);
    const stored = await store.db.master.get('FLOUR');
    expect(outbox[0]!.hlc).toBe(stored!.sync!.hlc);
    expect(stored!.purchaseprice).toBe(32);
  });

  it('soft-deletes with a timestamp and an odd generation', async () => {
    await store.apply(saveItem(flour));
    await store.apply(deleteItem('FLOUR'));
    const stored = await store.db.master.get('FLOUR');
    expect(stored).toMatchObject({ deleted: true, sync: { gen: 1 } });
    expect(typeof stored!.timestamp).toBe('number');
    expect(await store.db.outbox.toArray()).toEqual([
      expect.objectContaining({ key: 'FLOUR', deleted: true, gen: 1 }),
    ]);
    expect((await store.itemMap()).has('FLOUR')).toBe(false);
  });

  it('saves a supplier, and writes one with deleted true as a soft delete', async () => {
    await store.apply(saveRecord('supplier', { skey: 'ACME', name: 'Acme', ingredients: [] }));
    expect(await store.db.suppliers.get('ACME')).toMatchObject({ name: 'Acme', sync: { gen: 0 } });
    await store.apply(saveRecord('supplier', { skey: 'ACME', name: 'Acme', deleted: true }));
    expect(await store.db.suppliers.get('ACME')).toMatchObject({ deleted: true, sync: { gen: 1 } });
    expect(await store.db.outbox.toArray()).toEqual([
      expect.objectContaining({ kind: 'supplier', key: 'ACME', deleted: true, gen: 1 }),
    ]);
    await store.apply(saveRecord('supplier', { skey: 'ACME', name: 'Acme again' }));
    expect(await store.db.suppliers.get('ACME')).toMatchObject({ sync: { gen: 2 } });
  });

  it('stamps every write later than the one before', async () => {
    await store.apply(saveItem(flour));
    const first = (await store.db.master.get('FLOUR'))!.sync!.hlc;
    await store.apply(saveItem({ ...flour, purchaseprice: 40 }));
    expect((await store.db.master.get('FLOUR'))!.sync!.hlc > first).toBe(true);
  });
});

describe('VenueStore.saveItems', () => {
  const sugar = { ...flour, foodkey: 'SUGAR', name: 'Sugar', purchaseprice: 20 };

  it('writes nothing when any row is invalid, and names the row and field', async () => {
    await store.apply(saveItem(flour));
    const before = await store.db.master.get('FLOUR');
    await expect(
      store.apply(
        saveItems([
          { ...flour, purchaseprice: 60 },
          { ...sugar, purchaseqty: 'lots' },
        ]),
      ),
    ).rejects.toMatchObject({
      code: 'record-invalid',
      message: expect.stringMatching(/^row 2: purchaseqty/),
    });
    expect(await store.db.master.get('FLOUR')).toEqual(before);
    expect(await store.db.master.get('SUGAR')).toBeUndefined();
  });

  it('saves every row and propagates once to the recipes that use them', async () => {
    await store.apply(saveItem(flour));
    await store.apply(saveItem(bread));
    const written = (await store.apply(saveItems([{ ...flour, purchaseprice: 60 }, sugar]))).items;
    expect(written.map((item) => item.foodkey)).toEqual(['FLOUR', 'SUGAR', 'BREAD']);
    expect((await store.db.master.get('BREAD'))!.eachcost).toBeCloseTo(1.2, 10);
    expect(await store.db.outbox.count()).toBe(3);
  });

  it('writes the suppliers given with the items in the same transaction', async () => {
    await store.apply(saveItem(flour));
    await store.apply(saveRecord('supplier', { skey: 'OLD MILL', name: 'Old Mill' }));
    await store.apply(
      saveItems(
        [{ ...flour, supplier: 'Miller' }],
        suppliersOf([
          { skey: 'MILLER', name: 'Miller', codes: [{ foodkey: 'FLOUR', code: 'F-1' }] },
          { skey: 'OLD MILL', name: 'Old Mill', deleted: true },
        ]),
      ),
    );
    expect((await store.db.master.get('FLOUR'))?.supplier).toBe('Miller');
    expect(await store.db.suppliers.get('MILLER')).toMatchObject({ codes: [{ code: 'F-1' }] });
    expect(await store.db.suppliers.get('OLD MILL')).toMatchObject({ deleted: true });
    const queued = await store.db.outbox.toArray();
    expect(queued.map((e) => [e.kind, e.key, e.deleted]).sort()).toEqual([
      ['item', 'FLOUR', false],
      ['supplier', 'MILLER', false],
      ['supplier', 'OLD MILL', true],
    ]);
  });

  it('writes an item given with deleted true as a soft delete (an ingredient replaced)', async () => {
    await store.apply(saveItem(flour));
    await store.apply(saveItem(bread));
    await store.db.outbox.clear();
    await store.apply(
      saveItems([
        { ...bread, items: [{ ...bread.items[0], name: 'SUGAR' }] },
        { ...flour, deleted: true },
      ]),
    );
    expect(await store.db.master.get('FLOUR')).toMatchObject({ deleted: true, sync: { gen: 1 } });
    const queued = await store.db.outbox.toArray();
    expect(queued.map((e) => [e.key, e.deleted, e.gen]).sort()).toEqual([
      ['BREAD', false, 0],
      ['FLOUR', true, 1],
    ]);
    expect((await store.itemMap()).has('FLOUR')).toBe(false);
  });

  it('stores neither items nor suppliers when a part of the write fails', async () => {
    await store.apply(saveItem(flour));
    await store.db.outbox.clear();
    // A record IndexedDB cannot store, written after the items: the transaction aborts.
    const unstorable = { skey: 'GONE', name: 'Gone', deleted: true, note: () => 'no' };
    await expect(
      store.apply(
        saveItems(
          [{ ...flour, purchaseprice: 60 }],
          suppliersOf([{ skey: 'MILLER', name: 'Miller' }, unstorable]),
        ),
      ),
    ).rejects.toThrow();
    expect((await store.db.master.get('FLOUR'))?.purchaseprice).toBe(30);
    expect(await store.db.suppliers.count()).toBe(0);
    expect(await store.db.outbox.count()).toBe(0);
    expect((await store.itemMap()).get('FLOUR')?.purchaseprice).toBe(30);
  });

  it('refuses a supplier without its key before writing anything', async () => {
    await expect(
      store.apply(
        saveItems([{ ...flour, purchaseprice: 60 }], suppliersOf([{ name: 'Nameless' }])),
      ),
    ).rejects.toMatchObject({ code: 'record-invalid', message: 'supplier skey: required' });
    expect(await store.db.master.count()).toBe(0);
  });
});

describe('VenueSession', () => {
  it("refuses to write without an open venue: 'no dbName!'", async () => {
    await session.close();
    expect(() => session.require()).toThrow(DataError);
    expect(() => session.require()).toThrow('no dbName!');
  });

  it('keeps the client id of a venue across openings', async () => {
    const again = new VenueSession();
    const reopened = await again.open({
      userId: 'u1',
      venueId: `v${venue}`,
      newClientId: () => 'device-other',
      now: () => clock,
    });
    expect(reopened.env.nodeId).toBe('device-a1');
    await again.close();
  });
});

describe('two tabs on one venue', () => {
  it('sees the other tab’s writes: cached items are dropped when it announces changes', async () => {
    const other = new VenueSession();
    const tabB = await other.open({
      userId: 'u1',
      venueId: `v${venue}`,
      newClientId: () => 'device-a1',
      now: () => ++clock,
    });
    await store.apply(saveItem(flour));
    expect((await tabB.itemMap()).get('FLOUR')?.purchaseprice).toBe(30);
    await store.apply(saveItem({ ...flour, purchaseprice: 45 }));
    await new Promise((r) => setTimeout(r, 20));
    expect((await tabB.itemMap()).get('FLOUR')?.purchaseprice).toBe(45);
    await other.close();
  });
});

describe('VenueStore.recalculateAll', () => {
  const milk = {
    type: 'single',
    foodkey: 'MILK',
    name: 'Milk',
    purchaseprice: 3,
    purchaseqty: 2,
    purchaseunit: 'L',
    map: { volume_value: 1, volume_unit: 'L', weight_value: 1030, weight_unit: 'g' },
  };
  const custard = {
    type: 'recipe',
    foodkey: 'CUSTARD',
    name: 'Custard',
    items: [{ name: 'MILK', type: 'single', qty_value: 1, qty_unit: 'cup' }],
  };

  it('recomputes with new unit sizes and writes only the items whose figures changed', async () => {
    await store.apply(saveItem(flour));
    await store.apply(saveItem(milk));
    await store.apply(saveItem(custard));
    await store.db.outbox.clear();
    expect((await store.db.master.get('CUSTARD'))!.eachcost).toBeCloseTo(0.36, 10);

    const changed = (await store.apply(recalculateAll({ cupML: 250 }))).items;
    expect(changed.map((i) => i.foodkey).sort()).toEqual(['CUSTARD', 'FLOUR']);
    expect((await store.db.master.get('CUSTARD'))!.eachcost).toBeCloseTo(0.375, 10);
    expect((await store.db.master.get('FLOUR'))!.mlcost).toBeCloseTo((0.0012 * 125) / 250, 10);
    const outbox = await store.db.outbox.toArray();
    expect(outbox.map((e) => e.key).sort()).toEqual(['CUSTARD', 'FLOUR']);

    expect((await store.apply(recalculateAll({ cupML: 250 }))).items).toEqual([]);
  });
});

describe('VenueStore.observeItems', () => {
  it('emits the saved item and the recipes it re-costs, from memory after the first read', async () => {
    await store.apply(saveItems([flour, bread]));
    const seen: Array<Record<string, number | null | undefined>> = [];
    const live = store.observeItems();
    live.subscribe((items) =>
      seen.push(
        Object.fromEntries(
          items.map((i) => [
            i.foodkey,
            (i.costs as { total?: number } | undefined)?.total ?? i.gramcost,
          ]),
        ),
      ),
    );
    await store.itemMap();
    expect(live.hasValue()).toBe(true);
    // Reading the records again after this point would see this marker; the catalogue must not.
    await store.db.master.update('FLOUR', { name: 'Changed behind the store' });
    await store.apply(saveItem({ ...flour, purchaseprice: 60 }));
    expect(seen.at(-1)?.FLOUR).toBeCloseTo(0.0024, 10);
    expect(seen.at(-1)?.BREAD).toBeCloseTo(1.2, 10);
    expect(live.getValue().find((i) => i.foodkey === 'FLOUR')?.name).toBe('Flour');
  });

  it('writes a re-costing save in one outbox entry per key, the latest version', async () => {
    await store.apply(saveItems([flour, bread]));
    await store.apply(saveItem({ ...flour, purchaseprice: 60 }));
    const outbox = await store.db.outbox.toArray();
    expect(outbox.map((e) => e.key).sort()).toEqual(['BREAD', 'FLOUR']);
    const flourEntry = outbox.find((e) => e.key === 'FLOUR');
    const stored = await store.db.master.get('FLOUR');
    expect(flourEntry?.hlc).toBe(stored?.sync?.hlc);
    expect(stored?.purchaseprice).toBe(60);
  });
});

describe('VenueSession changes channel', () => {
  it("reads back the master records another context wrote into this page's catalogue", async () => {
    const other = new VenueSession();
    const otherStore = await other.open({
      userId: 'u1',
      venueId: `v${venue}`,
      newClientId: () => 'device-a1',
      now: () => ++clock,
    });
    try {
      await store.itemMap();
      const seen: string[][] = [];
      store.observeItems().subscribe((items) => seen.push(items.map((i) => i.name ?? '')));
      await otherStore.apply(saveItems([flour, bread]));
      await expect.poll(() => seen.at(-1)).toEqual(['Bread', 'Flour']);
    } finally {
      await other.close();
    }
  });
});

describe('VenueStore.stageItem', () => {
  it('shows the change in memory at once and stores it in one transaction after', async () => {
    await store.apply(saveItems([flour, bread]));
    const { items, stored } = await store.apply(saveItem({ ...flour, purchaseprice: 60 }), {
      staged: true,
    });
    expect(items.map((i) => i.foodkey)).toEqual(['FLOUR', 'BREAD']);
    const shown = store.observeItems().getValue();
    expect(shown.find((i) => i.foodkey === 'FLOUR')?.purchaseprice).toBe(60);
    await stored;
    expect((await store.db.master.get('FLOUR'))?.purchaseprice).toBe(60);
    expect((await store.db.outbox.toArray()).map((e) => e.key).sort()).toEqual(['BREAD', 'FLOUR']);
  });

  it('changes the loaded catalogue and tells its observers before it returns', async () => {
    await store.apply(saveItems([flour, bread]));
    const seen: unknown[] = [];
    const subscription = store
      .observeItems()
      .subscribe((items) => seen.push(items.find((i) => i.foodkey === 'FLOUR')?.purchaseprice));
    seen.length = 0;
    // Not awaited: a screen draws its next page in the same render as the change.
    const staging = store.apply(saveItem({ ...flour, purchaseprice: 60 }), { staged: true });
    const shown = store.observeItems().getValue();
    expect(shown.find((i) => i.foodkey === 'FLOUR')?.purchaseprice).toBe(60);
    expect(seen).toEqual([60]);
    subscription.unsubscribe();
    await (
      await staging
    ).stored;
  });

  it('refuses an invalid record without changing the catalogue', async () => {
    await store.apply(saveItems([flour]));
    await expect(
      store.apply(saveItem({ ...flour, purchaseprice: 'thirty' }), { staged: true }),
    ).rejects.toMatchObject({
      code: 'record-invalid',
    });
    expect((await store.itemMap()).get('FLOUR')?.purchaseprice).toBe(30);
  });

  it('stores nothing and reads the catalogue back when the transaction fails', async () => {
    await store.apply(saveItems([flour, bread]));
    await store.db.outbox.clear();
    // A closed database makes the write fail after the change reached memory.
    store.db.close();
    const { stored } = await store.apply(saveItem({ ...flour, purchaseprice: 60 }), {
      staged: true,
    });
    await expect(stored).rejects.toThrow();
    await store.db.open();
    expect((await store.db.master.get('FLOUR'))?.purchaseprice).toBe(30);
    expect(await store.db.outbox.count()).toBe(0);
    const flourNow = (await store.itemMap()).get('FLOUR');
    expect(flourNow?.purchaseprice).toBe(30);
  });
});

describe('VenueStore staged writes', () => {
  it('starts writing when the page says, tells it is pending, and the session waits for it', async () => {
    const starts: Array<() => void> = [];
    const deferred = new VenueSession();
    const own = await deferred.open({
      userId: 'u1',
      venueId: `deferred${++venue}`,
      newClientId: () => 'device-d',
      now: () => ++clock,
      deferWrite: (start) => starts.push(start),
    });
    const { stored } = await own.apply(saveItem(flour), { staged: true });
    expect(own.writesPending).toBe(true);
    expect(await own.db.master.count()).toBe(0);
    expect(starts).toHaveLength(1);
    const closing = deferred.close();
    starts[0]!();
    await stored;
    await closing;
    expect(own.writesPending).toBe(false);
    const reopened = await new VenueSession().open({
      userId: 'u1',
      venueId: `deferred${venue}`,
      newClientId: () => 'device-d',
      now: () => ++clock,
    });
    expect((await reopened.db.master.get('FLOUR'))?.purchaseprice).toBe(30);
    reopened.db.close();
  });
});

import 'fake-indexeddb/auto';
import type { CatalogueItem } from '@larder/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VenueDb } from '../db/venue-db';
import { stagedWriteReply } from '../worker/staged-write-reply';
import { saveItem } from './change';
import { ItemCatalogue } from './item-catalogue';
import type { StagedWrite } from './staged-write';
import { stagedButter, stagedDough, stagedFlour } from './staged-test-venue';
import { writerThrough } from '../worker/staged-test-writer';
import { VenueStore } from './venue-store';

/**
 * A page's staged save of items in two steps (`PlanOptions.recostLater`): the saved items, with
 * their own figures, are in the catalogue before `apply` returns, so the next screen is drawn
 * at once; the items they re-cost are planned and put into the catalogue once the page has
 * painted (`deferWrite`), before the one transaction that stores the whole save.
 */

const T0 = 1_800_000_000_000;
const flour = stagedFlour;
const butter = stagedButter(8);
const dough = stagedDough;
const loaf = {
  type: 'recipe',
  foodkey: 'LOAF',
  name: 'Loaf',
  items: [{ name: 'DOUGH', type: 'recipe', qty_value: 1, qty_unit: 'each' }],
};
/** The dough's cost with flour at `price` a kg (500 g of it, and 100 g of butter at 8). */
const doughCost = (price: number) => 500 * (price / 1000) + 100 * 0.008;

const opened: VenueDb[] = [];
const ports: MessagePort[] = [];
let databases = 0;

afterEach(() => {
  vi.restoreAllMocks();
  for (const db of opened.splice(0)) db.close();
  for (const port of ports.splice(0)) port.close();
});

/** A store as a page opens it: its staged writes start when `paint()` is called. */
function pageStore(name = `recost-later-${++databases}`) {
  const db = new VenueDb(name);
  opened.push(db);
  const starts: (() => void)[] = [];
  const store = new VenueStore(db, {
    now: () => T0,
    nodeId: 'device-a',
    origin: `page-of-${name}`,
    deferWrite: (start) => starts.push(start),
  });
  const paint = () => {
    for (const start of starts.splice(0)) start();
  };
  return { store, paint };
}

/** A store with no paint to wait for (a worker, a test): every save is planned whole. */
function wholeStore(name = `recost-whole-${++databases}`) {
  const db = new VenueDb(name);
  opened.push(db);
  return new VenueStore(db, { now: () => T0, nodeId: 'device-a', origin: `page-of-${name}` });
}

async function seed(store: VenueStore, paint: () => void = () => undefined) {
  for (const item of [flour(2), butter, dough, loaf]) {
    const { stored } = await store.apply(saveItem(item));
    paint();
    await stored;
  }
}

const shown = (store: VenueStore, key: string) =>
  store
    .observeItems()
    .getValue()
    .find((item) => item.foodkey === key);

async function storedState(db: VenueDb) {
  const outbox = (await db.outbox.toArray()).map(({ mid: _mid, ...entry }) => entry);
  return { master: await db.master.toArray(), outbox, state: await db.state.toArray() };
}

describe('a page’s staged save: the saved items first, what they re-cost after the paint', () => {
  it('shows the saved ingredient at once and re-costs the recipes that use it once painted', async () => {
    const { store, paint } = pageStore();
    await seed(store, paint);
    const applied = await store.apply(saveItem(flour(3)), { staged: true });

    expect(applied.items.map((i) => i.foodkey)).toEqual(['FLOUR']);
    expect(shown(store, 'FLOUR')?.purchaseprice).toBe(3);
    expect(shown(store, 'DOUGH')?.eachcost).toBeCloseTo(doughCost(2), 9);
    let recosted: CatalogueItem[] | null = null;
    void applied.recosted.then((items) => (recosted = items));
    await Promise.resolve();
    expect(recosted).toBeNull();

    paint();
    expect((await applied.recosted).map((i) => i.foodkey)).toEqual(['DOUGH', 'LOAF']);
    expect(shown(store, 'DOUGH')?.eachcost).toBeCloseTo(doughCost(3), 9);
    expect(shown(store, 'LOAF')?.eachcost).toBeCloseTo(doughCost(3), 9);
    await applied.stored;
  });

  it('stores exactly what a save planned whole stores', async () => {
    const { store, paint } = pageStore();
    const whole = wholeStore();
    await seed(store, paint);
    await seed(whole);
    const inTwo = await store.apply(saveItem(flour(3)), { staged: true });
    const inOne = await whole.apply(saveItem(flour(3)), { staged: true });
    expect(inOne.items.map((i) => i.foodkey)).toEqual(['FLOUR', 'DOUGH', 'LOAF']);
    paint();
    await Promise.all([inTwo.stored, inOne.stored]);
    expect(await inTwo.recosted).toEqual(await inOne.recosted);
    expect(await storedState(store.db)).toEqual(await storedState(whole.db));
    expect(await store.itemMap()).toEqual(await whole.itemMap());
  });

  it('with the data worker writing, the worker’s whole plan matches and the page keeps its catalogue', async () => {
    const name = `recost-worker-${++databases}`;
    const { store: page, paint } = pageStore(name);
    const worker = wholeStore(name);
    const writes: StagedWrite[] = [];
    const writer = writerThrough((write) => {
      writes.push(write);
      return stagedWriteReply(() => worker.applyStaged(write));
    }, ports);
    await seed(page, paint);
    page.writeStagedWith(writer);
    const readAgain = vi.spyOn(ItemCatalogue.prototype, 'reset');

    const applied = await page.apply(saveItem(flour(3)), { staged: true });
    paint();
    await applied.stored;
    expect(writes.map((w) => w.change)).toEqual([saveItem(flour(3))]);
    expect(readAgain).not.toHaveBeenCalled();
    expect((await page.db.master.get('LOAF'))?.eachcost).toBeCloseTo(doughCost(3), 9);
    expect(shown(page, 'LOAF')?.eachcost).toBeCloseTo(doughCost(3), 9);
  });

  it('plans the save whole when the catalogue was read again before the paint', async () => {
    const { store, paint } = pageStore();
    await seed(store, paint);
    const applied = await store.apply(saveItem(flour(3)), { staged: true });
    // Another context wrote many records: the catalogue is read again from the database,
    // which does not hold the new flour yet.
    store.invalidate();
    paint();
    expect((await applied.recosted).map((i) => i.foodkey)).toEqual(['DOUGH', 'LOAF']);
    await applied.stored;
    expect((await store.db.master.get('FLOUR'))?.purchaseprice).toBe(3);
    expect((await store.db.master.get('DOUGH'))?.eachcost).toBeCloseTo(doughCost(3), 9);
    expect((await store.itemMap()).get('LOAF')?.eachcost).toBeCloseTo(doughCost(3), 9);
  });

  it('a save that deletes an item stores what a save planned whole stores', async () => {
    const { store, paint } = pageStore();
    const whole = wholeStore();
    await seed(store, paint);
    await seed(whole);
    const gone = saveItem({ ...butter, deleted: true });
    const applied = await store.apply(gone, { staged: true });
    const inOne = await whole.apply(gone, { staged: true });
    await inOne.stored;
    expect(applied.items).toEqual(inOne.items);
    expect(shown(store, 'BUTTER')).toBeUndefined();
    paint();
    expect(await applied.recosted).toEqual(await inOne.recosted);
    await applied.stored;
    expect(await storedState(store.db)).toEqual(await storedState(whole.db));
  });

  it('a save that re-costs nothing gives no re-costed items', async () => {
    const { store, paint } = pageStore();
    await seed(store, paint);
    const applied = await store.apply(saveItem({ ...loaf, note: 'Slice when cool' }), {
      staged: true,
    });
    paint();
    expect(await applied.recosted).toEqual([]);
    await applied.stored;
    expect((await store.db.master.get('LOAF'))?.note).toBe('Slice when cool');
  });
});

import 'fake-indexeddb/auto';
import { sampleVenueRecords } from '@larder/domain/sample-venue';
import { afterEach, describe, expect, it } from 'vitest';
import { VenueDb } from '../db/venue-db';
import { saveItems } from './change';
import { VenueStore } from './venue-store';

/**
 * The sample venue is written by one `apply`: every item and record of it in one IndexedDB
 * transaction, all or nothing.
 */

const sample = sampleVenueRecords({ today: '2026-03-10' });
const opened: VenueDb[] = [];
let databases = 0;

function openStore(step?: (name: string) => void) {
  const db = new VenueDb(`sample-venue-${++databases}`);
  opened.push(db);
  let time = 1_773_100_000_000;
  return new VenueStore(db, { now: () => ++time, nodeId: 'device-s', ...(step ? { step } : {}) });
}

afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

/** How many records of each kind a venue database holds, and its outbox. */
async function counts(db: VenueDb) {
  return {
    items: await db.master.count(),
    suppliers: await db.suppliers.count(),
    settings: await db.settings.count(),
    menus: await db.menus.count(),
    events: await db.events.count(),
    estimates: await db.estimates.count(),
    prepLists: await db.prepLists.count(),
    stockCounts: await db.stockCounts.count(),
    salesCounts: await db.salesCounts.count(),
    outbox: await db.outbox.count(),
  };
}

const EMPTY = {
  items: 0,
  suppliers: 0,
  settings: 0,
  menus: 0,
  events: 0,
  estimates: 0,
  prepLists: 0,
  stockCounts: 0,
  salesCounts: 0,
  outbox: 0,
};

describe('writing the sample venue', () => {
  it('stores every item and record in one change, each queued for the server', async () => {
    const store = openStore();
    store.setPro(false);
    const applied = await store.apply(saveItems(sample.items, sample.records));
    expect(applied.items).toHaveLength(sample.items.length);
    expect(await counts(store.db)).toEqual({
      items: 79,
      suppliers: 4,
      settings: 3,
      menus: 2,
      events: 4,
      estimates: 1,
      prepLists: 1,
      stockCounts: 2,
      salesCounts: 2,
      outbox: 79 + 4 + 3 + 2 + 4 + 1 + 1 + 2 + 2,
    });
    // Stored as the sample made them: its figures and its week of price history, not a new
    // entry of the day it was written.
    const salmon = sample.items.find((i) => i.foodkey === 'ATLANTIC SALMON FILLET')!;
    const stored = await store.db.master.get('ATLANTIC SALMON FILLET');
    expect(stored).toMatchObject({
      gramcost: salmon.gramcost,
      pricehistory: salmon.pricehistory,
      wastage: salmon.wastage,
    });
    const steak = sample.items.find((i) => i.foodkey === 'STEAK FRITES')!;
    expect((await store.db.master.get('STEAK FRITES'))?.costs).toEqual(steak.costs);
  });

  it('leaves nothing when the transaction fails midway, and all of it when tried again', async () => {
    let steps = 0;
    let failAt: number | null = 3;
    const store = openStore((name) => {
      if (name === 'records' && failAt !== null && ++steps === failAt) {
        throw new Error(`stopped at ${name} ${steps}`);
      }
    });
    await expect(store.apply(saveItems(sample.items, sample.records))).rejects.toThrow(
      'stopped at records 3',
    );
    expect(await counts(store.db)).toEqual(EMPTY);
    expect(await store.itemMap()).toEqual(new Map());
    failAt = null;
    await store.apply(saveItems(sample.items, sample.records));
    expect((await counts(store.db)).items).toBe(79);
    expect((await store.itemMap()).size).toBe(79);
  });

  it('refuses the whole sample when one record is invalid, writing nothing', async () => {
    const store = openStore();
    const [first, ...rest] = sample.records;
    const broken = { ...first!, record: { ...first!.record, email: 'not an address' } };
    await expect(store.apply(saveItems(sample.items, [broken, ...rest]))).rejects.toMatchObject({
      code: 'record-invalid',
    });
    expect(await counts(store.db)).toEqual(EMPTY);
  });
});

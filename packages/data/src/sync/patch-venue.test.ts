import 'fake-indexeddb/auto';
import { sampleVenueRecords } from '@larder/domain/sample-venue';
import { afterEach, describe, expect, it } from 'vitest';
import { VenueDb } from '../db/venue-db';
import { saveItems, type KindRecord } from '../store/change';
import { VenueStore } from '../store/venue-store';
import { patchVenue } from './patch-venue';

const opened: VenueDb[] = [];
let databases = 0;

function openStore(units?: () => { cupML: number }) {
  const db = new VenueDb(`patch-venue-${++databases}`);
  opened.push(db);
  let time = 1_773_100_000_000;
  return new VenueStore(db, { now: () => ++time, nodeId: 'device-p', ...(units ? { units } : {}) });
}

afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

describe('patch update of one venue database (product spec §4)', () => {
  it('writes nothing for a venue this release wrote through its write path (the sample venue)', async () => {
    const store = openStore();
    const sample = sampleVenueRecords({ today: '2026-11-27' });
    await store.apply(saveItems(sample.items, sample.records as KindRecord[]));
    const outbox = await store.db.outbox.count();
    let told = false;
    expect(await patchVenue(store, () => (told = true))).toEqual({
      written: 0,
      problems: [],
    });
    expect(told).toBe(false);
    expect(await store.db.outbox.count()).toBe(outbox);
  });

  it("re-costs with the store's unit sizes: a cup changed since rewrites the items bought by the cup", async () => {
    let units = { cupML: 240 };
    const store = openStore(() => units);
    await store.apply(
      saveItems([
        {
          type: 'single',
          foodkey: 'OATS',
          name: 'Oats',
          purchaseprice: 6,
          purchaseqty: 24,
          purchaseunit: 'cup',
        },
        {
          type: 'single',
          foodkey: 'SALT',
          name: 'Salt',
          purchaseprice: 2,
          purchaseqty: 1,
          purchaseunit: 'kg',
        },
      ]),
    );
    units = { cupML: 250 };
    let told = false;
    const patched = await patchVenue(store, () => (told = true));
    expect(patched.written).toBe(1);
    expect(told).toBe(true);
    expect((await store.db.master.get('OATS'))?.mlcost).toBeCloseTo(6 / (24 * 250), 12);
  });
});

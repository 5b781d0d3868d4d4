import 'fake-indexeddb/auto';
import * as fixtures from '@larder/domain/testing';
import { describe, expect, it } from 'vitest';
import { storageJournal, type JournalStorage } from './staged-journal';
import { stagedJournalKey, VenueSession } from './venue-session';
import { saveItem, saveItems } from './change';

/** Web Storage over a Map (what localStorage is to the page). */
function memoryStorage(): JournalStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

let clock = 1_700_000_000_000;
let venue = 0;

// Flour as costing-model §2: a 25 kg bag at 30.00, so 0.0012 a gram; bread uses 500 g of it.
const flour = fixtures.flour();
const bread = fixtures.recipe('BREAD', [
  { name: 'FLOUR', type: 'single', qty_value: 500, qty_unit: 'g' },
]);

/** Opens one venue as a page does; `deferWrite: 'never'` is a page reloaded before any write. */
async function openPage(
  venueId: string,
  storage: JournalStorage,
  options: { deferWrite?: 'never' } = {},
) {
  const session = new VenueSession();
  const store = await session.open({
    userId: 'u1',
    venueId,
    newClientId: () => 'device-j',
    now: () => ++clock,
    journalStorage: storage,
    ...(options.deferWrite === 'never' ? { deferWrite: () => undefined } : {}),
  });
  return { session, store };
}

describe('storageJournal', () => {
  it('keeps entries until removed, and drops the key when empty', () => {
    const storage = memoryStorage();
    const journal = storageJournal(storage, 'k');
    journal.add({ id: 'a', item: { foodkey: 'A' } });
    journal.add({ id: 'b', item: { foodkey: 'B' } });
    expect(journal.entries().map((e) => e.id)).toEqual(['a', 'b']);
    journal.remove('a');
    expect(journal.entries().map((e) => e.id)).toEqual(['b']);
    journal.remove('b');
    expect(storage.data.has('k')).toBe(false);
  });

  it('reads damaged storage as empty, and never fails a save when storage refuses a write', () => {
    const storage = memoryStorage();
    storage.setItem('k', '{not json');
    expect(storageJournal(storage, 'k').entries()).toEqual([]);
    const full: JournalStorage = {
      ...storage,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => storageJournal(full, 'k').add({ id: 'a', item: {} })).not.toThrow();
  });
});

describe('a staged save cut off by a reload (VenueStore.replayJournal)', () => {
  it('is saved when the venue opens again, with its outbox entry, and leaves the journal', async () => {
    const storage = memoryStorage();
    const venueId = `journal${++venue}`;
    const before = await openPage(venueId, storage, { deferWrite: 'never' });
    await before.store.apply(saveItem(flour), { staged: true });
    expect(await before.store.db.master.count()).toBe(0);
    expect(storage.data.has(stagedJournalKey(before.store.db.name))).toBe(true);
    before.store.db.close(); // the page is gone; its write never started

    const after = await openPage(venueId, storage);
    expect((await after.store.db.master.get('FLOUR'))?.purchaseprice).toBe(30);
    expect((await after.store.db.outbox.toArray()).map((e) => e.key)).toEqual(['FLOUR']);
    expect((await after.store.itemMap()).get('FLOUR')?.gramcost).toBeCloseTo(0.0012, 10);
    expect(storage.data.has(stagedJournalKey(after.store.db.name))).toBe(false);
    await after.session.close();
  });

  it('re-costs the recipes that use the item saved again', async () => {
    const storage = memoryStorage();
    const venueId = `journal${++venue}`;
    const setup = await openPage(venueId, storage);
    await setup.store.apply(saveItems([flour, bread]));
    await setup.session.close();

    const before = await openPage(venueId, storage, { deferWrite: 'never' });
    await before.store.apply(saveItem({ ...flour, purchaseprice: 60 }), { staged: true });
    before.store.db.close();

    const after = await openPage(venueId, storage);
    expect((await after.store.db.master.get('BREAD'))?.eachcost).toBeCloseTo(1.2, 10);
    await after.session.close();
  });

  it('keeps only the last of two saves of one item', async () => {
    const storage = memoryStorage();
    const venueId = `journal${++venue}`;
    const before = await openPage(venueId, storage, { deferWrite: 'never' });
    await before.store.apply(saveItem({ ...flour, purchaseprice: 40 }), { staged: true });
    await before.store.apply(saveItem({ ...flour, purchaseprice: 50 }), { staged: true });
    before.store.db.close();

    const after = await openPage(venueId, storage);
    expect((await after.store.db.master.get('FLOUR'))?.purchaseprice).toBe(50);
    await after.session.close();
  });

  it('empties the journal once a staged save is stored, so nothing is saved twice', async () => {
    const storage = memoryStorage();
    const venueId = `journal${++venue}`;
    const page = await openPage(venueId, storage);
    const { stored } = await page.store.apply(saveItem(flour), { staged: true });
    await stored;
    expect(storage.data.size).toBe(0);
    await page.session.close();
  });

  it('does not overwrite a version stored after the save was staged', async () => {
    const storage = memoryStorage();
    const venueId = `journal${++venue}`;
    const before = await openPage(venueId, storage, { deferWrite: 'never' });
    await before.store.apply(saveItem({ ...flour, purchaseprice: 40 }), { staged: true });
    // Meanwhile another tab stores a later version.
    const other = await openPage(venueId, memoryStorage());
    await other.store.apply(saveItem({ ...flour, purchaseprice: 70 }));
    await other.session.close();
    before.store.db.close();

    const after = await openPage(venueId, storage);
    expect((await after.store.db.master.get('FLOUR'))?.purchaseprice).toBe(70);
    expect(storage.data.size).toBe(0);
    await after.session.close();
  });
});

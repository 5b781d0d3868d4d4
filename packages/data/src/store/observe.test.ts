import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { observeRecord, observeRecords } from './observe';
import { VenueSession } from './venue-session';
import { deleteItem, saveItem, saveRecord } from './change';

describe('observeRecords', () => {
  it('emits again when a record is saved or deleted, leaving deleted ones out', async () => {
    const session = new VenueSession();
    let clock = 1_000;
    const store = await session.open({
      userId: 'u',
      venueId: 'obs',
      newClientId: () => 'dev-obs-1',
      now: () => ++clock,
    });
    const seen: string[][] = [];
    const subscription = observeRecords(store, 'item').subscribe((records) =>
      seen.push(records.map((r) => String(r.foodkey))),
    );
    const settle = () => new Promise((r) => setTimeout(r, 50));
    await settle();
    await store.apply(saveItem({ type: 'single', foodkey: 'SALT', name: 'Salt' }));
    await settle();
    await store.apply(deleteItem('SALT'));
    await settle();
    subscription.unsubscribe();
    await session.close();
    expect(seen[0]).toEqual([]);
    expect(seen).toContainEqual(['SALT']);
    expect(seen.at(-1)).toEqual([]);
  });

  it('is one list per store and kind, shared by every screen with its current value', async () => {
    const session = new VenueSession();
    const store = await session.open({
      userId: 'u',
      venueId: 'obs-shared',
      newClientId: () => 'dev-obs-2',
      now: () => 1_000,
    });
    const suppliers = observeRecords(store, 'supplier');
    expect(observeRecords(store, 'supplier')).toBe(suppliers);
    expect(observeRecords(store, 'menu')).not.toBe(suppliers);
    // The record of the same key is another query than the list of its kind.
    expect(observeRecord(store, 'supplier', 'supplier')).not.toBe(suppliers);
    const first = suppliers.subscribe(() => undefined);
    await store.apply(saveRecord('supplier', { skey: 'S1', name: 'Fresh Farms' }));
    await vi.waitFor(() => expect(suppliers.getValue()?.map((r) => r.skey)).toEqual(['S1']));
    // A screen opened now draws the list in its first render: the value is there at once.
    const later: string[][] = [];
    const second = observeRecords(store, 'supplier').subscribe((records) =>
      later.push(records.map((r) => String(r.skey))),
    );
    expect(later).toEqual([['S1']]);
    first.unsubscribe();
    second.unsubscribe();
    await session.close();
  });
});

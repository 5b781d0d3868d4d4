import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { observeRecord, observeRecords } from './observe';
import { VenueSession } from './venue-session';
import { deleteItem, saveItem, saveRecord } from './change';
import { closeTestDevices, openTestDevice } from './test-devices';

afterEach(closeTestDevices);

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
    const store = await openTestDevice('obs-shared', 'dev-obs-2');
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
  });
});

describe('observeRecord', () => {
  it('is one shared query per record, current with what is saved', async () => {
    const store = await openTestDevice('shared-obs', 'dev-shared-1');
    const profile = observeRecord(store, 'settings', 'PROFILE');
    expect(observeRecord(store, 'settings', 'PROFILE')).toBe(profile);
    expect(observeRecord(store, 'settings', 'OTHER')).not.toBe(profile);
    const seen: unknown[] = [];
    const subscription = profile.subscribe((record) => seen.push(record?.name));
    await vi.waitFor(() => expect(seen).toEqual([undefined]));
    await store.apply(saveRecord('settings', { skey: 'PROFILE', name: 'The Anchor' }));
    await vi.waitFor(() => expect(profile.getValue()?.name).toBe('The Anchor'));
    expect(seen.at(-1)).toBe('The Anchor');
    subscription.unsubscribe();
  });
});

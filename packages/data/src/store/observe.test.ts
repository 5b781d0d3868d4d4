import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { observeRecords } from './observe';
import { VenueSession } from './venue-session';
import { deleteItem, saveItem } from './change';

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
});

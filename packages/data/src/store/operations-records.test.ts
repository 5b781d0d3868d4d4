import 'fake-indexeddb/auto';
import type { PullResponse, PushBody, PushResponse, SyncRow } from '@larder/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VenueDb } from '../db/venue-db';
import type { SyncApi } from '../sync/sync-api';
import { syncVenue } from '../sync/sync-venue';
import { saveRecord, saveItems, type RecordKind } from './change';
import { observePrepTicks, observeRecords } from './observe';
import { oldVenueDb } from './old-venue-db';
import { closeTestDevices, openTestDevice } from './test-devices';
import type { VenueStore } from './venue-store';

let store: VenueStore;
let venue = 0;

beforeEach(async () => {
  store = await openTestDevice(`ops${++venue}`, 'device-ops1');
});
afterEach(closeTestDevices);

const event = {
  skey: 'ev-1',
  name: 'Smith wedding',
  type: 'wedding',
  date: '2026-06-20',
  guests: 80,
  status: 'enquiry',
  lines: [{ foodkey: 'SOUP', perGuest: 1 }],
};
const estimate = {
  skey: 'est-1',
  title: 'Smith wedding',
  date: '2026-05-01',
  eventKey: 'ev-1',
  status: 'draft',
  lines: [{ foodkey: 'SOUP', qty: 80, pricing: 'sale' }],
  extras: [],
  taxPercent: 10,
};
const tick = (foodkey: string, done = true, list = 'forecast', date = '2026-03-06') => ({
  skey: `${list}|${date}|${foodkey}`,
  list,
  date,
  foodkey,
  done,
});

describe('the kitchen operations records on the device (operations-model §2, §5, §6)', () => {
  it('writes an event, an estimate, a prep list and a tick with their stamps and outbox entries', async () => {
    await store.apply(saveRecord('event', event));
    await store.apply(saveRecord('estimate', estimate));
    await store.apply(
      saveRecord('prep-list', {
        skey: 'pl-1',
        name: 'Friday',
        lines: [{ foodkey: 'SOUP', amount: 40, unit: 'servings' }],
      }),
    );
    await store.apply(saveRecord('prep-tick', tick('SOUP')));
    expect(await store.db.events.get('ev-1')).toMatchObject({
      name: 'Smith wedding',
      sync: { gen: 0, node: 'device-ops1' },
    });
    expect(await store.db.estimates.get('est-1')).toMatchObject({ title: 'Smith wedding' });
    expect(await store.db.prepLists.get('pl-1')).toMatchObject({ name: 'Friday' });
    expect(await store.db.prepTicks.get('forecast|2026-03-06|SOUP')).toMatchObject({ done: true });
    const queued = (await store.db.outbox.toArray()).map((e) => `${e.kind}/${e.key}`);
    expect(queued).toEqual([
      'event/ev-1',
      'estimate/est-1',
      'prep-list/pl-1',
      'prep-tick/forecast|2026-03-06|SOUP',
    ]);
  });

  it('cleans an event name and an estimate title before storing them', async () => {
    await store.apply(saveRecord('event', { ...event, name: ' Smith\twedding ' }));
    await store.apply(saveRecord('estimate', { ...estimate, title: 'Smith\r\nwedding' }));
    expect((await store.db.events.get('ev-1'))?.name).toBe('Smith wedding');
    expect((await store.db.estimates.get('est-1'))?.title).toBe('Smith wedding');
  });

  it('refuses an event on 30 February and one of 0 guests, naming the field, writing nothing', async () => {
    await expect(
      store.apply(saveRecord('event', { ...event, date: '2026-02-30' })),
    ).rejects.toMatchObject({
      code: 'record-invalid',
      details: [expect.objectContaining({ reason: 'field-format', path: 'date' })],
    });
    await expect(store.apply(saveRecord('event', { ...event, guests: 0 }))).rejects.toMatchObject({
      code: 'record-invalid',
      details: [expect.objectContaining({ reason: 'field-too-small', path: 'guests' })],
    });
    expect(await store.db.events.count()).toBe(0);
    expect(await store.db.outbox.count()).toBe(0);
  });

  it('refuses to save an estimate number on the device: only the server numbers estimates', async () => {
    const numbered = saveRecord('estimate-number' as RecordKind, { skey: 'est-1', number: 1 });
    await expect(store.apply(numbered)).rejects.toMatchObject({
      name: 'DataError',
      code: 'server-written',
      message: "'estimate-number' records are written by the server only",
      details: [expect.objectContaining({ reason: 'field-choice', path: 'kind' })],
    });
    // ...nor with other records: nothing of the change is written.
    await expect(
      store.apply(
        saveItems(
          [],
          [
            { kind: 'estimate', record: estimate },
            { kind: 'estimate-number' as RecordKind, record: { skey: 'est-1', number: 1 } },
          ],
        ),
      ),
    ).rejects.toMatchObject({ code: 'server-written' });
    expect(await store.db.estimates.count()).toBe(0);
    expect(await store.db.estimateNumbers.count()).toBe(0);
    expect(await store.db.outbox.count()).toBe(0);
  });

  it('keeps the ticks of two lines ticked on two devices: one record per line', async () => {
    const second = await openTestDevice(`ops-other${venue}`, 'device-ops2');
    await store.apply(saveRecord('prep-tick', tick('SOUP')));
    await second.apply(saveRecord('prep-tick', tick('CAKE')));
    const rows = [
      ...(await second.db.prepTicks.toArray()).map((record): SyncRow => ({
        kind: 'prep-tick',
        key: String(record.skey),
        ...record.sync!,
        rev: 1,
        deleted: false,
        doc: { ...record, sync: undefined },
      })),
    ];
    await store.apply({ type: 'pulled', rows, cursor: { epoch: 'e', rev: 1 } });
    const keys = (await store.db.prepTicks.toArray()).map((t) => t.foodkey).sort();
    expect(keys).toEqual(['CAKE', 'SOUP']);
  });

  it('lists the ticks of one list and day, live', async () => {
    const seen: string[][] = [];
    const subscription = observePrepTicks(store, 'forecast', '2026-03-06').subscribe((ticks) =>
      seen.push(ticks.map((t) => `${String(t.foodkey)}:${String(t.done)}`).sort()),
    );
    const settle = () => new Promise((r) => setTimeout(r, 50));
    await settle();
    await store.apply(saveRecord('prep-tick', tick('SOUP')));
    await store.apply(saveRecord('prep-tick', tick('CAKE', true, 'forecast', '2026-03-07')));
    await store.apply(saveRecord('prep-tick', tick('BREAD', true, 'pl-1')));
    await settle();
    await store.apply(saveRecord('prep-tick', tick('SOUP', false)));
    await settle();
    subscription.unsubscribe();
    expect(seen[0]).toEqual([]);
    expect(seen).toContainEqual(['SOUP:true']);
    expect(seen.at(-1)).toEqual(['SOUP:false']);
  });

  it('lists live events, leaving deleted ones out', async () => {
    const seen: string[][] = [];
    const subscription = observeRecords(store, 'event').subscribe((records) =>
      seen.push(records.map((r) => String(r.skey))),
    );
    const settle = () => new Promise((r) => setTimeout(r, 50));
    await settle();
    await store.apply(saveRecord('event', event));
    await settle();
    await store.apply(saveRecord('event', { ...event, deleted: true }));
    await settle();
    subscription.unsubscribe();
    expect(seen).toContainEqual(['ev-1']);
    expect(seen.at(-1)).toEqual([]);
  });
});

describe('estimate numbers reach the device by pull, never by push (operations-model §6)', () => {
  const numberRow = (key: string, number: number, rev: number): SyncRow => ({
    kind: 'estimate-number',
    key,
    gen: 0,
    hlc: '001700000000000-0000-server',
    node: 'server',
    rev,
    deleted: false,
    doc: { skey: key, number },
  });

  it('stores a pulled estimate number, and never pushes it again after a server reset', async () => {
    await store.apply(saveRecord('estimate', estimate));
    const pushed: PushBody[] = [];
    let resetOnce = true;
    const api: SyncApi = {
      push: async (_venue, body): Promise<PushResponse> => {
        pushed.push(body);
        return {
          ackMid: Math.max(0, ...body.mutations.map((m) => m.mid)),
          results: body.mutations.map((m) => ({ mid: m.mid, status: 'applied' })),
          serverTime: 0,
          epoch: 'e1',
        };
      },
      pull: async (_venue, cursor): Promise<PullResponse> => {
        if (cursor && resetOnce) {
          resetOnce = false;
          return { rows: [], cursor: { epoch: 'e2', rev: 0 }, hasMore: false, reset: true };
        }
        return {
          rows: cursor ? [] : [numberRow('est-1', 7, 2)],
          cursor: { epoch: 'e1', rev: 2 },
          hasMore: false,
        };
      },
      buckets: async () => ({ mismatched: [], rows: [], cursor: { epoch: 'e1', rev: 0 } }),
    };
    await syncVenue(store, api, { venueId: 'v' });
    expect(await store.db.estimateNumbers.get('est-1')).toMatchObject({
      number: 7,
      sync: { node: 'server', rev: 2 },
    });
    // The server's store was reset: everything this device wrote is pushed again, but not
    // the number the server gave.
    pushed.length = 0;
    await syncVenue(store, api, { venueId: 'v' });
    const kinds = pushed.flatMap((body) => body.mutations.map((m) => m.kind));
    expect(kinds).toEqual(['estimate']);
  });
});

describe('the version 3 upgrade only adds stores', () => {
  it('opens a version 2 database with its records kept and the operations stores added', async () => {
    const name = 'larder_u1_upgrade';
    const old = oldVenueDb(name, 2);
    await old.open();
    await old.table('master').put({ foodkey: 'FLOUR', type: 'single', name: 'Flour' });
    await old.table('menus').put({ skey: 'LUNCH', name: 'Lunch' });
    old.close();

    const db = new VenueDb(name);
    await db.open();
    expect(db.verno).toBe(4);
    expect(await db.master.get('FLOUR')).toMatchObject({ name: 'Flour' });
    expect(await db.menus.get('LUNCH')).toMatchObject({ name: 'Lunch' });
    for (const table of ['events', 'estimates', 'estimateNumbers', 'prepLists', 'prepTicks']) {
      expect(await db.table(table).count(), table).toBe(0);
    }
    db.close();
  });
});

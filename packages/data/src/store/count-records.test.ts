import 'fake-indexeddb/auto';
import {
  checkMutation,
  wireIssue,
  type PullResponse,
  type PushBody,
  type PushResponse,
  type SyncRow,
} from '@larder/domain';
import { sampleSalesCount, sampleStockCount } from '@larder/domain/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VenueDb } from '../db/venue-db';
import type { SyncApi } from '../sync/sync-api';
import { syncVenue } from '../sync/sync-venue';
import { saveRecord } from './change';
import { observeRecords } from './observe';
import { oldVenueDb } from './old-venue-db';
import { withoutSync } from './record-doc';
import { closeTestDevices, openTestDevice, testClock } from './test-devices';
import type { VenueStore } from './venue-store';

let venue = 0;
let store: VenueStore;
let venueId: string;

beforeEach(async () => {
  venueId = `counts${++venue}`;
  store = await openTestDevice(venueId, 'device-count1');
});
afterEach(closeTestDevices);

const count = sampleStockCount();
const sales = sampleSalesCount();

/**
 * A server stand-in for one venue: each push is checked as the server checks it
 * (`checkMutation`) and stored with the next revision; a pull gives the rows after the cursor.
 */
function serverStandIn() {
  const rows = new Map<string, SyncRow>();
  let rev = 0;
  const api: SyncApi = {
    push: async (_venue, body: PushBody): Promise<PushResponse> => ({
      ackMid: Math.max(0, ...body.mutations.map((m) => m.mid)),
      results: body.mutations.map((raw) => {
        const checked = checkMutation(raw);
        if (!checked.ok) {
          return {
            mid: raw.mid,
            status: 'rejected',
            reason: checked.issue.message,
            issue: wireIssue(checked.issue),
          };
        }
        const m = checked.mutation;
        const node = m.hlc.split('-').slice(2).join('-');
        rows.set(`${m.kind}/${m.key}`, {
          kind: m.kind,
          key: m.key,
          gen: m.gen,
          hlc: m.hlc,
          node,
          rev: ++rev,
          deleted: m.deleted === true,
          doc: m.deleted ? null : m.doc,
        });
        return { mid: raw.mid, status: 'applied' };
      }),
      serverTime: testClock(),
      epoch: 'e1',
    }),
    pull: async (_venue, cursor): Promise<PullResponse> => ({
      rows: [...rows.values()].filter((r) => r.rev > (cursor?.rev ?? 0)),
      cursor: { epoch: 'e1', rev },
      hasMore: false,
    }),
    buckets: async () => ({ mismatched: [], rows: [], cursor: { epoch: 'e1', rev } }),
  };
  return { api, rows };
}

describe('stock counts and sales counts on the device (operations-model §4, §7)', () => {
  it('writes a stock count and a sales count with their stamps and outbox entries', async () => {
    await store.apply(saveRecord('stock-count', count));
    await store.apply(saveRecord('sales-count', sales));
    expect(await store.db.stockCounts.get('sc-1')).toMatchObject({
      name: 'Monday count',
      lines: count.lines,
      sync: { gen: 0, node: 'device-count1' },
    });
    expect(await store.db.salesCounts.get('sales-1')).toMatchObject({
      lines: sales.lines,
      sync: { gen: 0 },
    });
    const queued = (await store.db.outbox.toArray()).map((e) => `${e.kind}/${e.key}`);
    expect(queued).toEqual(['stock-count/sc-1', 'sales-count/sales-1']);
  });

  it('cleans the name of a count before storing it', async () => {
    await store.apply(saveRecord('stock-count', { ...count, name: ' Monday\tcount ' }));
    await store.apply(saveRecord('sales-count', { ...sales, name: 'Week\r\n1' }));
    expect((await store.db.stockCounts.get('sc-1'))?.name).toBe('Monday count');
    expect((await store.db.salesCounts.get('sales-1'))?.name).toBe('Week 1');
  });

  it('refuses a negative count naming the line, and a period ending before it starts naming to; nothing is written', async () => {
    const lines = [count.lines[0], { ...count.lines[1]!, qty: -3 }];
    await expect(store.apply(saveRecord('stock-count', { ...count, lines }))).rejects.toMatchObject(
      {
        code: 'record-invalid',
        details: [expect.objectContaining({ reason: 'field-too-small', path: 'lines.1.qty' })],
      },
    );
    await expect(
      store.apply(saveRecord('sales-count', { ...sales, from: '2026-03-08', to: '2026-03-02' })),
    ).rejects.toMatchObject({
      code: 'record-invalid',
      details: [
        expect.objectContaining({
          reason: 'field-too-small',
          path: 'to',
          params: { minimum: '2026-03-08' },
        }),
      ],
    });
    expect(await store.db.stockCounts.count()).toBe(0);
    expect(await store.db.salesCounts.count()).toBe(0);
    expect(await store.db.outbox.count()).toBe(0);
  });

  it('deletes a count as a tombstone: kept with an odd generation, queued, gone from the live list', async () => {
    const seen: string[][] = [];
    const subscription = observeRecords(store, 'stock-count').subscribe((records) =>
      seen.push(records.map((r) => String(r.skey))),
    );
    const settle = () => new Promise((r) => setTimeout(r, 50));
    await settle();
    await store.apply(saveRecord('stock-count', count));
    await settle();
    const stored = (await store.db.stockCounts.get('sc-1'))!;
    await store.apply(saveRecord('stock-count', { ...withoutSync(stored), deleted: true }));
    await settle();
    subscription.unsubscribe();
    expect(await store.db.stockCounts.get('sc-1')).toMatchObject({
      deleted: true,
      sync: { gen: 1 },
    });
    expect(await store.db.outbox.toArray()).toEqual([
      expect.objectContaining({ kind: 'stock-count', key: 'sc-1', gen: 1, deleted: true }),
    ]);
    expect(seen).toContainEqual(['sc-1']);
    expect(seen.at(-1)).toEqual([]);
  });

  it('pushes a stock count made offline and pulls it on a second device with the same lines, then its delete', async () => {
    const server = serverStandIn();
    await store.apply(saveRecord('stock-count', count));
    await store.apply(saveRecord('sales-count', sales));
    const pushed = await syncVenue(store, server.api, { venueId });
    expect(pushed.pushed).toBe(2);
    expect(pushed.rejected).toBe(0);
    expect(await store.db.outbox.count()).toBe(0);
    expect([...server.rows.keys()]).toEqual(['stock-count/sc-1', 'sales-count/sales-1']);

    const second = await openTestDevice(`${venueId}-second`, 'device-count2');
    await syncVenue(second, server.api, { venueId });
    const here = await store.db.stockCounts.get('sc-1');
    const there = await second.db.stockCounts.get('sc-1');
    expect(withoutSync(there!)).toEqual(withoutSync(here!));
    expect(there?.sync).toMatchObject({ gen: 0, hlc: here?.sync?.hlc, node: 'device-count1' });
    expect(withoutSync((await second.db.salesCounts.get('sales-1'))!)).toMatchObject(sales);

    // Deleted on the second device, the count is deleted on the first after both sync.
    const stored = (await second.db.stockCounts.get('sc-1'))!;
    await second.apply(saveRecord('stock-count', { ...withoutSync(stored), deleted: true }));
    await syncVenue(second, server.api, { venueId });
    await syncVenue(store, server.api, { venueId });
    expect(server.rows.get('stock-count/sc-1')).toMatchObject({ deleted: true, gen: 1 });
    expect(await store.db.stockCounts.get('sc-1')).toMatchObject({
      deleted: true,
      sync: { gen: 1, node: 'device-count2' },
    });
  });

  it('sets aside a count the server refuses, with the field it names', async () => {
    const server = serverStandIn();
    // Written to the store past the device's own check, as an older app version might have.
    await store.apply(saveRecord('stock-count', count));
    await store.db.stockCounts.update('sc-1', { lines: [{ ...count.lines[0]!, qty: -1 }] });
    const report = await syncVenue(store, server.api, { venueId });
    expect(report.rejected).toBe(1);
    expect(await store.changes.refused()).toEqual([
      expect.objectContaining({
        kind: 'stock-count',
        key: 'sc-1',
        issue: { reason: 'field-too-small', path: 'lines.0.qty', params: { minimum: 0 } },
      }),
    ]);
  });
});

describe('the version 4 upgrade only adds stores', () => {
  it('opens a version 3 database with its records kept and the count stores added', async () => {
    const name = 'larder_u1_upgrade4';
    const old = oldVenueDb(name, 3);
    await old.open();
    await old.table('master').put({ foodkey: 'FLOUR', type: 'single', name: 'Flour' });
    await old.table('events').put({ skey: 'ev-1', name: 'Wedding' });
    old.close();

    const db = new VenueDb(name);
    await db.open();
    expect(db.verno).toBe(4);
    expect(await db.master.get('FLOUR')).toMatchObject({ name: 'Flour' });
    expect(await db.events.get('ev-1')).toMatchObject({ name: 'Wedding' });
    expect(await db.stockCounts.count()).toBe(0);
    expect(await db.salesCounts.count()).toBe(0);
    await db.stockCounts.put({ skey: 'sc-1', date: '2026-03-02' });
    expect(await db.stockCounts.where('date').equals('2026-03-02').count()).toBe(1);
    db.close();
  });
});

import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import {
  documentBytes,
  MAX_PUSH_DOCUMENT_BYTES,
  type PushBody,
  type PushResponse,
  type WireIssue,
} from '@larder/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteItem, saveItem, saveRecord } from '../store/change';
import { observeHeldChanges, observeRefusedChanges } from '../store/observe';
import { VenueSession } from '../store/venue-session';
import type { VenueStore } from '../store/venue-store';
import type { OutboxEntry, RefusedChange } from '../db/venue-db';
import { SyncHttpError, type SyncApi } from './sync-api';
import { syncVenue, withinPushBudget } from './sync-venue';

const PRICE_ISSUE: WireIssue = {
  reason: 'field-type',
  path: 'purchaseprice',
  params: { expected: 'number' },
};

/**
 * A server stand-in that acknowledges every push and refuses the keys named in `refuse`, the
 * way the server answers a change it judges bad on its own (status 'rejected' with an issue).
 */
function refusingApi(refuse: ReadonlySet<string>) {
  const pushed: PushBody[] = [];
  const api: SyncApi = {
    push: async (_venue, body): Promise<PushResponse> => {
      pushed.push(body);
      return {
        ackMid: Math.max(0, ...body.mutations.map((m) => m.mid)),
        results: body.mutations.map((m) =>
          refuse.has(m.key)
            ? { mid: m.mid, status: 'rejected', reason: 'bad price', issue: PRICE_ISSUE }
            : { mid: m.mid, status: 'applied' },
        ),
        serverTime: 0,
        epoch: 'e1',
      };
    },
    pull: async () => ({ rows: [], cursor: { epoch: 'e1', rev: 0 }, hasMore: false }),
    buckets: async () => ({ mismatched: [], rows: [], cursor: { epoch: 'e1', rev: 0 } }),
  };
  return { api, pushed };
}

const ingredient = (key: string, name = key.toLowerCase()) => ({
  type: 'single',
  foodkey: key,
  name,
  purchaseprice: 2,
  purchaseqty: 1,
  purchaseunit: 'kg',
});

let session: VenueSession;
let store: VenueStore;
let clock = 1_700_000_000_000;
let venue = 0;

beforeEach(async () => {
  session = new VenueSession();
  store = await session.open({
    userId: 'u1',
    venueId: `refused${++venue}`,
    newClientId: () => 'device-r1',
    now: () => ++clock,
  });
});
afterEach(async () => {
  await session.close();
});

describe('a change the server refuses is set aside, never dropped', () => {
  it('moves a refused change to the refused list with its kind, key, issue and time', async () => {
    await store.apply(saveItem(ingredient('FLOUR')));
    await store.apply(saveItem(ingredient('SUGAR')));
    const { api } = refusingApi(new Set(['FLOUR']));
    const rejected: string[] = [];
    const report = await syncVenue(store, api, {
      venueId: 'v',
      onRejected: (entry) => rejected.push(entry.key),
    });
    expect(report).toMatchObject({ pushed: 1, rejected: 1 });
    expect(rejected).toEqual(['FLOUR']);
    expect(await store.changes.count()).toBe(0);
    const refused = await store.changes.refused();
    expect(refused).toEqual([
      expect.objectContaining({
        kind: 'item',
        key: 'FLOUR',
        deleted: false,
        issue: PRICE_ISSUE,
        reason: 'bad price',
        at: expect.any(Number),
      }),
    ]);
    // The local record stays as it was saved.
    expect(await store.db.master.get('FLOUR')).toMatchObject({ name: 'flour' });
  });

  it('nothing waits behind a refused change: the next sync pushes only the new ones', async () => {
    await store.apply(saveItem(ingredient('FLOUR')));
    const { api, pushed } = refusingApi(new Set(['FLOUR']));
    await syncVenue(store, api, { venueId: 'v' });
    await store.apply(saveItem(ingredient('SALT')));
    await syncVenue(store, api, { venueId: 'v' });
    expect(pushed.map((b) => b.mutations.map((m) => m.key))).toEqual([['FLOUR'], ['SALT']]);
    expect((await store.changes.refused()).map((r) => r.key)).toEqual(['FLOUR']);
  });

  it('discard drops the refused entry and leaves the local record as it is', async () => {
    await store.apply(saveItem(ingredient('FLOUR')));
    await syncVenue(store, refusingApi(new Set(['FLOUR'])).api, { venueId: 'v' });
    const before = await store.db.master.get('FLOUR');
    await store.discardRefused('item', 'FLOUR');
    expect(await store.changes.refused()).toEqual([]);
    expect(await store.db.master.get('FLOUR')).toEqual(before);
    expect(await store.changes.count()).toBe(0);
  });

  it('a later local save of the same key queues it again, and the refusal goes', async () => {
    await store.apply(saveItem(ingredient('FLOUR')));
    await store.apply(saveRecord('supplier', { skey: 'ACME', name: 'Acme', ingredients: [] }));
    await syncVenue(store, refusingApi(new Set(['FLOUR', 'ACME'])).api, { venueId: 'v' });
    expect((await store.changes.refused()).map((r) => r.key).sort()).toEqual(['ACME', 'FLOUR']);
    await store.apply(saveItem({ ...ingredient('FLOUR'), purchaseprice: 3 }));
    expect((await store.changes.refused()).map((r) => r.key)).toEqual(['ACME']);
    expect((await store.changes.pending(10)).map((e) => e.key)).toEqual(['FLOUR']);
    const ok = refusingApi(new Set());
    await syncVenue(store, ok.api, { venueId: 'v' });
    expect(ok.pushed[0]!.mutations.map((m) => m.key)).toEqual(['FLOUR']);
    expect(await store.changes.count()).toBe(0);
  });

  it('observeRefusedChanges emits the list again when a change is refused or discarded', async () => {
    const seen: string[][] = [];
    const subscription = observeRefusedChanges(store).subscribe((list: RefusedChange[]) =>
      seen.push(list.map((r) => r.key)),
    );
    const settle = () => new Promise((r) => setTimeout(r, 50));
    await settle();
    await store.apply(saveItem(ingredient('FLOUR')));
    await syncVenue(store, refusingApi(new Set(['FLOUR'])).api, { venueId: 'v' });
    await settle();
    await store.discardRefused('item', 'FLOUR');
    await settle();
    subscription.unsubscribe();
    expect(seen[0]).toEqual([]);
    expect(seen).toContainEqual(['FLOUR']);
    expect(seen.at(-1)).toEqual([]);
  });

  it('keeps the refused list in the venue database, across openings', async () => {
    await store.apply(saveItem(ingredient('FLOUR')));
    await syncVenue(store, refusingApi(new Set(['FLOUR'])).api, { venueId: 'v' });
    const name = store.db.name;
    await session.close();
    const db = new Dexie(name);
    await db.open();
    expect(db.verno).toBe(4);
    expect(await db.table('refusedChanges').count()).toBe(1);
    db.close();
    store = await session.open({
      userId: 'u1',
      venueId: `refused${venue}`,
      newClientId: () => 'device-r1',
      now: () => ++clock,
    });
    expect((await store.changes.refused()).map((r) => r.key)).toEqual(['FLOUR']);
  });
});

// sync-and-security-notes §4, fault "Offline 3 days, token expired": outbox kept, drained
// after sign-in.
describe('offline for days with an expired token', () => {
  it('keeps the outbox while the token is refused, and drains it after sign-in', async () => {
    clock += 3 * 24 * 3600 * 1000;
    await store.apply(saveItem(ingredient('FLOUR')));
    await store.apply(saveItem(ingredient('SUGAR')));
    const expired: SyncApi = {
      push: async () => {
        throw new SyncHttpError(401, 'Token failed');
      },
      pull: async () => {
        throw new SyncHttpError(401, 'Token failed');
      },
      buckets: async () => {
        throw new SyncHttpError(401, 'Token failed');
      },
    };
    await expect(syncVenue(store, expired, { venueId: 'v' })).rejects.toThrow(SyncHttpError);
    expect(await store.changes.count()).toBe(2);
    expect(await store.changes.refused()).toEqual([]);

    const { api, pushed } = refusingApi(new Set());
    await syncVenue(store, api, { venueId: 'v' });
    expect(pushed.flatMap((body) => body.mutations.map((m) => m.key)).sort()).toEqual([
      'FLOUR',
      'SUGAR',
    ]);
    expect(await store.changes.count()).toBe(0);
  });
});

describe('a push stays inside its size budget', () => {
  /** A stock count of `lines` lines, each about 170 bytes of JSON. */
  const bigCount = (skey: string, lines: number) => ({
    skey,
    name: `Count ${skey}`,
    date: '2026-11-20',
    lines: Array.from({ length: lines }, (_, i) => ({
      foodkey: `ITEM NUMBER ${i} WITH A LONGER NAME`,
      area: 'Walk-in cooler',
      qty: i,
      unit: 'kg',
      baseQty: i * 1000,
      baseUnit: 'g',
      unitCost: 0.0123,
    })),
  });

  it('sends many large records in several pushes, each within MAX_PUSH_DOCUMENT_BYTES, none refused whole', async () => {
    for (let i = 0; i < 8; i++)
      await store.apply(saveRecord('stock-count', bigCount(`C${i}`, 4500)));
    const { api, pushed } = refusingApi(new Set());
    const report = await syncVenue(store, api, { venueId: 'v' });
    expect(report.pushed).toBe(8);
    expect(pushed.length).toBeGreaterThan(1);
    for (const body of pushed) {
      const bytes = body.mutations.reduce((sum, m) => sum + documentBytes(m.doc), 0);
      expect(bytes).toBeLessThanOrEqual(MAX_PUSH_DOCUMENT_BYTES);
    }
    expect(await store.changes.count()).toBe(0);
  });

  it('refuses on the device a record larger than its kind allows (maxDocumentBytes), storing nothing', async () => {
    const huge = bigCount('HUGE', 4000);
    for (const line of huge.lines) line.area = 'A storage area with a very long name '.repeat(6);
    await expect(store.apply(saveRecord('stock-count', huge))).rejects.toMatchObject({
      code: 'record-invalid',
      details: [expect.objectContaining({ reason: 'field-too-large', path: 'doc' })],
    });
    expect(await store.db.recordTable('stock-count').get('HUGE')).toBeUndefined();
    expect(await store.changes.count()).toBe(0);
  });
});

describe('withinPushBudget', () => {
  const entry = (mid: number, bytes: number): OutboxEntry => ({
    mid,
    kind: 'stock-count',
    key: `K${mid}`,
    gen: 2,
    hlc: 'h',
    deleted: false,
    doc: { skey: 'x'.repeat(bytes - 12) },
  });
  it('takes entries while their documents fit, and always at least one', () => {
    const mb = 1024 * 1024;
    expect(
      withinPushBudget([entry(1, mb), entry(2, mb), entry(3, mb), entry(4, mb), entry(5, mb)]),
    ).toHaveLength(4);
    expect(withinPushBudget([entry(1, 5 * mb), entry(2, 100)])).toHaveLength(1);
    expect(withinPushBudget([])).toEqual([]);
  });
});

// Product spec §6: a change the server refuses for the trial limit waits in the outbox until
// the venue is Pro.
describe('a change refused for the trial limit is held in the outbox', () => {
  const TRIAL_ISSUE: WireIssue = {
    reason: 'trial-limit',
    path: 'type',
    params: { kind: 'ingredients', limit: 100 },
  };

  /**
   * A server stand-in that refuses the keys in `limited` for the trial limit while the venue
   * is not Pro, and takes a mutation id it has acknowledged as a duplicate (the real server's
   * rule), so a change pushed again must come with a new one.
   */
  function trialServer(limited: ReadonlySet<string>) {
    const state = { pro: false, lastMid: 0 };
    const pushed: PushBody[] = [];
    const stored = new Set<string>();
    const api: SyncApi = {
      push: async (_venue, body): Promise<PushResponse> => {
        pushed.push(body);
        const results = body.mutations.map((m) => {
          if (m.mid <= state.lastMid) {
            return { mid: m.mid, status: 'superseded' as const, reason: 'duplicate' };
          }
          if (limited.has(m.key) && !m.deleted && !state.pro) {
            return { mid: m.mid, status: 'rejected' as const, reason: 'trial', issue: TRIAL_ISSUE };
          }
          stored.add(m.key);
          return { mid: m.mid, status: 'applied' as const };
        });
        state.lastMid = Math.max(state.lastMid, ...body.mutations.map((m) => m.mid));
        return { ackMid: state.lastMid, results, serverTime: 0, epoch: 'e1' };
      },
      pull: async () => ({ rows: [], cursor: { epoch: 'e1', rev: 0 }, hasMore: false }),
      buckets: async () => ({ mismatched: [], rows: [], cursor: { epoch: 'e1', rev: 0 } }),
    };
    return { api, pushed, stored, state };
  }

  const pushedKeys = (body: PushBody | undefined) => body?.mutations.map((m) => m.key);
  const midOf = (body: PushBody | undefined, key: string) =>
    body?.mutations.find((m) => m.key === key)?.mid;

  it('keeps it queued and marked as held, not refused; the other changes of the push still sync', async () => {
    await store.apply(saveItem(ingredient('FLOUR')));
    await store.apply(saveItem(ingredient('SUGAR')));
    const server = trialServer(new Set(['FLOUR']));
    const report = await syncVenue(store, server.api, { venueId: 'v' });
    expect(report).toMatchObject({ pushed: 1, held: 1, rejected: 0 });
    expect([...server.stored]).toEqual(['SUGAR']);
    expect(await store.changes.refused()).toEqual([]);
    expect(await store.changes.count()).toBe(1);
    expect(await store.changes.held()).toEqual([
      expect.objectContaining({
        kind: 'item',
        key: 'FLOUR',
        held: { issue: TRIAL_ISSUE, reason: 'trial', at: expect.any(Number) },
      }),
    ]);
    // Pushed once in the cycle, not again in its later rounds.
    expect(server.pushed.map(pushedKeys)).toEqual([['FLOUR', 'SUGAR']]);
    expect(await store.db.master.get('FLOUR')).toMatchObject({ name: 'flour' });
  });

  it('pushes it again in each next cycle under a new mutation id, and stores it once the venue is Pro', async () => {
    await store.apply(saveItem(ingredient('FLOUR')));
    const server = trialServer(new Set(['FLOUR']));
    await syncVenue(store, server.api, { venueId: 'v' });
    await syncVenue(store, server.api, { venueId: 'v' });
    expect(server.pushed.map(pushedKeys)).toEqual([['FLOUR'], ['FLOUR']]);
    const [first, second] = server.pushed;
    expect(midOf(second, 'FLOUR')).toBeGreaterThan(midOf(first, 'FLOUR')!);
    expect(await store.changes.held()).toHaveLength(1);

    server.state.pro = true;
    const report = await syncVenue(store, server.api, { venueId: 'v' });
    expect(report).toMatchObject({ pushed: 1, held: 0 });
    expect(midOf(server.pushed[2], 'FLOUR')).toBeGreaterThan(midOf(second, 'FLOUR')!);
    expect(server.stored.has('FLOUR')).toBe(true);
    expect(await store.changes.count()).toBe(0);
    expect(await store.changes.held()).toEqual([]);
  });

  it('a new save of its key queues it as an ordinary change; deleting it pushes the deletion', async () => {
    await store.apply(saveItem(ingredient('FLOUR')));
    const server = trialServer(new Set(['FLOUR']));
    await syncVenue(store, server.api, { venueId: 'v' });
    await store.apply(saveItem({ ...ingredient('FLOUR'), purchaseprice: 3 }));
    expect(await store.changes.held()).toEqual([]);
    expect((await store.changes.pending(10)).map((e) => e.key)).toEqual(['FLOUR']);
    await syncVenue(store, server.api, { venueId: 'v' });
    expect(await store.changes.held()).toHaveLength(1);
    await store.apply(deleteItem('FLOUR'));
    await syncVenue(store, server.api, { venueId: 'v' });
    expect(server.pushed.at(-1)?.mutations).toEqual([
      expect.objectContaining({ key: 'FLOUR', deleted: true }),
    ]);
    expect(await store.changes.count()).toBe(0);
  });

  it('observeHeldChanges emits the held list as changes are held and stored', async () => {
    const seen: string[][] = [];
    const subscription = observeHeldChanges(store).subscribe((list: OutboxEntry[]) =>
      seen.push(list.map((e) => e.key)),
    );
    const settle = () => new Promise((r) => setTimeout(r, 50));
    await settle();
    await store.apply(saveItem(ingredient('FLOUR')));
    const server = trialServer(new Set(['FLOUR']));
    await syncVenue(store, server.api, { venueId: 'v' });
    await settle();
    server.state.pro = true;
    await syncVenue(store, server.api, { venueId: 'v' });
    await settle();
    subscription.unsubscribe();
    expect(seen[0]).toEqual([]);
    expect(seen).toContainEqual(['FLOUR']);
    expect(seen.at(-1)).toEqual([]);
  });
});

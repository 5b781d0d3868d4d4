import 'fake-indexeddb/auto';
import { recalculateAll, type CatalogueItem } from '@larder/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VenueDb, type StoredRecord } from '../db/venue-db';
import { DataError } from '../errors/data-error';
import { stagedWriteReply, writtenOf } from '../worker/staged-write-reply';
import { SyncWorkerApi } from '../worker/sync-worker-api';
import { saveItem } from './change';
import { overridesOf, type StagedWrite } from './staged-write';
import { changesChannelName, VenueSession, type ChangesMessage } from './venue-session';
import { stagedButter, stagedDough, stagedFlour } from './staged-test-venue';
import { writerThrough } from '../worker/staged-test-writer';
import { VenueStore } from './venue-store';

/**
 * Staged saves written by another context (decision 0005): the page plans, shows and journals
 * a save, and the tab's data worker plans the same change against its own catalogue and runs
 * the transaction. These tests put the writer behind a real MessageChannel with Comlink, as
 * the worker is.
 */

const T0 = 1_800_000_000_000;
const flour = stagedFlour;
const butter = stagedButter;
const dough = stagedDough;

const opened: VenueDb[] = [];
const ports: MessagePort[] = [];
let databases = 0;

afterEach(() => {
  for (const db of opened.splice(0)) db.close();
  for (const port of ports.splice(0)) port.close();
});

function storeOn(name: string, now: () => number): VenueStore {
  const db = new VenueDb(name);
  opened.push(db);
  return new VenueStore(db, { now, nodeId: 'device-a', origin: `page-of-${name}` });
}

/** A page store and a worker store on one database, the page's staged saves written by the worker. */
async function pageAndWorker(now: () => number = () => T0) {
  const name = `staged-write-${++databases}`;
  const page = storeOn(name, now);
  const worker = storeOn(name, now);
  const writes: StagedWrite[] = [];
  page.writeStagedWith(
    writerThrough((write) => {
      writes.push(write);
      return stagedWriteReply(() => worker.applyStaged(write));
    }, ports),
  );
  await page.itemMap();
  return { page, worker, writes };
}

/** Flour, butter and a dough of both, each saved and stored. */
async function seed(store: VenueStore) {
  for (const item of [flour(2), butter(8), dough]) {
    await (
      await store.apply(saveItem(item))
    ).stored;
  }
}

async function stored(db: VenueDb) {
  const outbox = (await db.outbox.toArray()).map(({ mid: _mid, ...entry }) => entry);
  return { master: await db.master.toArray(), outbox, state: await db.state.toArray() };
}

describe('staged saves written by the data worker', () => {
  it('stores exactly what the page would have stored itself, and only the change crosses', async () => {
    const { page, writes } = await pageAndWorker();
    const alone = storeOn(`staged-write-alone-${++databases}`, () => T0);
    for (const store of [page, alone]) {
      await seed(store);
    }
    const onPage = await page.apply(saveItem(flour(3)), { staged: true });
    const direct = await alone.apply(saveItem(flour(3)), { staged: true });
    await Promise.all([onPage.stored, direct.stored]);

    expect(writes).toHaveLength(1);
    expect(writes[0]).toEqual({
      change: { type: 'save', items: [flour(3)], records: [] },
      now: T0,
      units: undefined,
      pro: null,
      origin: `page-of-${page.db.name}`,
    });
    expect(await stored(page.db)).toEqual(await stored(alone.db));
    const dougher = (await page.db.master.get('DOUGH')) as StoredRecord;
    expect(dougher.eachcost).toBeCloseTo(500 * 0.003 + 100 * 0.008, 9);
    expect(onPage.items.map((i) => i.foodkey)).toEqual(['FLOUR', 'DOUGH']);
  });

  it("plans with the page's time, unit sizes and Pro status", async () => {
    let now = T0;
    const { page, worker, writes } = await pageAndWorker(() => now);
    const units = { cupML: 250, name: 'Chef', email: 'chef@example.com' };
    Object.assign(page.env, { units: () => units });
    page.setPro(true);
    const applied = await page.apply(saveItem(flour(2)), { staged: true });
    now = T0 + 60_000;
    await applied.stored;
    expect(writes[0]).toMatchObject({ now: T0, units: { cupML: 250 }, pro: true });
    expect(Object.keys(writes[0]!.units!)).toEqual(['cupML']);
    expect((await worker.db.master.get('FLOUR'))?.timestamp).toBe(T0);
  });

  it("gives back the worker's refusal as the same DataError, and the page reads its catalogue back", async () => {
    const { page, worker } = await pageAndWorker();
    await (
      await page.apply(saveItem(flour(2)))
    ).stored;
    vi.spyOn(worker, 'applyStaged').mockRejectedValueOnce(
      new DataError('record-invalid', 'FLOUR is not valid', [{ field: 'purchaseprice' }]),
    );
    const applied = await page.apply(saveItem(flour(5)), { staged: true });
    expect((await page.itemMap()).get('FLOUR')?.purchaseprice).toBe(5);
    const error = await applied.stored.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataError);
    expect(error).toMatchObject({
      code: 'record-invalid',
      message: 'FLOUR is not valid',
      details: [{ field: 'purchaseprice' }],
    });
    expect((await page.itemMap()).get('FLOUR')?.purchaseprice).toBe(2);
    expect((await page.db.master.get('FLOUR'))?.purchaseprice).toBe(2);
  });

  it('a failure that is not a DataError crosses with its name and message', async () => {
    const reply = await stagedWriteReply(() => {
      const error = new Error('The quota was exceeded');
      error.name = 'QuotaExceededError';
      return Promise.reject(error);
    });
    expect(() => writtenOf(reply)).toThrow(
      expect.objectContaining({ name: 'QuotaExceededError', message: 'The quota was exceeded' }),
    );
  });

  it("reads the page's catalogue back when the worker's plan wrote other items", async () => {
    const { page } = await pageAndWorker();
    await (
      await page.apply(saveItem(flour(2)))
    ).stored;
    await (
      await page.apply(saveItem(butter(8)))
    ).stored;
    // A recipe stored behind the page's back: the worker's catalogue, read afresh, has it.
    await page.db.master.put({ ...dough, eachcost: 0 } as StoredRecord);
    expect((await page.itemMap()).has('DOUGH')).toBe(false);
    await (
      await page.apply(saveItem(flour(3)), { staged: true })
    ).stored;
    const dougher = (await page.itemMap()).get('DOUGH');
    expect(dougher?.eachcost).toBeCloseTo(500 * 0.003 + 100 * 0.008, 9);
  });

  it("reads the page's catalogue back when the worker's plan gave the same items other costs", async () => {
    const { page } = await pageAndWorker();
    await seed(page);
    // Butter's price raised behind the page's back: the worker's catalogue, read afresh, has it.
    const dearer = recalculateAll([flour(2), butter(20), dough] as CatalogueItem[]);
    await page.db.master.put(dearer.find((i) => i.foodkey === 'BUTTER') as StoredRecord);
    expect((await page.itemMap()).get('BUTTER')?.purchaseprice).toBe(8);
    // Both plans write FLOUR and DOUGH, the worker's with the dearer butter in the dough.
    await (
      await page.apply(saveItem(flour(3)), { staged: true })
    ).stored;
    const dougher = (await page.itemMap()).get('DOUGH');
    expect(dougher?.eachcost).toBeCloseTo(500 * 0.003 + 100 * 0.02, 9);
    expect((await page.itemMap()).get('BUTTER')?.purchaseprice).toBe(20);
  });

  it('writes saves one after the other, each planned on the ones before it', async () => {
    const { page, worker } = await pageAndWorker();
    await seed(page);
    const write = (item: object): StagedWrite => ({
      change: saveItem(item),
      now: T0,
      units: undefined,
      pro: null,
      origin: 'page',
    });
    await Promise.all([worker.applyStaged(write(flour(4))), worker.applyStaged(write(butter(6)))]);
    const dougher = (await worker.db.master.get('DOUGH')) as StoredRecord;
    expect(dougher.eachcost).toBeCloseTo(500 * 0.004 + 100 * 0.006, 9);
  });

  it('a change written on the page waits for the staged saves the worker is writing', async () => {
    const name = `staged-write-${++databases}`;
    const page = storeOn(name, () => T0);
    const worker = storeOn(name, () => T0);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    page.writeStagedWith(async (write) => {
      await held;
      return worker.applyStaged(write);
    });
    await page.itemMap();
    const staged = await page.apply(saveItem(flour(2)), { staged: true });
    const later = page.apply(saveItem(flour(3)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await page.db.master.get('FLOUR')).toBeUndefined();
    release();
    await staged.stored;
    await (
      await later
    ).stored;
    expect((await page.db.master.get('FLOUR'))?.purchaseprice).toBe(3);
  });

  it('writes a save on the page when its unit sizes are a prepared table', async () => {
    const { page, writes } = await pageAndWorker();
    const table = { sizes: new Map(), spellings: new Map() };
    Object.assign(page.env, { units: () => table });
    await (
      await page.apply(saveItem(flour(2)), { staged: true })
    ).stored;
    expect(writes).toHaveLength(0);
    expect((await page.db.master.get('FLOUR'))?.purchaseprice).toBe(2);
  });

  it('the worker answers no-db-name while no venue is open', async () => {
    const api = new SyncWorkerApi(undefined, () => 'id');
    const reply = await api.saveLocal({
      change: saveItem(flour(1)),
      now: T0,
      units: undefined,
      pro: null,
      origin: 'page',
    });
    expect(reply).toEqual({
      ok: false,
      error: { name: 'DataError', message: 'no dbName!', code: 'no-db-name' },
    });
  });
});

describe('overridesOf', () => {
  it('keeps the unit override fields that hold numbers', () => {
    expect(overridesOf({ cupML: 250, ozG: 28, name: 'Chef', tbspML: null } as never)).toEqual({
      cupML: 250,
      ozG: 28,
    });
    expect(overridesOf(undefined)).toBeUndefined();
    expect(overridesOf({ sizes: new Map(), spellings: new Map() })).toBeNull();
  });
});

describe('the changes channel', () => {
  it("drops announcements made under the context's own origin and reads back the others", async () => {
    const session = new VenueSession();
    const store = await session.open({
      userId: 'u1',
      venueId: `origin-${++databases}`,
      newClientId: () => 'device-a',
      now: () => T0,
      origin: 'page-1',
    });
    expect(session.origin).toBe('page-1');
    await store.itemMap();
    const refresh = vi.spyOn(store, 'refreshItems');
    const channel = new BroadcastChannel(changesChannelName(store.db.name));
    const announce = (origin: string, key: string) =>
      channel.postMessage({ origin, changes: [{ kind: 'item', keys: [key] }] } as ChangesMessage);
    announce('page-1', 'FLOUR');
    announce('worker-of-another-tab', 'BUTTER');
    await vi.waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(refresh.mock.calls).toEqual([[['BUTTER']]]);
    channel.close();
    await session.close();
  });

  it('a staged save the worker wrote is announced under the page origin', async () => {
    const session = new VenueSession();
    const venueId = `origin-${++databases}`;
    const open = { userId: 'u1', venueId, newClientId: () => 'device-a', now: () => T0 };
    const store = await session.open({ ...open, origin: 'page-2' });
    const workerSession = new VenueSession();
    const worker = await workerSession.open(open);
    const heard: ChangesMessage[] = [];
    const channel = new BroadcastChannel(changesChannelName(store.db.name));
    channel.onmessage = (event: MessageEvent<ChangesMessage>) => heard.push(event.data);
    store.writeStagedWith((write) => worker.applyStaged(write));
    await store.itemMap();
    await (
      await store.apply(saveItem(flour(2)), { staged: true })
    ).stored;
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    expect(heard[0]).toEqual({
      origin: 'page-2',
      changes: [{ kind: 'item', keys: ['FLOUR'] }],
    });
    channel.close();
    await workerSession.close();
    await session.close();
  });
});

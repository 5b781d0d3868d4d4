import 'fake-indexeddb/auto';
import {
  PATCH_VERSION,
  recalculateAll as costAll,
  type CatalogueItem,
  type SyncedUser,
  type SyncKind,
  type UserSettingInput,
} from '@larder/domain';
import { flour, recipe, sampleUwpExport } from '@larder/domain/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { LocalKeys, LOCAL_KEYS_DB, patchVersionKey, UWP_SYNC_COUNT_KEY } from '../db/local-keys';
import type { StoredRecord } from '../db/venue-db';
import { VenueSession } from '../store/venue-session';
import type { VenueStore } from '../store/venue-store';
import {
  runFirstCycle,
  runLegacySync,
  runPatchUpdate,
  UWP_SYNCS_TO_COMPLETE,
  type FirstCycleDeps,
} from './first-cycle';
import type { LegacyExportSource } from './legacy-import';
import { progressText, type SyncProgress } from './sync-progress';

let run = 0;
let clock = 1_800_000_000_000;
let userId: string;
let keys: LocalKeys;
const sessions: VenueSession[] = [];
/** Every record the write path wrote, by venue. */
let written: Map<string, { kind: SyncKind; key: string }[]>;

beforeEach(async () => {
  userId = `user${++run}`;
  // uwpSyncCount is the device's, whoever signs in: each test starts on a fresh device.
  await Dexie.delete(LOCAL_KEYS_DB);
  keys = await LocalKeys.open();
  written = new Map();
});
afterEach(async () => {
  for (const session of sessions.splice(0)) await session.close();
  keys.close();
});

async function openVenue(venueId: string): Promise<VenueStore> {
  const session = new VenueSession();
  sessions.push(session);
  return session.open({
    userId,
    venueId,
    newClientId: () => `device-${venueId}`,
    now: () => ++clock,
    onRecordsWritten: (kind, records) => {
      const list = written.get(venueId) ?? [];
      for (const r of records) list.push({ kind, key: String(r.foodkey ?? r.skey) });
      written.set(venueId, list);
    },
  });
}

/** An in-memory server user with the update setting call. */
function userServer(user: Partial<SyncedUser>) {
  const state: SyncedUser = {
    id: userId,
    venues: [],
    currency: '$',
    metricOnly: false,
    uwpSynced: false,
    restricted: false,
    allowedVenueCount: 1,
    ...user,
  };
  const updates: UserSettingInput[] = [];
  return {
    state,
    updates,
    api: {
      getUser: async () => structuredClone(state),
      updateSetting: async (setting: UserSettingInput) => {
        updates.push(setting);
        Object.assign(state, setting);
        return structuredClone(state);
      },
    },
  };
}

interface Harness {
  deps: FirstCycleDeps;
  events: SyncProgress[];
  synced: string[];
  stores: Map<string, VenueStore>;
}

async function harness(options: {
  venueId: string;
  venues: string[];
  users: FirstCycleDeps['users'];
  legacy?: LegacyExportSource | null;
}): Promise<Harness> {
  const stores = new Map<string, VenueStore>();
  for (const id of options.venues) stores.set(id, await openVenue(id));
  const events: SyncProgress[] = [];
  const synced: string[] = [];
  const deps: FirstCycleDeps = {
    userId,
    venueId: options.venueId,
    keys,
    users: options.users,
    legacy: options.legacy ?? null,
    localVenueIds: async () => options.venues,
    withVenue: async (id, work) => {
      const store = stores.get(id) ?? (await openVenue(id));
      stores.set(id, store);
      return work(store);
    },
    syncOther: async (_store, id) => void synced.push(id),
    emit: (event) => events.push(event),
  };
  return { deps, events, synced, stores };
}

const texts = (events: SyncProgress[]) => events.map((e) => progressText(e, userId));

/** Puts records into a venue's database as an older release left them (no write path). */
async function seed(store: VenueStore, kind: SyncKind, records: Record<string, unknown>[]) {
  await store.db.recordTable(kind).bulkPut(records as StoredRecord[]);
  store.invalidate();
}

const sampleSource = (venueId: string, reads: string[] = []): LegacyExportSource => ({
  read: async (id) => {
    reads.push(id);
    return id === venueId ? structuredClone({ ...sampleUwpExport, venueId }) : null;
  },
});

describe('patch update on the first cycle (product spec §4 "Sync loop", §9: patch version 39)', () => {
  it('runs when the stored patch version is not 39, on every venue database, and stores 39', async () => {
    const h = await harness({ venueId: 'v1', venues: ['v1', 'v2'], users: userServer({}).api });
    const [costedFlour, costedPastry] = costAll([
      flour(),
      recipe('PASTRY', [{ name: 'FLOUR', qty_value: 1, qty_unit: 'kg' }]),
    ]) as [CatalogueItem, CatalogueItem];
    // v1: flour's stored cost is stale, the pastry using it too; v2: a price kept as text.
    await seed(h.stores.get('v1')!, 'item', [
      { ...costedFlour, gramcost: 0.5 },
      { ...costedPastry, eachcost: 500 },
    ]);
    await seed(h.stores.get('v2')!, 'item', [{ ...costedFlour, purchaseprice: '30.00' }]);
    await keys.setNumber(patchVersionKey(userId), 38);

    expect(await runPatchUpdate(h.deps)).toBe('applied');
    expect(await keys.number(patchVersionKey(userId))).toBe(PATCH_VERSION);
    expect(await keys.number(patchVersionKey(userId))).toBe(39);
    const v1Flour = await h.stores.get('v1')!.db.master.get('FLOUR');
    expect(v1Flour?.gramcost).toBeCloseTo(0.0012, 15);
    expect(v1Flour?.sync).toBeDefined();
    expect((await h.stores.get('v1')!.db.master.get('PASTRY'))?.eachcost).toBeCloseTo(1.2, 12);
    expect((await h.stores.get('v2')!.db.master.get('FLOUR'))?.purchaseprice).toBe(30);
    expect(texts(h.events)).toEqual(['Updating venue data...', 'Venue data updated.']);
  });

  it('patches in silence a device whose venues are up to date, and stores 39', async () => {
    const h = await harness({ venueId: 'v1', venues: ['v1'], users: userServer({}).api });
    await seed(h.stores.get('v1')!, 'item', costAll([flour()]) as Record<string, unknown>[]);
    expect(await runPatchUpdate(h.deps)).toBe('applied');
    expect(h.events).toEqual([]);
    expect(written.get('v1')).toBeUndefined();
    expect(await keys.number(patchVersionKey(userId))).toBe(39);
  });

  it('does not run when 39 is stored', async () => {
    const h = await harness({ venueId: 'v1', venues: ['v1'], users: userServer({}).api });
    await seed(h.stores.get('v1')!, 'item', [{ ...flour(), gramcost: 0.5 }]);
    await keys.setNumber(patchVersionKey(userId), 39);
    expect(await runPatchUpdate(h.deps)).toBe('current');
    expect(written.get('v1')).toBeUndefined();
    expect(h.events).toEqual([]);
    expect((await h.stores.get('v1')!.db.master.get('FLOUR'))?.gramcost).toBe(0.5);
  });

  it('writes only the records whose figures or fields changed, through the write path', async () => {
    const h = await harness({ venueId: 'v1', venues: ['v1'], users: userServer({}).api });
    const [costedFlour, costedPastry] = costAll([
      flour(),
      recipe('PASTRY', [{ name: 'FLOUR', qty_value: 1, qty_unit: 'kg' }]),
    ]) as [CatalogueItem, CatalogueItem];
    const store = h.stores.get('v1')!;
    await seed(store, 'item', [costedFlour, { ...costedPastry, costs: null }]);
    await seed(store, 'supplier', [{ skey: 'MILLER', name: 'Miller', ingredients: [] }]);
    await seed(store, 'settings', [{ skey: 'IC', categories: ['Dry goods'] }]);
    expect(await runPatchUpdate(h.deps)).toBe('applied');
    expect(written.get('v1')).toEqual([{ kind: 'item', key: 'PASTRY' }]);
    // Queued for the server like any change made on the device.
    expect((await store.changes.pending(10)).map((e) => e.key)).toEqual(['PASTRY']);
  });

  it('leaves the stored version as it was when a venue fails, so the next first cycle runs it again', async () => {
    const h = await harness({ venueId: 'v1', venues: ['v1'], users: userServer({}).api });
    const failing: FirstCycleDeps = {
      ...h.deps,
      withVenue: async () => {
        throw new Error('database closed');
      },
    };
    expect(await runPatchUpdate(failing)).toBe('failed');
    expect(await keys.number(patchVersionKey(userId))).toBeNull();
    expect(texts(h.events)).toEqual(['Venue data update incomplete!']);
  });
});

describe('legacy Windows-app sync on the first cycle (product spec §4 "Sync loop")', () => {
  const uwpVenue = { id: 'v1', venue_name: 'Harbour Café', deleted: false, source: 'UWP' };

  it('imports the venue export through the write path, keeping the fields Larder does not know', async () => {
    const server = userServer({ venues: [uwpVenue] });
    const reads: string[] = [];
    const h = await harness({
      venueId: 'v1',
      venues: ['v1'],
      users: server.api,
      legacy: sampleSource('v1', reads),
    });
    expect(await runLegacySync(h.deps)).toBe('completed');
    expect(reads).toEqual(['v1']);
    const store = h.stores.get('v1')!;
    expect(await store.db.master.count()).toBe(14);
    expect(await store.db.suppliers.count()).toBe(3);
    expect((await store.db.menus.get('LUNCH'))?.printTemplate).toBe('a4-two-column');
    const flourRecord = await store.db.master.get('PLAIN FLOUR');
    expect(flourRecord?.tileColour).toBe('#C8A165');
    expect(flourRecord?.gramcost).toBeCloseTo(0.0012, 15);
    // The quiche is costed through the pastry it uses (a nested recipe).
    expect((await store.db.master.get('LEEK AND GRUYERE QUICHE'))?.eachcost).toBeGreaterThan(0);
    expect(texts(h.events)).toEqual([
      'Syncing Windows app data... (Harbour Café)',
      'Windows app data synced: Harbour Café',
    ]);
  });

  it('creates nothing twice when it runs twice', async () => {
    const server = userServer({ venues: [uwpVenue] });
    const h = await harness({
      venueId: 'v1',
      venues: ['v1'],
      users: server.api,
      legacy: sampleSource('v1'),
    });
    await runLegacySync(h.deps);
    const first = written.get('v1')!.length;
    const stamps = (await h.stores.get('v1')!.db.master.toArray()).map((r) => r.sync?.hlc);
    expect(await runLegacySync(h.deps)).toBe('completed');
    expect(written.get('v1')!.length).toBe(first);
    expect((await h.stores.get('v1')!.db.master.toArray()).map((r) => r.sync?.hlc)).toEqual(stamps);
    expect(await h.stores.get('v1')!.db.master.count()).toBe(14);
  });

  it('counts completed runs in uwpSyncCount and marks the user uwpSynced after two', async () => {
    const server = userServer({ venues: [uwpVenue] });
    const h = await harness({
      venueId: 'v1',
      venues: ['v1'],
      users: server.api,
      legacy: sampleSource('v1'),
    });
    expect(UWP_SYNCS_TO_COMPLETE).toBe(2);
    expect(await runLegacySync(h.deps)).toBe('completed');
    expect(await keys.number(UWP_SYNC_COUNT_KEY)).toBe(1);
    expect(server.updates).toEqual([]);
    expect(server.state.uwpSynced).toBe(false);
    expect(await runLegacySync(h.deps)).toBe('completed');
    expect(await keys.number(UWP_SYNC_COUNT_KEY)).toBe(2);
    expect(server.updates).toEqual([{ uwpSynced: true }]);
    expect(server.state.uwpSynced).toBe(true);
    // Once uwpSynced, the legacy sync no longer runs.
    expect(await runLegacySync(h.deps)).toBe('not-needed');
    expect(await keys.number(UWP_SYNC_COUNT_KEY)).toBe(2);
  });

  it('asks again for the uwpSynced mark the server did not take, at the next completed run', async () => {
    const server = userServer({ venues: [uwpVenue] });
    let refuse = true;
    const users: FirstCycleDeps['users'] = {
      getUser: server.api.getUser,
      updateSetting: async (setting) => {
        if (refuse) throw new Error('server unavailable');
        return server.api.updateSetting(setting);
      },
    };
    const h = await harness({ venueId: 'v1', venues: ['v1'], users, legacy: sampleSource('v1') });
    expect(await runLegacySync(h.deps)).toBe('completed');
    expect(await runLegacySync(h.deps)).toBe('failed');
    expect(await keys.number(UWP_SYNC_COUNT_KEY)).toBe(2);
    expect(server.state.uwpSynced).toBe(false);
    refuse = false;
    expect(await runLegacySync(h.deps)).toBe('completed');
    expect(server.updates).toEqual([{ uwpSynced: true }]);
    expect(await runLegacySync(h.deps)).toBe('not-needed');
  });

  it('does not count a failed run: a read that fails, or a venue without an export', async () => {
    const server = userServer({ venues: [uwpVenue] });
    let fail = true;
    const legacy: LegacyExportSource = {
      read: async (id) => {
        if (fail) throw new Error(`drive unavailable for ${id}`);
        return null;
      },
    };
    const h = await harness({ venueId: 'v1', venues: ['v1'], users: server.api, legacy });
    expect(await runLegacySync(h.deps)).toBe('incomplete');
    fail = false;
    expect(await runLegacySync(h.deps)).toBe('incomplete');
    expect(await keys.number(UWP_SYNC_COUNT_KEY)).toBeNull();
    expect(server.updates).toEqual([]);
    expect(texts(h.events)).toEqual([
      'Syncing Windows app data... (Harbour Café)',
      'Windows app data sync incomplete! (Harbour Café)',
      'Syncing Windows app data... (Harbour Café)',
      null,
    ]);
  });

  it("does not count an export refused whole (another venue's)", async () => {
    const server = userServer({ venues: [uwpVenue] });
    const legacy: LegacyExportSource = {
      read: async () => ({ ...sampleUwpExport, venueId: 'elsewhere' }),
    };
    const h = await harness({ venueId: 'v1', venues: ['v1'], users: server.api, legacy });
    expect(await runLegacySync(h.deps)).toBe('incomplete');
    expect(await h.stores.get('v1')!.db.master.count()).toBe(0);
    expect(await keys.number(UWP_SYNC_COUNT_KEY)).toBeNull();
  });

  it('reports the entries it could not read and imports the rest; the run counts', async () => {
    const server = userServer({ venues: [uwpVenue] });
    const broken = structuredClone({ ...sampleUwpExport, venueId: 'v1' }) as Record<
      string,
      unknown
    >;
    const ingredients = broken.ingredients as unknown[];
    ingredients.push({ foodkey: 'PEPPER', purchaseprice: 'a lot' }, 'not a record');
    const legacy: LegacyExportSource = { read: async () => broken };
    const h = await harness({ venueId: 'v1', venues: ['v1'], users: server.api, legacy });
    expect(await runLegacySync(h.deps)).toBe('completed');
    expect(await h.stores.get('v1')!.db.master.count()).toBe(14);
    expect(texts(h.events)).toContain(
      'Windows app data synced: Harbour Café (2 entries could not be read)',
    );
    expect(await keys.number(UWP_SYNC_COUNT_KEY)).toBe(1);
  });

  it('runs only for a user not uwpSynced with a non-deleted UWP venue', async () => {
    const reads: string[] = [];
    const cases: Partial<SyncedUser>[] = [
      { venues: [uwpVenue], uwpSynced: true },
      { venues: [{ ...uwpVenue, deleted: true }] },
      { venues: [{ ...uwpVenue, source: undefined }] },
    ];
    for (const user of cases) {
      const h = await harness({
        venueId: 'v1',
        venues: ['v1'],
        users: userServer(user).api,
        legacy: sampleSource('v1', reads),
      });
      expect(await runLegacySync(h.deps)).toBe('not-needed');
    }
    expect(reads).toEqual([]);
  });

  it('syncs a UWP venue other than the open one before and after importing it', async () => {
    const server = userServer({
      venues: [
        { id: 'v1', venue_name: 'Open', deleted: false },
        { ...uwpVenue, id: 'v9' },
      ],
    });
    const h = await harness({
      venueId: 'v1',
      venues: ['v1'],
      users: server.api,
      legacy: sampleSource('v9'),
    });
    expect(await runLegacySync(h.deps)).toBe('completed');
    expect(h.synced).toEqual(['v9', 'v9']);
    expect(await h.stores.get('v9')!.db.master.count()).toBe(14);
    expect(await h.stores.get('v1')!.db.master.count()).toBe(0);
  });

  it('runs the patch update first, then the legacy sync', async () => {
    const server = userServer({ venues: [uwpVenue] });
    const h = await harness({
      venueId: 'v1',
      venues: ['v1'],
      users: server.api,
      legacy: sampleSource('v1'),
    });
    await seed(h.stores.get('v1')!, 'item', [{ ...flour(), gramcost: 0.5 }]);
    expect(await runFirstCycle(h.deps)).toEqual({ patch: 'applied', legacy: 'completed' });
    expect(h.events.map((e) => e.type)).toEqual(['patch', 'patch', 'legacy', 'legacy']);
    expect(await runFirstCycle(h.deps)).toEqual({ patch: 'current', legacy: 'completed' });
  });
});

describe('first cycle progress texts (product spec §7)', () => {
  it('words each step, counts one unreadable entry, and ignores another user', () => {
    const me = 'me';
    const legacy = (status: 'done' | 'missing', unreadable?: number): SyncProgress => ({
      type: 'legacy',
      userId: me,
      status,
      venueName: 'Harbour Café',
      ...(unreadable === undefined ? {} : { unreadable }),
    });
    expect(progressText(legacy('done', 1), me)).toBe(
      'Windows app data synced: Harbour Café (1 entry could not be read)',
    );
    expect(progressText(legacy('missing'), me)).toBeNull();
    expect(progressText({ type: 'patch', userId: me, status: 'done', updated: 3 }, me)).toBe(
      'Venue data updated.',
    );
    expect(progressText({ type: 'patch', userId: 'other', status: 'start' }, me)).toBeNull();
  });
});

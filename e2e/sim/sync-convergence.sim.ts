import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteItem,
  keyOf,
  saveItem,
  saveItems,
  saveRecord,
  type StoredRecord,
  syncVenue,
  VenueSession,
  type VenueStore,
  withoutSync,
} from '@larder/data';
import {
  compareVersions,
  formatHlc,
  MAX_DOCUMENT_BYTES,
  MAX_HLC_DRIFT_MS,
  MAX_SYNC_GEN,
  prepTickKey,
  SERVER_NODE,
  SYNC_KINDS,
  type SyncRow,
  type SyncVersion,
} from '@larder/domain';
import {
  testDatabaseKinds,
  type TestDatabase,
} from '../../apps/server/src/test-support/databases.js';
import { buildTestApp, type TestApp } from '../../apps/server/src/test-support/test-app.js';
import { injectSyncApi, NetworkError, type LinkFaults } from './inject-sync-api.js';
import { checkKeepingSeeds, readKeptSeeds } from './kept-seeds.js';

/**
 * Deterministic simulation of the sync protocol (sync-and-security-notes §1.9): several
 * clients, each with its own IndexedDB (fake-indexeddb) and virtual clock, edit one venue
 * against the real server code through dropped requests, lost answers, duplicates, offline
 * periods, crashes and clock jumps, while adversarial changes (bad keys, bad fields, oversized
 * documents) are pushed straight to the API beside them and must each be rejected on its own.
 * Once the network heals and every client has synced, devices and server must be equal, and
 * equal to the model: for every key, the greatest (gen, hlc, node) over every write any client
 * made. Besides the catalogue, the devices edit one event on all of them, create and delete
 * estimates offline and tick prep list lines; the server numbers every estimate it first stores
 * 1..n without a gap or a duplicate (operations-model §6), and those numbers reach every device.
 * They also count stock into one stock count and delete it, and edit one sales count
 * (operations-model §4, §7): the counts follow the same rule as every other record.
 */
const RUNS = Number(process.env.SIM_RUNS ?? 200);
/**
 * Failing cases kept after shrinking, replayed before the random runs on every run. A failing
 * run prints the entry to add here (its seed, the shrunk path, and a note to write).
 */
const KEPT_SEEDS_FILE = 'e2e/sim/regression-seeds.json';
const KEPT_SEEDS = readKeptSeeds(new URL('./regression-seeds.json', import.meta.url));
const KEYS = ['APPLE', 'BUTTER', 'CREAM'] as const;
/** The prep list lines the devices tick. */
const LINES = ['SOUP', 'CAKE'] as const;
/** The one stock count the devices count into. */
const STOCK_COUNT = 'SC-1';
/** That stock count with `qty` kg of the first ingredient counted in the walk-in. */
const stockCount = (qty: number) => ({
  skey: STOCK_COUNT,
  name: 'Monday count',
  date: '2026-03-02',
  lines: [
    {
      foodkey: KEYS[0],
      area: 'Walk-in',
      qty,
      unit: 'kg',
      baseQty: qty * 1000,
      baseUnit: 'g',
      unitCost: 0.002,
    },
  ],
});
const HOUR = 3_600_000;

type Step =
  | { op: 'save'; client: number; key: (typeof KEYS)[number]; price: number }
  | { op: 'delete'; client: number; key: (typeof KEYS)[number] }
  | { op: 'recipe'; client: number; grams: number }
  /** The one event, edited on any device. */
  | { op: 'event'; client: number; guests: number }
  /** A new estimate on a device, or (delete) the device's latest estimate deleted. */
  | { op: 'estimate'; client: number; delete: boolean }
  | { op: 'tick'; client: number; line: (typeof LINES)[number]; done: boolean }
  /** The one stock count, saved with a quantity on any device, or (delete) deleted there. */
  | { op: 'count'; client: number; qty: number; delete: boolean }
  /** The one sales count, edited on any device. */
  | { op: 'sales'; client: number; unitsSold: number }
  | {
      op: 'sync';
      client: number;
      full: boolean;
      faults: LinkFaults;
      /** The cook edits this ingredient while the sync is between its push and its pull. */
      editDuringSync: (typeof KEYS)[number] | null;
    }
  | { op: 'crash'; client: number }
  | { op: 'jump'; client: number; skew: number }
  | { op: 'attack'; bad: Attack[]; good: boolean };

/**
 * Adversarial changes pushed straight to the push API (not through a device), each refused on
 * its own; several aim at the devices' own keys, so one let through would break the model.
 */
const ATTACKS = [
  'control-key',
  'nul-key',
  'empty-key',
  'long-key',
  'huge-gen',
  'negative-gen',
  'fraction-gen',
  'bad-kind',
  'bad-hlc',
  'bad-field',
  'wrong-key',
  'nul-text',
  'oversized',
  'not-an-object',
  'forged-number',
  'negative-count',
] as const;
type Attack = (typeof ATTACKS)[number];

const clientArb = fc.integer({ min: 0, max: 2 });
const faultsArb: fc.Arbitrary<LinkFaults> = fc
  .record({ dropRequest: fc.boolean(), dropResponse: fc.boolean(), duplicate: fc.boolean() })
  .map((f) => ({ ...f, dropRequest: f.dropRequest && !f.duplicate }));
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('save' as const),
      client: clientArb,
      key: fc.constantFrom(...KEYS),
      price: fc.integer({ min: 1, max: 99 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('delete' as const),
      client: clientArb,
      key: fc.constantFrom(...KEYS),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('recipe' as const),
      client: clientArb,
      grams: fc.integer({ min: 1, max: 500 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('event' as const),
      client: clientArb,
      guests: fc.integer({ min: 1, max: 200 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('estimate' as const),
      client: clientArb,
      // One step in three deletes.
      delete: fc.nat(2).map((n) => n === 0),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('tick' as const),
      client: clientArb,
      line: fc.constantFrom(...LINES),
      done: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('count' as const),
      client: clientArb,
      qty: fc.integer({ min: 0, max: 500 }).map((n) => n / 10),
      // One step in four deletes.
      delete: fc.nat(3).map((n) => n === 0),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('sales' as const),
      client: clientArb,
      unitsSold: fc.integer({ min: 0, max: 1000 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('sync' as const),
      client: clientArb,
      full: fc.boolean(),
      faults: faultsArb,
      editDuringSync: fc.option(fc.constantFrom(...KEYS), { freq: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('crash' as const), client: clientArb }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('attack' as const),
      bad: fc.array(fc.constantFrom(...ATTACKS), { minLength: 1, maxLength: 4 }),
      good: fc.boolean(),
    }),
  },
  // Clocks jump hours behind or up to just under the drift guard ahead.
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('jump' as const),
      client: clientArb,
      skew: fc.integer({ min: -3 * HOUR, max: MAX_HLC_DRIFT_MS - 60_000 }),
    }),
  },
);

const healthy: LinkFaults = { dropRequest: false, dropResponse: false, duplicate: false };

interface SimClient {
  /** This device's own browser storage. */
  factory: IDBFactory;
  session: VenueSession;
  store: VenueStore;
  skew: number;
  faults: LinkFaults;
  name: string;
}

interface Written extends SyncVersion {
  deleted: boolean;
  doc: unknown;
}

describe.each(testDatabaseKinds)('sync simulation on $name', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  let app: FastifyInstance;
  let run = 0;

  beforeAll(async () => {
    database = await kind.open();
    t = await buildTestApp(database);
    app = t.app;
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  async function serverRows(user: string, venueId: string): Promise<Map<string, SyncRow>> {
    const rows = new Map<string, SyncRow>();
    let cursor = '';
    for (;;) {
      const res = await app.inject({
        url: `/api/sync/v1/venues/${venueId}/pull${cursor ? `?cursor=${cursor}` : ''}`,
        headers: await t.auth(user),
      });
      const page = res.json() as {
        rows: SyncRow[];
        cursor: { epoch: string; rev: number };
        hasMore: boolean;
      };
      for (const row of page.rows) rows.set(`${row.kind}/${row.key}`, row);
      cursor = `${page.cursor.epoch}:${page.cursor.rev}`;
      if (!page.hasMore) return rows;
    }
  }

  /** A new venue of `user` on the server: its id, and the user's sync API over a healthy link. */
  async function newVenue(user: string, name: string) {
    const created = await app.inject({
      method: 'POST',
      url: '/api/venues',
      headers: await t.auth(user),
      payload: { flag: 'add', venue: { venue_name: name } },
    });
    const venueId = created.json().venue.id as string;
    const authorization = async () => `Bearer ${await t.tokens.token(user)}`;
    return { venueId, authorization, api: injectSyncApi(app, authorization, () => healthy) };
  }

  /** A device of `user` on the venue: its own IndexedDB, and the clock `now`. */
  async function openDevice(user: string, venueId: string, name: string, now = () => Date.now()) {
    const session = new VenueSession();
    const store = await session.open({
      userId: user,
      venueId,
      newClientId: () => name,
      now,
      indexedDB: { indexedDB: new IDBFactory(), IDBKeyRange },
    });
    return { session, store };
  }

  async function localRows(store: VenueStore) {
    const rows = new Map<
      string,
      { gen: number; hlc: string; node: string; deleted: boolean; doc: unknown }
    >();
    for (const k of SYNC_KINDS) {
      for (const record of await store.db.recordTable(k).toArray()) {
        rows.set(`${k}/${keyOf(k, record)}`, {
          ...record.sync!,
          deleted: Boolean(record.deleted),
          doc: record.deleted ? null : withoutSync(record),
        });
      }
    }
    return rows;
  }

  /** Every client holds exactly the server's rows, with an empty outbox. */
  async function expectConverged(clients: SimClient[], server: Map<string, SyncRow>) {
    for (const client of clients) {
      expect(await client.store.db.outbox.count(), `${client.name} outbox`).toBe(0);
      expect(await client.store.changes.refused(), `${client.name} refused`).toEqual([]);
      const local = await localRows(client.store);
      expect([...local.keys()].sort(), client.name).toEqual([...server.keys()].sort());
      for (const [id, row] of server) {
        const mine = local.get(id)!;
        expect(
          { gen: mine.gen, hlc: mine.hlc, node: mine.node, deleted: mine.deleted },
          `${client.name} ${id}`,
        ).toEqual({ gen: row.gen, hlc: row.hlc, node: row.node, deleted: row.deleted });
        if (!row.deleted) expect(mine.doc, `${client.name} ${id}`).toEqual(row.doc);
      }
    }
  }

  /**
   * The server numbered the estimates 1..n without a gap or a duplicate (operations-model §6):
   * every live estimate has a number, and every number is the server's, for an estimate.
   */
  function expectNumbered(server: Map<string, SyncRow>) {
    const numbers = [...server.values()].filter((r) => r.kind === 'estimate-number');
    const values = numbers.map((r) => (r.doc as { number: number }).number).sort((a, b) => a - b);
    expect(values).toEqual(values.map((_, i) => i + 1));
    for (const row of numbers) {
      expect(row.node, row.key).toBe(SERVER_NODE);
      expect(server.has(`estimate/${row.key}`), row.key).toBe(true);
    }
    for (const row of server.values()) {
      if (row.kind === 'estimate' && !row.deleted) {
        expect(server.has(`estimate-number/${row.key}`), row.key).toBe(true);
      }
    }
  }

  /** The simulation of one array of steps on a new venue, as a property. */
  const convergence = fc.asyncProperty(
    fc.array(stepArb, { minLength: 4, maxLength: 24 }),
    async (steps) => {
      const user = `sim-${kind.name}-${++run}`;
      const { venueId, authorization } = await newVenue(user, `Sim ${run}`);
      const model = new Map<string, Written>();

      const open = async (index: number, previous?: SimClient): Promise<SimClient> => {
        const session = new VenueSession();
        const client: SimClient = previous ?? {
          factory: new IDBFactory(),
          session,
          store: undefined as never,
          skew: 0,
          faults: healthy,
          name: `dev${index}x${run}`.padEnd(8, 'z'),
        };
        client.session = session;
        client.store = await session.open({
          userId: user,
          venueId,
          newClientId: () => client.name,
          now: () => Date.now() + client.skew,
          indexedDB: { indexedDB: client.factory, IDBKeyRange },
          onRecordsWritten: (kind, records) => {
            for (const record of records) written(kind, record);
          },
        });
        return client;
      };
      const clients: SimClient[] = [];
      for (let i = 0; i < 3; i++) clients.push(await open(i));
      /** Estimates created so far (each device makes its own keys, as it would offline). */
      let estimates = 0;

      /** Every write any client makes, recomputations included, goes into the model. */
      const written = (kind: string, record: StoredRecord) => {
        const version: Written = {
          ...record.sync!,
          deleted: Boolean(record.deleted),
          doc: record.deleted ? null : withoutSync(record),
        };
        const id = `${kind}/${keyOf(kind as never, record)}`;
        const best = model.get(id);
        if (!best || compareVersions(version, best) > 0) model.set(id, version);
      };

      /** No going back: a key's stored version only ever grows. */
      const seen = new Map<string, SyncVersion>();
      const checkServerNeverGoesBack = async () => {
        for (const [id, row] of await serverRows(user, venueId)) {
          const before = seen.get(id);
          if (before)
            expect(compareVersions(row, before), `${id} went back`).toBeGreaterThanOrEqual(0);
          seen.set(id, row);
        }
      };

      const saveIngredient = async (client: SimClient, key: string, price: number) => {
        await client.store.apply(
          saveItem({
            type: 'single',
            foodkey: key,
            name: key.toLowerCase(),
            purchaseprice: price,
            purchaseqty: 1,
            purchaseunit: 'kg',
            map: { volume_value: 1, volume_unit: 'cup', weight_value: 200, weight_unit: 'g' },
          }),
        );
      };

      const sync = async (client: SimClient, full: boolean, editDuringSync?: string | null) => {
        const link = injectSyncApi(app, authorization, () => client.faults);
        let edit = editDuringSync;
        const api: typeof link = {
          ...link,
          async pull(venue, cursor) {
            if (edit) {
              const key = edit;
              edit = null;
              await saveIngredient(client, key, 1000 + key.length);
            }
            return link.pull(venue, cursor);
          },
        };
        try {
          await syncVenue(client.store, api, { venueId, full });
        } catch (error) {
          if (!(error instanceof NetworkError)) throw error;
        }
      };

      /**
       * Pushes a batch of adversarial changes (with a good one among them when asked) from a
       * client of the same user, straight to the API: it is answered 200, each bad change is
       * rejected with its issue, the good one applied, and the batch acknowledged to its end.
       */
      const attacker = `attacker${run}`.padEnd(8, 'z');
      let attackMid = 0;
      const attack = async (bad: readonly Attack[], good: boolean) => {
        const stamp = (counter: number) => formatHlc({ ms: Date.now(), counter, node: attacker });
        const doc = (key: string, extra: object = {}) => ({
          type: 'single',
          foodkey: key,
          name: key.toLowerCase(),
          purchaseprice: 1,
          purchaseqty: 1,
          purchaseunit: 'kg',
          ...extra,
        });
        const change = (a: Attack, i: number): Record<string, unknown> => {
          const base = { mid: ++attackMid, kind: 'item', gen: 0, hlc: stamp(i) };
          const key = KEYS[i % KEYS.length]!;
          switch (a) {
            case 'control-key':
              return { ...base, key: 'BAD\tKEY', doc: doc('BAD\tKEY') };
            case 'nul-key':
              return { ...base, key: 'BAD\u0000KEY', doc: doc('BAD\u0000KEY') };
            case 'empty-key':
              return { ...base, key: '', doc: doc('') };
            case 'long-key':
              return { ...base, key: 'K'.repeat(201), doc: doc('K'.repeat(201)) };
            case 'huge-gen':
              return { ...base, key, gen: MAX_SYNC_GEN + 1, doc: doc(key) };
            case 'negative-gen':
              return { ...base, key, gen: -2, doc: doc(key) };
            case 'fraction-gen':
              return { ...base, key, gen: 2.5, doc: doc(key) };
            case 'bad-kind':
              return { ...base, kind: 'stock', key, doc: doc(key) };
            case 'bad-hlc':
              return { ...base, key, hlc: 'tomorrow', doc: doc(key) };
            case 'bad-field':
              return { ...base, key, doc: doc(key, { purchaseprice: 'lots' }) };
            case 'wrong-key':
              return { ...base, key, doc: doc(`${key} ELSE`) };
            case 'nul-text':
              return { ...base, key, doc: doc(key, { note: 'a\u0000b' }) };
            case 'oversized':
              return { ...base, key, doc: doc(key, { note: 'x'.repeat(MAX_DOCUMENT_BYTES) }) };
            case 'not-an-object':
              return { ...base, key, doc: [key] };
            case 'forged-number':
              // Only the server numbers estimates: one number pushed by a device is refused.
              return { ...base, kind: 'estimate-number', key, doc: { skey: key, number: 1 } };
            case 'negative-count':
              // The devices' own stock count, with a line counted below 0 (operations-model §4).
              return {
                ...base,
                kind: 'stock-count',
                key: STOCK_COUNT,
                doc: stockCount(-1),
              };
          }
        };
        const mutations = bad.map(change);
        const goodMid = good ? ++attackMid : null;
        if (goodMid !== null) {
          const at = Math.floor(mutations.length / 2);
          const key = 'ATTACKER GOOD';
          mutations.splice(at, 0, {
            mid: goodMid,
            kind: 'item',
            key,
            gen: 0,
            hlc: stamp(99),
            doc: doc(key),
          });
        }
        const res = await app.inject({
          method: 'POST',
          url: `/api/sync/v1/venues/${venueId}/push`,
          headers: { authorization: await authorization() },
          payload: { protocol: 1, schemaVersion: 1, clientId: attacker, mutations },
        });
        expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
        const answer = res.json() as {
          ackMid: number;
          results: { mid: number; status: string; issue?: { reason: string } }[];
        };
        expect(answer.ackMid).toBe(attackMid);
        for (const m of mutations) {
          const result = answer.results.find((r) => r.mid === m.mid);
          if (m.mid === goodMid) expect(result?.status).toBe('applied');
          else {
            expect(result?.status, JSON.stringify(m).slice(0, 80)).toBe('rejected');
            expect(result?.issue?.reason).toMatch(/^field-/);
          }
        }
      };

      for (const step of steps) {
        if (step.op === 'attack') {
          await attack(step.bad, step.good);
          await checkServerNeverGoesBack();
          continue;
        }
        const client = clients[step.client]!;
        switch (step.op) {
          case 'save':
            await saveIngredient(client, step.key, step.price);
            break;
          case 'delete':
            await client.store.apply(deleteItem(step.key));
            break;
          case 'recipe': {
            await client.store.apply(
              saveItem({
                type: 'recipe',
                foodkey: 'RECIPE',
                name: 'Recipe',
                items: KEYS.slice(0, 2).map((k) => ({
                  name: k,
                  type: 'single',
                  qty_value: step.grams,
                  qty_unit: 'g',
                })),
              }),
            );
            break;
          }
          case 'event':
            await client.store.apply(
              saveRecord('event', {
                skey: 'EV-1',
                name: 'Wedding',
                type: 'wedding',
                date: '2026-06-20',
                guests: step.guests,
                status: 'confirmed',
                lines: [{ foodkey: 'RECIPE', perGuest: 1 }],
              }),
            );
            break;
          case 'estimate': {
            if (step.delete) {
              const live = (await client.store.db.estimates.toArray()).filter((e) => !e.deleted);
              const last = live.sort((a, b) => String(a.skey).localeCompare(String(b.skey))).at(-1);
              if (last) {
                const { sync: _sync, ...record } = last;
                await client.store.apply(saveRecord('estimate', { ...record, deleted: true }));
              }
              break;
            }
            const skey = `Q-${client.name}-${++estimates}`;
            await client.store.apply(
              saveRecord('estimate', {
                skey,
                title: `Quote ${estimates}`,
                date: '2026-05-01',
                status: 'draft',
                lines: [{ foodkey: 'RECIPE', qty: 10, pricing: 'sale' }],
                extras: [],
                taxPercent: 10,
              }),
            );
            break;
          }
          case 'tick':
            await client.store.apply(
              saveRecord('prep-tick', {
                skey: prepTickKey('forecast', '2026-03-06', step.line),
                list: 'forecast',
                date: '2026-03-06',
                foodkey: step.line,
                done: step.done,
              }),
            );
            break;
          case 'count': {
            if (step.delete) {
              const stored = await client.store.db.stockCounts.get(STOCK_COUNT);
              if (stored && !stored.deleted) {
                await client.store.apply(
                  saveRecord('stock-count', { ...withoutSync(stored), deleted: true }),
                );
              }
              break;
            }
            await client.store.apply(saveRecord('stock-count', stockCount(step.qty)));
            break;
          }
          case 'sales':
            await client.store.apply(
              saveRecord('sales-count', {
                skey: 'SALES-1',
                name: 'Week 10',
                from: '2026-03-02',
                to: '2026-03-08',
                menu: '',
                lines: [{ foodkey: 'RECIPE', unitsSold: step.unitsSold }],
              }),
            );
            break;
          case 'sync':
            client.faults = step.faults;
            await sync(client, step.full, step.editDuringSync);
            client.faults = healthy;
            await checkServerNeverGoesBack();
            break;
          case 'crash':
            await client.session.close();
            clients[step.client] = await open(step.client, client);
            break;
          case 'jump':
            client.skew = step.skew;
            break;
        }
      }

      // The network heals: changes-only cycles alone must converge (every client syncs until
      // its outbox is empty, then once more to pull to one cursor)...
      for (let round = 0; round < 3; round++) {
        for (const client of clients) await sync(client, false);
      }
      await expectConverged(clients, await serverRows(user, venueId));
      // ...and a full (anti-entropy) cycle changes nothing once they have.
      for (const client of clients) await sync(client, true);
      const server = await serverRows(user, venueId);
      await expectConverged(clients, server);
      await checkServerNeverGoesBack();
      for (const [id, best] of model) {
        const row = server.get(id);
        expect(row, id).toBeDefined();
        expect(
          { gen: row!.gen, hlc: row!.hlc, node: row!.node, deleted: row!.deleted },
          id,
        ).toEqual({
          gen: best.gen,
          hlc: best.hlc,
          node: best.node,
          deleted: best.deleted,
        });
        if (!best.deleted) expect(row!.doc, id).toEqual(best.doc);
      }
      expectNumbered(server);
      for (const client of clients) await client.session.close();
    },
  );

  // Kept shrunk cases first: each replays exactly the counterexample it was kept for.
  it('replays every kept shrunk seed first (regression-seeds.json)', async () => {
    for (const kept of KEPT_SEEDS) {
      await checkKeepingSeeds(
        convergence,
        { seed: kept.seed, path: kept.path, numRuns: 1, endOnFailure: true },
        KEPT_SEEDS_FILE,
      );
    }
  }, 600_000);

  it(`converges to the model through faults (${RUNS} seeds)`, async () => {
    await checkKeepingSeeds(
      convergence,
      { numRuns: RUNS, seed: Number(process.env.SIM_SEED ?? 20261122), endOnFailure: true },
      KEPT_SEEDS_FILE,
    );
  }, 600_000);

  it('numbers estimates made offline on three devices 1..n once they sync at once through a lossy network, and brings every number to every device', async () => {
    const user = `sim-numbers-${kind.name}`;
    const { venueId, authorization } = await newVenue(user, 'Numbers');
    const devices = await Promise.all(
      ['numbers-one', 'numbers-two', 'numbers-three'].map((name) =>
        openDevice(user, venueId, name),
      ),
    );
    // Offline: each device makes five estimates, and deletes one before it ever synced.
    for (const [d, { store }] of devices.entries()) {
      for (let i = 0; i < 5; i++) {
        await store.apply(
          saveRecord('estimate', {
            skey: `Q-${d}-${i}`,
            title: `Quote ${d}.${i}`,
            date: '2026-05-01',
            status: 'draft',
            lines: [],
            extras: [],
            taxPercent: 10,
          }),
        );
      }
      const gone = (await store.db.estimates.get(`Q-${d}-4`))!;
      const { sync: _sync, ...record } = gone;
      await store.apply(saveRecord('estimate', { ...record, deleted: true }));
    }
    // All at once, each answer lost once and each push sent twice; then a healthy network.
    let lossy = true;
    const link = injectSyncApi(app, authorization, () =>
      lossy ? { dropRequest: false, dropResponse: true, duplicate: true } : healthy,
    );
    await Promise.all(
      devices.map(({ store }) =>
        syncVenue(store, link, { venueId }).catch((error: unknown) => {
          if (!(error instanceof NetworkError)) throw error;
        }),
      ),
    );
    lossy = false;
    for (let round = 0; round < 2; round++) {
      for (const { store } of devices) await syncVenue(store, link, { venueId });
    }
    const server = await serverRows(user, venueId);
    expectNumbered(server);
    const numbered = [...server.values()].filter((r) => r.kind === 'estimate-number');
    expect(numbered.map((r) => r.key).sort()).toEqual(
      [0, 1, 2].flatMap((d) => [0, 1, 2, 3].map((i) => `Q-${d}-${i}`)).sort(),
    );
    for (const { store, session } of devices) {
      const local = await store.db.estimateNumbers.toArray();
      expect(
        new Map(local.map((r) => [r.skey, r.number])),
        'each device holds every number',
      ).toEqual(new Map(numbered.map((r) => [r.key, (r.doc as { number: number }).number])));
      await session.close();
    }
  });

  it('replaces an older pending edit with a newer row from another device, and lets a causal successor win with its clock hours behind', async () => {
    const user = `sim-causal-${kind.name}`;
    const { venueId, api } = await newVenue(user, 'Causal');
    const device = (name: string, skew: number) =>
      openDevice(user, venueId, name, () => Date.now() + skew);
    const ingredient = (price: number) => ({
      type: 'single',
      foodkey: 'APPLE',
      name: 'apple',
      purchaseprice: price,
      purchaseqty: 1,
      purchaseunit: 'kg',
    });
    const ontime = await device('ontime-device', 0);
    const behind = await device('behind-device', -3 * HOUR);

    await ontime.store.apply(saveItem(ingredient(5)));
    await syncVenue(ontime.store, api, { venueId });

    // The late device edits while its sync is in flight, before it has seen the newer row:
    // the newer row wins and the stale pending edit leaves the outbox.
    const editing: typeof api = {
      ...api,
      async pull(venue, cursor) {
        await behind.store.apply(saveItem(ingredient(1)));
        return api.pull(venue, cursor);
      },
    };
    await syncVenue(behind.store, editing, { venueId });
    expect(await behind.store.db.outbox.count()).toBe(0);
    expect((await behind.store.db.master.get('APPLE'))!.purchaseprice).toBe(5);

    // Having seen it, the late device's next edit is its causal successor and wins,
    // though its wall clock is three hours behind.
    await behind.store.apply(saveItem(ingredient(9)));
    await syncVenue(behind.store, api, { venueId });
    await syncVenue(ontime.store, api, { venueId });
    expect((await ontime.store.db.master.get('APPLE'))!.purchaseprice).toBe(9);
    expect((await serverRows(user, venueId)).get('item/APPLE')!.node).toBe('behind-device');
    await ontime.session.close();
    await behind.session.close();
  });

  it('pulls page by page into an empty store, building its catalogue on the way; a key changed between pages keeps its later version', async () => {
    const user = `sim-pages-${kind.name}`;
    const { venueId, authorization, api } = await newVenue(user, 'Pages');
    const device = (name: string) => openDevice(user, venueId, name);
    const ingredient = (foodkey: string, price: number) => ({
      type: 'single',
      foodkey,
      name: foodkey.toLowerCase(),
      purchaseprice: price,
      purchaseqty: 1,
      purchaseunit: 'kg',
    });
    const laptop = await device('pages-laptop');
    await laptop.store.apply(saveItems(KEYS.map((key) => ingredient(key, 1))));
    await syncVenue(laptop.store, api, { venueId });

    // The tablet's first sync reads one row a page; after the first page the laptop changes
    // that row's key, which comes again on a later page.
    const tablet = await device('pages-tablet');
    const onePerPage = injectSyncApi(app, authorization, () => healthy, { pullLimit: 1 });
    const itemPages: string[] = [];
    const changing: typeof api = {
      ...onePerPage,
      async pull(venue, cursor) {
        const page = await onePerPage.pull(venue, cursor);
        for (const row of page.rows) if (row.kind === 'item') itemPages.push(row.key);
        if (itemPages.length === 1 && page.rows[0]?.kind === 'item') {
          await laptop.store.apply(saveItem(ingredient(page.rows[0].key, 7)));
          await syncVenue(laptop.store, api, { venueId });
        }
        return page;
      },
    };
    await syncVenue(tablet.store, changing, { venueId });
    // Every item came on a page of its own, the changed one twice.
    expect(itemPages).toHaveLength(KEYS.length + 1);
    expect(itemPages.at(-1)).toBe(itemPages[0]);
    expect(tablet.store.observeItems().hasValue()).toBe(true);
    const prices = (items: Iterable<object>) =>
      Object.fromEntries(
        [...items].map((i) => {
          const { foodkey, purchaseprice } = i as { foodkey: string; purchaseprice?: unknown };
          return [foodkey, purchaseprice];
        }),
      );
    expect(prices((await tablet.store.itemMap()).values())).toEqual(
      prices((await laptop.store.itemMap()).values()),
    );
    expect(prices(await tablet.store.db.master.toArray())).toEqual(
      prices((await laptop.store.itemMap()).values()),
    );
    expect(Object.values(prices(await tablet.store.db.master.toArray())).sort()).toEqual([1, 1, 7]);
    await laptop.session.close();
    await tablet.session.close();
  });

  it('recomputes a recipe edited on one device with an ingredient price changed on another', async () => {
    const user = `sim-derived-${kind.name}`;
    const { venueId, api } = await newVenue(user, 'Derived');
    // One wall clock for both devices, moved on by hand a second at a time (never behind the
    // server's): 'later' is a later millisecond, never the same one, where the two concurrent
    // edits would be ordered by their clocks' counters instead.
    let wall = Date.now();
    const open = (name: string) => openDevice(user, venueId, name, () => wall);
    const flour = (price: number) => ({
      type: 'single',
      foodkey: 'FLOUR',
      name: 'Flour',
      purchaseprice: price,
      purchaseqty: 25,
      purchaseunit: 'kg',
    });
    const cake = (note: string) => ({
      type: 'recipe',
      foodkey: 'CAKE',
      name: 'Cake',
      note,
      items: [{ name: 'FLOUR', type: 'single', qty_value: 500, qty_unit: 'g' }],
    });
    const laptop = await open('laptop-device');
    const tablet = await open('tablet-device');
    await laptop.store.apply(saveItem(flour(30)));
    await laptop.store.apply(saveItem(cake('first')));
    await syncVenue(laptop.store, api, { venueId });
    await syncVenue(tablet.store, api, { venueId });

    // Offline: the laptop doubles the flour price, the tablet later edits the cake.
    wall += 1000;
    await laptop.store.apply(saveItem(flour(60)));
    wall += 1000;
    await tablet.store.apply(saveItem(cake('less sugar')));
    const recomputed = { laptop: [] as string[], tablet: [] as string[] };
    for (let round = 0; round < 3; round++) {
      for (const name of ['laptop', 'tablet'] as const) {
        await syncVenue((name === 'laptop' ? laptop : tablet).store, api, {
          venueId,
          onRecomputed: (items) => recomputed[name].push(...items.map((item) => item.foodkey)),
        });
      }
    }
    // The tablet pulled the new flour price and re-costed its cake once ('Recipe - Cake
    // updated'); the laptop then received the cake already re-costed: nothing to redo.
    expect(recomputed).toEqual({ laptop: [], tablet: ['CAKE'] });
    for (const device of [laptop, tablet]) {
      const stored = await device.store.db.master.get('CAKE');
      expect(stored!.note).toBe('less sugar');
      expect(stored!.eachcost).toBeCloseTo(1.2, 10);
      expect(await device.store.db.outbox.count()).toBe(0);
    }
    await laptop.session.close();
    await tablet.session.close();
  });

  it('repairs a row the client lost (evicted storage) within one full cycle', async () => {
    const user = `sim-repair-${kind.name}`;
    const { venueId, api } = await newVenue(user, 'Repair');
    const factory = new IDBFactory();
    const session = new VenueSession();
    const store = await session.open({
      userId: user,
      venueId,
      newClientId: () => 'repair-client',
      now: () => Date.now(),
      indexedDB: { indexedDB: factory, IDBKeyRange },
    });
    for (const key of KEYS) {
      await store.apply(
        saveItem({
          type: 'single',
          foodkey: key,
          name: key,
          purchaseprice: 1,
          purchaseqty: 1,
          purchaseunit: 'kg',
        }),
      );
    }
    await syncVenue(store, api, { venueId });
    // Divergence: a row vanishes locally, while the cursor says it was seen.
    await store.db.master.delete('BUTTER');
    await syncVenue(store, api, { venueId });
    expect(await store.db.master.get('BUTTER')).toBeUndefined();
    const report = await syncVenue(store, api, { venueId, full: true });
    expect(report.pulled).toBeGreaterThan(0);
    expect((await store.db.master.get('BUTTER'))?.foodkey).toBe('BUTTER');
    await session.close();
  });

  it('re-stamps a change whose clock ran ahead, once the offset is refreshed', async () => {
    const user = `sim-skew-${kind.name}`;
    const { venueId, api } = await newVenue(user, 'Skew');
    let skew = 3 * HOUR;
    const { session, store } = await openDevice(
      user,
      venueId,
      'skewed-client',
      () => Date.now() + skew,
    );
    await store.apply(
      saveItem({
        type: 'single',
        foodkey: 'APPLE',
        name: 'Apple',
        purchaseprice: 2,
        purchaseqty: 1,
        purchaseunit: 'kg',
      }),
    );
    const aheadStamp = (await store.db.master.get('APPLE'))!.sync!.hlc;
    await syncVenue(store, api, {
      venueId,
      refreshOffset: async () => {
        skew = 0;
      },
    });
    expect(await store.db.outbox.count()).toBe(0);
    const stored = (await serverRows(user, venueId)).get('item/APPLE')!;
    expect(stored.hlc < aheadStamp).toBe(true);
    expect(
      stored.hlc <=
        formatHlc({ ms: Date.now() + MAX_HLC_DRIFT_MS, counter: 0xffff, node: 'skewed-client' }),
    ).toBe(true);
    await session.close();
  });
});

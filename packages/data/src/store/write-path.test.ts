import 'fake-indexeddb/auto';
import { formatHlc, type SyncRow } from '@larder/domain';
import * as Comlink from 'comlink';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { VenueDb } from '../db/venue-db';
import {
  deleteItem,
  recalculateAll,
  renameListEntry,
  saveItem,
  saveRecord,
  type Change,
} from './change';
import { VenueStore } from './venue-store';
import { stagedWriteReply, writtenOf } from '../worker/staged-write-reply';
import type { StagedWrite } from './staged-write';

/**
 * The one write path is all or nothing: driven through random sequences of changes, with the
 * transaction failing at a random step, a store holds exactly what it held before the change
 * or exactly what it holds after it (as a twin store that never fails), never anything between.
 */

const INGREDIENTS = ['FLOUR', 'SUGAR', 'BUTTER'] as const;

const ingredient = (foodkey: string, price: number, category = 'Dry goods') => ({
  type: 'single',
  foodkey,
  name: foodkey.toLowerCase(),
  purchaseprice: price,
  purchaseqty: 1,
  purchaseunit: 'kg',
  category,
});
const dough = {
  type: 'recipe',
  foodkey: 'DOUGH',
  name: 'Dough',
  category: 'Bakery',
  items: [
    { name: 'FLOUR', type: 'single', qty_value: 500, qty_unit: 'g' },
    { name: 'BUTTER', type: 'single', qty_value: 100, qty_unit: 'g' },
  ],
};
const cake = {
  type: 'recipe',
  foodkey: 'CAKE',
  name: 'Cake',
  items: [
    { name: 'DOUGH', type: 'recipe', qty_value: 1, qty_unit: 'each' },
    { name: 'SUGAR', type: 'single', qty_value: 200, qty_unit: 'g' },
  ],
};

type Step =
  | { op: 'price'; key: number; price: number }
  | { op: 'recipes' }
  | { op: 'delete'; key: number }
  | { op: 'supplier'; name: string }
  | { op: 'rename'; name: string }
  | { op: 'menu'; dishes: number }
  | { op: 'recalculate'; cup: number }
  | { op: 'receive'; key: number; price: number }
  | { op: 'invalid' };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    op: fc.constant('price' as const),
    key: fc.nat(2),
    price: fc.integer({ min: 1, max: 50 }),
  }),
  fc.constant({ op: 'recipes' as const }),
  fc.record({ op: fc.constant('delete' as const), key: fc.nat(2) }),
  fc.record({ op: fc.constant('supplier' as const), name: fc.constantFrom('Acme', 'Mill') }),
  fc.record({
    op: fc.constant('rename' as const),
    name: fc.constantFrom('Dry', 'Pantry', 'Dry goods'),
  }),
  fc.record({ op: fc.constant('menu' as const), dishes: fc.nat(2) }),
  fc.record({ op: fc.constant('recalculate' as const), cup: fc.constantFrom(236, 250) }),
  fc.record({
    op: fc.constant('receive' as const),
    key: fc.nat(2),
    price: fc.integer({ min: 1, max: 50 }),
  }),
  fc.constant({ op: 'invalid' as const }),
);

/** The change a step makes, given the store's current settings record of categories. */
async function changeOf(store: VenueStore, step: Step, at: number): Promise<Change> {
  switch (step.op) {
    case 'price':
      return saveItem(ingredient(INGREDIENTS[step.key]!, step.price));
    case 'recipes':
      return { type: 'save', items: [dough, cake], records: [] };
    case 'delete':
      return deleteItem(INGREDIENTS[step.key]!);
    case 'supplier':
      return saveRecord('supplier', { skey: 'ACME', name: step.name, ingredients: [] });
    case 'rename': {
      const record = (await store.db.settings.get('IC')) ?? {
        skey: 'IC',
        categories: ['Dry goods', 'Bakery'],
      };
      const entries = (record.categories as string[] | undefined) ?? [];
      return renameListEntry('IC', { record, entries }, 0, step.name);
    }
    case 'menu':
      return saveRecord('menu', {
        skey: 'LUNCH',
        name: 'Lunch',
        menuItems: ['DOUGH', 'CAKE'].slice(0, step.dishes),
      });
    case 'recalculate':
      return recalculateAll({ cupML: step.cup });
    case 'receive': {
      const key = INGREDIENTS[step.key]!;
      const row: SyncRow = {
        kind: 'item',
        key,
        gen: 2,
        hlc: formatHlc({ ms: at, counter: 0, node: 'remote' }),
        node: 'remote',
        rev: at,
        deleted: false,
        doc: ingredient(key, step.price),
      };
      return { type: 'pulled', rows: [row], cursor: { epoch: 'e', rev: at } };
    }
    case 'invalid':
      return saveItem({ ...ingredient('FLOUR', 1), purchaseprice: 'ten' });
  }
}

/** Everything a venue database holds, in a comparable form. */
async function contents(db: VenueDb) {
  const outbox = (await db.outbox.toArray()).map(({ mid: _mid, ...entry }) => entry);
  return {
    master: await db.master.toArray(),
    suppliers: await db.suppliers.toArray(),
    settings: await db.settings.toArray(),
    menus: await db.menus.toArray(),
    outbox: outbox.sort((a, b) => `${a.kind}/${a.key}`.localeCompare(`${b.kind}/${b.key}`)),
    state: await db.state.toArray(),
  };
}

/** The catalogue in memory, as the stored live items (what the screens show). */
async function cached(store: VenueStore) {
  return [...(await store.itemMap()).values()].sort((a, b) => a.foodkey.localeCompare(b.foodkey));
}

async function storedLive(db: VenueDb) {
  const records = await db.master.toArray();
  return records
    .filter((r) => !r.deleted)
    .map(({ sync: _sync, ...doc }) => doc)
    .sort((a, b) => String(a.foodkey).localeCompare(String(b.foodkey)));
}

const opened: VenueDb[] = [];
const ports: MessagePort[] = [];
let databases = 0;

function openStore(now: () => number, step?: (name: string) => void, name?: string) {
  const db = new VenueDb(name ?? `write-path-${++databases}`);
  opened.push(db);
  return new VenueStore(db, { now, nodeId: 'device-a', ...(step ? { step } : {}) });
}

/**
 * A store whose staged saves are written by a second store of the same database behind a
 * MessageChannel, as the page's are by the tab's data worker (decision 0005); the write's
 * steps, and so its faults, happen in the writer.
 */
function openStoreWritingElsewhere(now: () => number, step: (name: string) => void) {
  const page = openStore(now, step);
  const worker = openStore(now, step, page.db.name);
  const save = (write: StagedWrite) =>
    stagedWriteReply(() => {
      // This test writes pulled rows on the page: the worker reads the catalogue afresh, as
      // the changes channel keeps it level in the app.
      worker.invalidate();
      return worker.applyStaged(write);
    });
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  Comlink.expose({ save }, port1);
  const remote = Comlink.wrap<{ save: typeof save }>(port2);
  page.writeStagedWith(async (write) => writtenOf(await remote.save(write)));
  return page;
}

afterEach(() => {
  for (const db of opened.splice(0)) db.close();
  for (const port of ports.splice(0)) port.close();
});

describe.each([
  { where: 'on the page', open: openStore },
  { where: 'with staged saves written by the data worker', open: openStoreWritingElsewhere },
])('VenueStore.apply: one write path, all or nothing, $where', ({ open }) => {
  it('leaves the store exactly before or after each change when the write fails at any step', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(stepArb, fc.option(fc.nat(12)), fc.boolean()), {
          minLength: 1,
          maxLength: 12,
        }),
        async (steps) => {
          let time = 1_800_000_000_000;
          let failAt: number | null = null;
          let seen = 0;
          const faulty = open(
            () => time,
            (name) => {
              if (failAt !== null && seen++ === failAt) throw new Error(`stopped at ${name}`);
            },
          );
          const twin = openStore(() => time);
          for (const [step, fault, staged] of steps) {
            time += 1000;
            const change = await changeOf(twin, step, time);
            const expected = await twin
              .apply(change)
              .then(() => true)
              .catch(() => false);
            const before = await contents(faulty.db);
            failAt = fault;
            seen = 0;
            const local = change.type !== 'pulled';
            const outcome = await faulty
              .apply(change, { staged: staged && local })
              .then((applied) => applied.stored)
              .then(() => 'stored' as const)
              .catch((error: Error) =>
                error.message.startsWith('stopped at')
                  ? ('stopped' as const)
                  : ('refused' as const),
              );
            failAt = null;
            if (outcome === 'stopped') {
              expect(await contents(faulty.db)).toEqual(before);
              expect(await cached(faulty)).toEqual(await storedLive(faulty.db));
              // The same change again, without a fault, brings it level with its twin.
              await faulty.apply(change).then((applied) => applied.stored);
            } else {
              expect(outcome === 'stored').toBe(expected);
            }
            expect(await contents(faulty.db)).toEqual(await contents(twin.db));
            expect(await cached(faulty)).toEqual(await storedLive(faulty.db));
          }
        },
      ),
      { numRuns: 40 },
    );
    // 40 runs of fake IndexedDB transactions: about 2 s on an idle machine, more on a busy one.
  }, 60_000);
});

import { formatHlc, SERVER_NODE, type Mutation, type SyncRow } from '@larder/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.js';
import { testDatabaseKinds, type TestDatabase } from '../../test-support/databases.js';
import { buildTestApp, useTestApp, type TestApp } from '../../test-support/test-app.js';

/**
 * Estimates are numbered per venue (operations-model §6) by the server, when it first stores
 * one: 1, 2, 3, … without a gap or a duplicate, however many devices push at once.
 */

const estimate = (skey: string, title = `Quote ${skey}`) => ({
  skey,
  title,
  date: '2026-05-01',
  status: 'draft',
  lines: [{ foodkey: 'SOUP', qty: 10, pricing: 'sale' }],
  extras: [],
  taxPercent: 10,
});

/** One device: its client id, its mutation ids and its clock stamps. */
function device(clientId: string) {
  let mid = 0;
  let counter = 0;
  return {
    clientId,
    /** A save (or, with `deleted`, a delete) of a record of `kind`. */
    change(kind: string, key: string, doc: unknown, gen = 0): Mutation {
      const deleted = gen % 2 === 1;
      return {
        mid: ++mid,
        kind: kind as Mutation['kind'],
        key,
        gen,
        hlc: formatHlc({ ms: Date.now(), counter: counter++, node: clientId }),
        ...(deleted ? { deleted: true } : { doc }),
      };
    },
  };
}
type Device = ReturnType<typeof device>;

async function pushAs(t: TestApp, venueId: string, from: Device, mutations: Mutation[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/sync/v1/venues/${venueId}/push`,
    headers: await t.auth('quoter'),
    payload: { protocol: 1, schemaVersion: 1, clientId: from.clientId, mutations },
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json() as {
    ackMid: number;
    results: { mid: number; status: string; issue?: { reason: string; path?: string } }[];
  };
}

async function pullAll(t: TestApp, venueId: string): Promise<SyncRow[]> {
  const rows: SyncRow[] = [];
  let cursor = '';
  for (;;) {
    const res = await t.app.inject({
      url: `/api/sync/v1/venues/${venueId}/pull${cursor ? `?cursor=${cursor}` : ''}`,
      headers: await t.auth('quoter'),
    });
    const page = res.json() as { rows: SyncRow[]; cursor: { epoch: string; rev: number } };
    rows.push(...page.rows);
    cursor = `${page.cursor.epoch}:${page.cursor.rev}`;
    if (!(res.json() as { hasMore: boolean }).hasMore) return rows;
  }
}

/** The number of each numbered estimate, by its key. */
const numbersOf = (rows: readonly SyncRow[]): Map<string, number> =>
  new Map(
    rows
      .filter((r) => r.kind === 'estimate-number')
      .map((r) => [r.key, (r.doc as { number: number }).number]),
  );

/** 1..n in order. */
const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe.each(testDatabaseKinds)('estimate numbers on $name', (kind) => {
  const t = useTestApp(kind);

  it('numbers estimates pushed at once by three devices 1..n, without a gap or a duplicate', async () => {
    const venueId = await t.addVenue('quoter', 'Numbered Kitchen');
    const devices = ['device-aaaa', 'device-bbbb', 'device-cccc'].map(device);
    // Each device pushes four times, two new estimates a push; the devices all at once.
    await Promise.all(
      devices.map(async (d) => {
        for (const push of [0, 1, 2, 3]) {
          const keys = [0, 1].map((i) => `${d.clientId}-${push}-${i}`);
          await pushAs(
            t,
            venueId,
            d,
            keys.map((key) => d.change('estimate', key, estimate(key))),
          );
        }
      }),
    );
    const rows = await pullAll(t, venueId);
    const numbers = numbersOf(rows);
    const estimates = rows.filter((r) => r.kind === 'estimate').map((r) => r.key);
    expect(estimates).toHaveLength(24);
    expect([...numbers.keys()].sort()).toEqual([...estimates].sort());
    expect([...numbers.values()].sort((a, b) => a - b)).toEqual(oneTo(24));
    // Each number is the server's record, after its estimate in revision order.
    for (const row of rows.filter((r) => r.kind === 'estimate-number')) {
      const of = rows.find((r) => r.kind === 'estimate' && r.key === row.key)!;
      expect(row).toMatchObject({ node: SERVER_NODE, gen: 0, deleted: false });
      expect(row.doc).toEqual({ skey: row.key, number: numbers.get(row.key) });
      expect(row.rev).toBeGreaterThan(of.rev);
    }
  });

  it('refuses a pushed estimate number on its kind and applies the rest of the batch', async () => {
    const venueId = await t.addVenue('quoter', 'Forged Numbers');
    const d = device('device-forge');
    const batch = [
      d.change('estimate', 'est-1', estimate('est-1')),
      d.change('estimate-number', 'est-1', { skey: 'est-1', number: 99 }),
      d.change('estimate-number', 'est-2', { skey: 'est-2', number: 1 }),
      d.change('estimate', 'est-2', estimate('est-2')),
    ];
    const answer = await pushAs(t, venueId, d, batch);
    expect(answer.ackMid).toBe(batch[3]!.mid);
    expect(answer.results.map((r) => r.status)).toEqual([
      'applied',
      'rejected',
      'rejected',
      'applied',
    ]);
    expect(answer.results[1]!.issue).toMatchObject({ reason: 'field-choice', path: 'kind' });
    expect(answer.results[2]!.issue).toMatchObject({ reason: 'field-choice', path: 'kind' });
    // A delete of a number is refused the same way.
    const unnumber = await pushAs(t, venueId, d, [d.change('estimate-number', 'est-1', null, 1)]);
    expect(unnumber.results[0]).toMatchObject({ status: 'rejected', issue: { path: 'kind' } });
    expect(numbersOf(await pullAll(t, venueId))).toEqual(
      new Map([
        ['est-1', 1],
        ['est-2', 2],
      ]),
    );
  });

  it('keeps the number of a deleted estimate, never numbers one created and deleted before its first push, and numbers an edit or a replay once', async () => {
    const venueId = await t.addVenue('quoter', 'Kept Numbers');
    const laptop = device('device-laptop');
    const tablet = device('device-tablet');
    const first = [laptop.change('estimate', 'kept', estimate('kept'))];
    await pushAs(t, venueId, laptop, first);
    // The same push again (its answer was lost), then an edit: still one number.
    await pushAs(t, venueId, laptop, first);
    await pushAs(t, venueId, laptop, [
      laptop.change('estimate', 'kept', estimate('kept', 'Quote, second draft')),
    ]);
    // Deleted: it keeps its number.
    await pushAs(t, venueId, laptop, [laptop.change('estimate', 'kept', null, 1)]);
    // Created and deleted on the tablet before it ever synced: pushed as a delete only.
    await pushAs(t, venueId, tablet, [tablet.change('estimate', 'never', null, 1)]);
    // Another device's older version of that estimate loses to the delete: no number either.
    await pushAs(t, venueId, laptop, [laptop.change('estimate', 'never', estimate('never'))]);
    await pushAs(t, venueId, tablet, [tablet.change('estimate', 'next', estimate('next'))]);
    const rows = await pullAll(t, venueId);
    expect(rows.find((r) => r.kind === 'estimate' && r.key === 'kept')).toMatchObject({
      deleted: true,
    });
    expect(numbersOf(rows)).toEqual(
      new Map([
        ['kept', 1],
        ['next', 2],
      ]),
    );
    // Re-created after the delete (a new incarnation): first stored live now, so numbered.
    await pushAs(t, venueId, tablet, [tablet.change('estimate', 'never', estimate('never'), 2)]);
    expect(numbersOf(await pullAll(t, venueId)).get('never')).toBe(3);
  });

  it('numbers each venue on its own', async () => {
    const one = await t.addVenue('quoter', 'Venue One');
    const two = await t.addVenue('quoter', 'Venue Two');
    const d = device('device-venues');
    await pushAs(t, one, d, [d.change('estimate', 'a', estimate('a'))]);
    await pushAs(t, two, d, [d.change('estimate', 'b', estimate('b'))]);
    await pushAs(t, one, d, [d.change('estimate', 'c', estimate('c'))]);
    expect(numbersOf(await pullAll(t, one))).toEqual(
      new Map([
        ['a', 1],
        ['c', 2],
      ]),
    );
    expect(numbersOf(await pullAll(t, two))).toEqual(new Map([['b', 1]]));
  });
});

// Two server processes share one PostgreSQL (PGlite is one process's own database): each app
// below has its own connection pool, as a second process would.
const postgres = testDatabaseKinds.find((kind) => kind.name === 'postgres');

describe.skipIf(!postgres)('estimate numbers across two server processes', () => {
  let database: TestDatabase;
  let second: Awaited<ReturnType<typeof openDatabase>>;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    database = await postgres!.open();
    second = await openDatabase({ kind: 'postgres', url: database.url! });
    apps.push(await buildTestApp(database), await buildTestApp({ ...database, ...second }));
  });
  afterAll(async () => {
    for (const app of apps) await app.app.close();
    await second?.close();
    await database?.dispose();
  });

  it('never gives one number twice when pushes reach both at once', async () => {
    const [a, b] = apps as [TestApp, TestApp];
    const venueId = await a.addVenue('quoter', 'Shared Kitchen');
    const devices = ['device-proc1', 'device-proc2', 'device-proc3', 'device-proc4'].map(device);
    // The devices at once, half of them through each process.
    await Promise.all(
      devices.map(async (d, n) => {
        for (const push of [0, 1, 2]) {
          const key = `${d.clientId}-${push}`;
          await pushAs(n % 2 ? b : a, venueId, d, [d.change('estimate', key, estimate(key))]);
        }
      }),
    );
    const numbers = numbersOf(await pullAll(b, venueId));
    expect(numbers.size).toBe(12);
    expect([...numbers.values()].sort((x, y) => x - y)).toEqual(oneTo(12));
  });
});

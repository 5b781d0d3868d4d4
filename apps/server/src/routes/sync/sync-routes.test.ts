import { eq } from 'drizzle-orm';
import {
  bucketDigests,
  formatHlc,
  MAX_DOCUMENT_BYTES,
  MAX_HLC_DRIFT_MS,
  MAX_MUTATIONS_PER_PUSH,
  type Mutation,
} from '@larder/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { superseded, venues } from '../../db/schema.js';
import { grantLicencePack } from '../../test-support/billing-rows.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { useTestApp } from '../../test-support/test-app.js';

const CLIENT_A = 'client-aaaa';
const CLIENT_B = 'client-bbbb';

const ingredient = (key: string, price: number) => ({
  type: 'single',
  foodkey: key,
  name: key.toLowerCase(),
  purchaseprice: price,
  purchaseqty: 1,
  purchaseunit: 'kg',
});

describe.each(testDatabaseKinds)('sync protocol on $name', (kind) => {
  const t = useTestApp(kind);
  let venueId: string;
  let mid = 0;

  beforeAll(async () => {
    venueId = await t.addVenue('cook', 'Sync Kitchen');
    // A Pro venue: these pushes add far more than the trial's 100 ingredients
    // (the trial limit has tests of its own, trial-limit.test.ts).
    await grantLicencePack(t.database.db, 'cook', 1);
  });

  const stamp = (ms: number, node: string, counter = 0) => formatHlc({ ms, counter, node });
  const mutation = (m: Partial<Mutation> & { key: string }, node = CLIENT_A): Mutation => ({
    mid: ++mid,
    kind: 'item',
    gen: 0,
    hlc: stamp(Date.now(), node),
    doc: ingredient(m.key, 1),
    ...m,
  });
  const push = async (mutations: Mutation[], clientId = CLIENT_A, sub = 'cook', venue = venueId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/sync/v1/venues/${venue}/push`,
      headers: await t.auth(sub),
      payload: { protocol: 1, schemaVersion: 1, clientId, mutations },
    });
  const pull = async (cursor?: string, limit?: number, sub = 'cook', venue = venueId) =>
    t.app.inject({
      url: `/api/sync/v1/venues/${venue}/pull`,
      query: { ...(cursor ? { cursor } : {}), ...(limit ? { limit: String(limit) } : {}) },
      headers: await t.auth(sub),
    });
  const venueRev = async () =>
    (await t.database.db.select({ rev: venues.rev }).from(venues).where(eq(venues.id, venueId)))[0]!
      .rev;

  it('applies a push and acknowledges its last mutation id after commit', async () => {
    const batch = [mutation({ key: 'FLOUR' }), mutation({ key: 'SUGAR' })];
    const res = await push(batch);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ackMid).toBe(batch[1]!.mid);
    expect(body.results).toEqual([
      { mid: batch[0]!.mid, status: 'applied' },
      { mid: batch[1]!.mid, status: 'applied' },
    ]);
    expect(typeof body.epoch).toBe('string');
  });

  it('is idempotent: a replayed push changes no row, revision or acknowledgement', async () => {
    const batch = [mutation({ key: 'BUTTER' })];
    const first = (await push(batch)).json();
    const revBefore = await venueRev();
    const pageBefore = (await pull()).json();
    const replay = (await push(batch)).json();
    expect(replay.ackMid).toBe(first.ackMid);
    expect(replay.results).toEqual([
      { mid: batch[0]!.mid, status: 'applied', reason: 'duplicate' },
    ]);
    expect(await venueRev()).toBe(revBefore);
    expect((await pull()).json()).toEqual(pageBefore);
  });

  it('pulls in revision order, in pages, with a cursor that never goes back', async () => {
    const all = (await pull()).json();
    const revs = all.rows.map((r: { rev: number }) => r.rev);
    expect(revs).toEqual([...revs].sort((a, b) => a - b));
    const seen: number[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = (await pull(cursor, 2)).json();
      seen.push(...page.rows.map((r: { rev: number }) => r.rev));
      expect(page.rows.length).toBeLessThanOrEqual(2);
      cursor = `${page.cursor.epoch}:${page.cursor.rev}`;
      if (!page.hasMore) break;
    }
    expect(seen).toEqual(revs);
    const empty = (await pull(cursor)).json();
    expect(empty.rows).toEqual([]);
    expect(empty.hasMore).toBe(false);
  });

  it('keeps the greatest (gen, hlc, node) and records the loser as superseded', async () => {
    const now = Date.now();
    const newer = mutation({ key: 'EGGS', hlc: stamp(now, CLIENT_A), doc: ingredient('EGGS', 5) });
    await push([newer]);
    const older = mutation(
      { key: 'EGGS', hlc: stamp(now - 60_000, CLIENT_B), doc: ingredient('EGGS', 3) },
      CLIENT_B,
    );
    const res = (await push([older], CLIENT_B)).json();
    expect(res.results).toEqual([{ mid: older.mid, status: 'superseded' }]);
    const row = (await pull()).json().rows.find((r: { key: string }) => r.key === 'EGGS');
    expect(row.doc.purchaseprice).toBe(5);
    const losers = await t.database.db.select().from(superseded).where(eq(superseded.key, 'EGGS'));
    expect(losers.map((l) => (l.doc as { purchaseprice: number }).purchaseprice)).toEqual([3]);
  });

  it('lets a delete beat a later edit of the same incarnation, and a re-create beat the delete', async () => {
    const now = Date.now();
    await push([mutation({ key: 'SALT', hlc: stamp(now - 5000, CLIENT_A) })]);
    await push([
      mutation({
        key: 'SALT',
        gen: 1,
        deleted: true,
        doc: undefined,
        hlc: stamp(now - 4000, CLIENT_A),
      }),
    ]);
    const edit = mutation({ key: 'SALT', gen: 0, hlc: stamp(now, CLIENT_B) }, CLIENT_B);
    expect((await push([edit], CLIENT_B)).json().results[0].status).toBe('superseded');
    let row = (await pull()).json().rows.find((r: { key: string }) => r.key === 'SALT');
    expect(row).toMatchObject({ deleted: true, gen: 1, doc: null });
    const recreate = mutation({ key: 'SALT', gen: 2, hlc: stamp(now + 1000, CLIENT_B) }, CLIENT_B);
    expect((await push([recreate], CLIENT_B)).json().results[0].status).toBe('applied');
    row = (await pull()).json().rows.find((r: { key: string }) => r.key === 'SALT');
    expect(row).toMatchObject({ deleted: false, gen: 2 });
  });

  it('takes a signed-in push far larger than an anonymous body may be (500 changes of 1 KB)', async () => {
    const batch = Array.from({ length: MAX_MUTATIONS_PER_PUSH }, (_, i) =>
      mutation({
        key: `BULK ${i}`,
        doc: { ...ingredient(`BULK ${i}`, 1), note: 'n'.repeat(1000) },
      }),
    );
    const res = await push(batch);
    expect(res.statusCode).toBe(200);
    expect(res.json().ackMid).toBe(batch.at(-1)!.mid);
  });

  it('rejects yet acknowledges an invalid document, which never blocks the queue', async () => {
    const bad = mutation({
      key: 'OIL',
      doc: { type: 'single', foodkey: 'OIL', purchaseprice: 'lots' },
    });
    const good = mutation({ key: 'VINEGAR' });
    const res = (await push([bad, good])).json();
    expect(res.ackMid).toBe(good.mid);
    expect(res.results[0]).toMatchObject({ mid: bad.mid, status: 'rejected' });
    expect(res.results[0].reason).toMatch(/purchaseprice/);
    expect(res.results[0].issue).toEqual({
      reason: 'field-type',
      path: 'purchaseprice',
      params: { expected: 'number' },
    });
    expect(res.results[1]).toEqual({ mid: good.mid, status: 'applied' });
    const keys = (await pull()).json().rows.map((r: { key: string }) => r.key);
    expect(keys).toContain('VINEGAR');
    expect(keys).not.toContain('OIL');
  });

  it('carries a par level through push and pull, and refuses a negative one naming par.qty (operations-model §3)', async () => {
    const stocked = mutation({
      key: 'RICE',
      doc: { ...ingredient('RICE', 2), par: { qty: 5, unit: 'kg' } },
    });
    const box = mutation({
      key: 'BOX',
      doc: { type: 'packaging', foodkey: 'BOX', name: 'Box', par: { qty: 200, unit: 'each' } },
    });
    const negative = mutation({
      key: 'OATS',
      doc: { ...ingredient('OATS', 1), par: { qty: -1, unit: 'kg' } },
    });
    const res = (await push([stocked, box, negative])).json();
    expect(res.results.map((r: { status: string }) => r.status)).toEqual([
      'applied',
      'applied',
      'rejected',
    ]);
    expect(res.results[2].issue).toEqual({
      reason: 'field-too-small',
      path: 'par.qty',
      params: { minimum: 0 },
    });
    const rows = (await pull()).json().rows as { key: string; doc: Record<string, unknown> }[];
    const doc = (key: string) => rows.find((r) => r.key === key)?.doc;
    expect(doc('RICE')?.par).toEqual({ qty: 5, unit: 'kg' });
    expect(doc('BOX')?.par).toEqual({ qty: 200, unit: 'each' });
    expect(doc('OATS')).toBeUndefined();
  });

  it('carries a stock count and a sales count through push and pull, and refuses a negative count naming lines.1.qty (operations-model §4, §7)', async () => {
    const line = (foodkey: string, qty: number) => ({
      foodkey,
      area: 'Walk-in',
      qty,
      unit: 'kg',
      baseQty: qty * 1000,
      baseUnit: 'g',
      unitCost: 0.002,
    });
    const count = {
      skey: 'SC-1',
      name: 'Monday count',
      date: '2026-03-02',
      lines: [line('RICE', 2), line('OATS', 0)],
    };
    const sales = {
      skey: 'SALES-1',
      name: 'Week 10',
      from: '2026-03-02',
      to: '2026-03-08',
      menu: '',
      lines: [{ foodkey: 'SOUP', unitsSold: 40 }],
    };
    const res = (
      await push([
        mutation({ kind: 'stock-count', key: 'SC-1', doc: count }),
        mutation({ kind: 'sales-count', key: 'SALES-1', doc: sales }),
        mutation({
          kind: 'stock-count',
          key: 'SC-2',
          doc: { ...count, skey: 'SC-2', lines: [line('RICE', 1), line('OATS', -1)] },
        }),
        mutation({
          kind: 'sales-count',
          key: 'SALES-2',
          doc: { ...sales, skey: 'SALES-2', from: '2026-03-09' },
        }),
      ])
    ).json();
    expect(res.results.map((r: { status: string }) => r.status)).toEqual([
      'applied',
      'applied',
      'rejected',
      'rejected',
    ]);
    expect(res.results[2].issue).toEqual({
      reason: 'field-too-small',
      path: 'lines.1.qty',
      params: { minimum: 0 },
    });
    expect(res.results[3].issue).toEqual({
      reason: 'field-too-small',
      path: 'to',
      params: { minimum: '2026-03-09' },
    });
    const rows = (await pull()).json().rows as { kind: string; key: string; doc: unknown }[];
    const doc = (kind: string, key: string) =>
      rows.find((r) => r.kind === kind && r.key === key)?.doc;
    expect(doc('stock-count', 'SC-1')).toEqual(count);
    expect(doc('sales-count', 'SALES-1')).toEqual(sales);
    expect(doc('stock-count', 'SC-2')).toBeUndefined();
    expect(doc('sales-count', 'SALES-2')).toBeUndefined();
  });

  it('judges each pushed change on its own: bad ones are rejected with their issue, the batch is acknowledged past them', async () => {
    const before = await venueRev();
    const good1 = mutation({ key: 'WEIRD GOOD 1' });
    const tabKey = mutation({ key: 'TAB\tKEY', doc: ingredient('TAB\tKEY', 1) });
    const hugeGen = mutation({ key: 'HUGE GEN', gen: 2 ** 31 });
    const nulKey = mutation({ key: 'NUL\u0000KEY', doc: ingredient('NUL\u0000KEY', 1) });
    const halfKey = mutation({ key: 'HALF\ud800', doc: ingredient('HALF\ud800', 1) });
    const emptyKey = mutation({ key: '' });
    const longKey = mutation({ key: 'L'.repeat(201) });
    const badKind = mutation({ key: 'BAD KIND', kind: 'stock' as Mutation['kind'] });
    const fractionGen = mutation({ key: 'FRACTION GEN', gen: 0.5 });
    const negativeGen = mutation({ key: 'NEGATIVE GEN', gen: -2 });
    const badHlc = mutation({ key: 'BAD HLC', hlc: 'yesterday' });
    const nulDoc = mutation({
      key: 'NUL DOC',
      doc: { ...ingredient('NUL DOC', 1), note: 'a\u0000b' },
    });
    const hugeDoc = mutation({
      key: 'HUGE DOC',
      doc: { ...ingredient('HUGE DOC', 1), note: 'x'.repeat(MAX_DOCUMENT_BYTES) },
    });
    const notObject = mutation({ key: 'NOT AN OBJECT', doc: 7 });
    const good2 = mutation({ key: 'WEIRD GOOD 2' });
    const bad = [
      [tabKey, { reason: 'field-invalid', path: 'key' }],
      [hugeGen, { reason: 'field-too-large', path: 'gen', params: { maximum: 2 ** 31 - 1 } }],
      [nulKey, { reason: 'field-character', path: 'key', params: { character: 'U+0000' } }],
      [halfKey, { reason: 'field-character', path: 'key', params: { character: 'U+D800' } }],
      [emptyKey, { reason: 'field-required', path: 'key' }],
      [longKey, { reason: 'field-too-long', path: 'key', params: { maximum: 200 } }],
      [badKind, { reason: 'field-choice', path: 'kind' }],
      [fractionGen, { reason: 'field-type', path: 'gen' }],
      [negativeGen, { reason: 'field-too-small', path: 'gen', params: { minimum: 0 } }],
      [badHlc, { reason: 'field-format', path: 'hlc' }],
      [nulDoc, { reason: 'field-character', path: 'note', params: { character: 'U+0000' } }],
      [
        hugeDoc,
        { reason: 'field-too-large', path: 'doc', params: { maximum: MAX_DOCUMENT_BYTES } },
      ],
      [notObject, { reason: 'field-type', path: 'doc' }],
    ] as const;
    const batch = [good1, ...bad.map(([m]) => m), good2];
    const res = await push(batch);
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      ackMid: number;
      results: { mid: number; status: string; issue?: object }[];
    };
    expect(body.ackMid).toBe(good2.mid);
    const byMid = new Map(body.results.map((r) => [r.mid, r]));
    expect(byMid.get(good1.mid)).toEqual({ mid: good1.mid, status: 'applied' });
    expect(byMid.get(good2.mid)).toEqual({ mid: good2.mid, status: 'applied' });
    for (const [m, expected] of bad) {
      const answer = byMid.get(m.mid);
      expect({ key: m.key.slice(0, 20), ...answer }).toMatchObject({
        key: m.key.slice(0, 20),
        status: 'rejected',
        issue: expected,
      });
    }
    expect(await venueRev()).toBe(before + 2);
    const keys = (await pull()).json().rows.map((r: { key: string }) => r.key);
    expect(keys).toEqual(expect.arrayContaining(['WEIRD GOOD 1', 'WEIRD GOOD 2']));
    for (const [m] of bad) expect(keys).not.toContain(m.key);
    // The next push of the same device goes through: nothing waits behind the refused ones.
    const later = mutation({ key: 'WEIRD LATER' });
    expect((await push([later])).json()).toMatchObject({
      ackMid: later.mid,
      results: [{ mid: later.mid, status: 'applied' }],
    });
  });

  it('refuses a whole push only for its envelope', async () => {
    const auth = await t.auth('cook');
    const send = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/sync/v1/venues/${venueId}/push`,
        headers: auth,
        payload,
      });
    const base = { protocol: 1, schemaVersion: 1, clientId: CLIENT_A };
    expect((await send({ ...base, protocol: 2, mutations: [] })).statusCode).toBe(400);
    expect((await send({ ...base, clientId: 'no', mutations: [] })).statusCode).toBe(400);
    expect((await send({ ...base, mutations: 'all' })).statusCode).toBe(400);
    const noMid = await send({ ...base, mutations: [{ kind: 'item', key: 'NO MID' }] });
    expect(noMid.statusCode).toBe(400);
    expect(noMid.json().issue).toMatchObject({ reason: 'field-required', path: 'mutations.0.mid' });
    const nulClient = await send({ ...base, clientId: 'client-\u0000aaa', mutations: [] });
    expect(nulClient.json().issue).toMatchObject({ reason: 'field-character', path: 'clientId' });
    let deep: unknown = 1;
    for (let i = 0; i < 80; i++) deep = [deep];
    const tooDeep = await send({
      ...base,
      mutations: [mutation({ key: 'DEEP', doc: deep as never })],
    });
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().issue).toMatchObject({ reason: 'field-too-large' });
  });

  it(`refuses, without acknowledging, a clock more than ${MAX_HLC_DRIFT_MS} ms ahead`, async () => {
    const ok = mutation({ key: 'HONEY' });
    const ahead = mutation({
      key: 'JAM',
      hlc: stamp(Date.now() + MAX_HLC_DRIFT_MS + 60_000, CLIENT_A),
    });
    const res = (await push([ok, ahead])).json();
    expect(res.ackMid).toBe(ok.mid);
    expect(res.results[1]).toEqual({ mid: ahead.mid, status: 'rejected', reason: 'clock-ahead' });
    // Re-stamped, the same mutation id goes through.
    const restamped = { ...ahead, hlc: stamp(Date.now(), CLIENT_A) };
    expect((await push([restamped])).json().results[0]).toEqual({
      mid: ahead.mid,
      status: 'applied',
    });
  });

  it('applies concurrent pushes from many devices to one venue one after another, losing none', async () => {
    const before = await venueRev();
    const devices = Array.from({ length: 12 }, (_, i) => `client-conc-${i}`);
    const answers = await Promise.all(
      devices.map((device, i) => push([mutation({ key: `CONCURRENT ${i}` }, device)], device)),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json().results).toEqual([expect.objectContaining({ status: 'applied' })]);
    }
    expect(await venueRev()).toBe(before + devices.length);
    const rows = (await pull(`${(await pull()).json().cursor.epoch}:${before}`)).json().rows;
    const revs = rows.map((r: { rev: number }) => r.rev);
    expect(new Set(revs).size).toBe(devices.length);
    expect(rows.map((r: { key: string }) => r.key).sort()).toEqual(
      devices.map((_, i) => `CONCURRENT ${i}`).sort(),
    );
  });

  it('binds the clock node to the client, and the client to its user', async () => {
    const forged = mutation({ key: 'RICE' }, CLIENT_B);
    const res = (await push([forged], CLIENT_A)).json();
    expect(res.results[0]).toMatchObject({
      status: 'rejected',
      reason: expect.stringMatching(/node/),
    });

    const other = await t.app.inject({
      method: 'POST',
      url: '/api/venues',
      headers: await t.auth('thief'),
      payload: { flag: 'add', venue: { venue_name: 'Thief Cafe' } },
    });
    const theirs = other.json().venue.id;
    const hijack = await push([mutation({ key: 'RICE' })], CLIENT_A, 'thief', theirs);
    expect(hijack.statusCode).toBe(403);
  });

  it("answers 404 for another user's venue, and writes nothing there", async () => {
    const before = (await pull()).json();
    const res = await push(
      [mutation({ key: 'TRUFFLE' }, 'client-intr')],
      'client-intr',
      'intruder',
    );
    expect(res.statusCode).toBe(404);
    expect((await pull(undefined, undefined, 'intruder')).statusCode).toBe(404);
    expect((await pull()).json()).toEqual(before);
  });

  it('resets a cursor of another epoch or ahead of the venue', async () => {
    const page = (await pull('otherepoch:3')).json();
    expect(page.reset).toBe(true);
    expect(page.rows[0].rev).toBe(1);
    const current = (await pull()).json().cursor;
    expect((await pull(`${current.epoch}:${current.rev + 100}`)).json().reset).toBe(true);
    expect((await pull('not a cursor')).statusCode).toBe(400);
  });

  it('finds the buckets where a client differs, and sends their rows', async () => {
    const rows = (await pull()).json().rows as Array<{
      kind: string;
      key: string;
      gen: number;
      hlc: string;
    }>;
    const same = await t.app.inject({
      method: 'POST',
      url: `/api/sync/v1/venues/${venueId}/buckets`,
      headers: await t.auth('cook'),
      payload: { digests: bucketDigests(rows) },
    });
    expect(same.json().mismatched).toEqual([]);
    const missing = rows.filter((r) => r.key !== 'FLOUR');
    const diff = (
      await t.app.inject({
        method: 'POST',
        url: `/api/sync/v1/venues/${venueId}/buckets`,
        headers: await t.auth('cook'),
        payload: { digests: bucketDigests(missing) },
      })
    ).json();
    expect(diff.mismatched).toHaveLength(1);
    expect(diff.rows.map((r: { key: string }) => r.key)).toContain('FLOUR');
  });

  it('refuses every sync of a venue right after it is deleted', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/venues',
      headers: await t.auth('cook'),
      payload: { flag: 'add', venue: { venue_name: 'Closing Kitchen' } },
    });
    const closing = created.json().venue.id as string;
    expect((await push([mutation({ key: 'LAST' })], CLIENT_A, 'cook', closing)).statusCode).toBe(
      200,
    );
    expect((await pull(undefined, undefined, 'cook', closing)).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/venues/${closing}`,
      headers: await t.auth('cook'),
    });
    expect(deleted.statusCode).toBe(200);
    const late = await push([mutation({ key: 'LATER' })], CLIENT_A, 'cook', closing);
    expect(late.statusCode).toBe(404);
    expect((await pull(undefined, undefined, 'cook', closing)).statusCode).toBe(404);
    const buckets = await t.app.inject({
      method: 'POST',
      url: `/api/sync/v1/venues/${closing}/buckets`,
      headers: await t.auth('cook'),
      payload: { digests: bucketDigests([]) },
    });
    expect(buckets.statusCode).toBe(404);
  });

  it(`refuses more than ${MAX_MUTATIONS_PER_PUSH} mutations, and an older app`, async () => {
    const many = Array.from({ length: MAX_MUTATIONS_PER_PUSH + 1 }, (_, i) =>
      mutation({ key: `K${i}` }),
    );
    const res = await push(many);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^mutations/);
    const old = await t.app.inject({
      method: 'POST',
      url: `/api/sync/v1/venues/${venueId}/push`,
      headers: await t.auth('cook'),
      payload: { protocol: 1, schemaVersion: 0, clientId: CLIENT_A, mutations: [] },
    });
    expect(old.statusCode).toBe(400);
  });
});

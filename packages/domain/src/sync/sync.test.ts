import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bucketDigests, bucketOf, BUCKET_COUNT, mismatchedBuckets } from './buckets';
import {
  formatHlc,
  isTooFarAhead,
  MAX_HLC_DRIFT_MS,
  parseHlc,
  receiveHlc,
  tickHlc,
  type Hlc,
} from './hlc';
import { checkSyncDocument, formatCursor, MAX_DOCUMENT_BYTES, parseCursor } from './sync-wire';
import { compareVersions, nextGen, winner, type SyncVersion } from './version-order';

const hlcArb = fc.record({
  ms: fc.integer({ min: 0, max: 4_000_000_000_000 }),
  counter: fc.integer({ min: 0, max: 0xffff }),
  node: fc.stringMatching(/^[a-z0-9]{1,8}$/),
});

describe('hybrid logical clock', () => {
  it('formats stamps whose string order is time order, and parses them back', () => {
    fc.assert(
      fc.property(hlcArb, hlcArb, (a, b) => {
        expect(parseHlc(formatHlc(a))).toEqual(a);
        const byTime = a.ms - b.ms || a.counter - b.counter;
        if (byTime !== 0 && a.node === b.node) {
          expect(formatHlc(a) < formatHlc(b)).toBe(byTime < 0);
        }
      }),
    );
  });

  it('ticks strictly forward, whatever the wall clock does', () => {
    fc.assert(
      fc.property(hlcArb, fc.integer({ min: 0, max: 4_000_000_000_000 }), (last, now) => {
        const next = tickHlc(last, now);
        expect(formatHlc(next) > formatHlc(last)).toBe(true);
      }),
    );
  });

  it('puts the next local event after a received remote stamp, even with a clock behind', () => {
    fc.assert(
      fc.property(
        hlcArb,
        hlcArb,
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        (local, remote, now) => {
          const merged = receiveHlc(local, { ...remote, node: 'zz' }, now);
          const key = (h: Hlc) => [h.ms, h.counter] as const;
          const after = (a: Hlc, b: Hlc) =>
            key(a)[0] > key(b)[0] || (key(a)[0] === key(b)[0] && key(a)[1] > key(b)[1]);
          expect(after(merged, local)).toBe(true);
          expect(after(merged, remote)).toBe(true);
        },
      ),
    );
  });

  it(`refuses stamps more than ${MAX_HLC_DRIFT_MS} ms ahead of the server`, () => {
    const now = 1_700_000_000_000;
    expect(
      isTooFarAhead(formatHlc({ ms: now + MAX_HLC_DRIFT_MS, counter: 0, node: 'a' }), now),
    ).toBe(false);
    expect(
      isTooFarAhead(formatHlc({ ms: now + MAX_HLC_DRIFT_MS + 1, counter: 0, node: 'a' }), now),
    ).toBe(true);
    expect(isTooFarAhead('garbage', now)).toBe(true);
  });
});

describe('conflict rule: greatest (gen, hlc, node) wins', () => {
  const versionArb = fc.record({
    gen: fc.integer({ min: 0, max: 5 }),
    hlc: hlcArb.map(formatHlc),
    node: fc.constantFrom('a', 'b', 'c'),
  });

  it('is a max: order and duplicates of arrivals cannot change the result', () => {
    const arrivals = fc.array(versionArb, { minLength: 1, maxLength: 8 }).chain((versions) =>
      fc.tuple(
        fc.constant(versions),
        fc.shuffledSubarray([...versions, ...versions], {
          minLength: versions.length * 2,
          maxLength: versions.length * 2,
        }),
      ),
    );
    fc.assert(
      fc.property(arrivals, ([versions, replayed]) => {
        const fold = (list: SyncVersion[]) => list.reduce((a, b) => winner(a, b));
        expect(compareVersions(fold(versions), fold(replayed))).toBe(0);
      }),
    );
  });

  it('lets a delete (odd gen) beat edits of its incarnation, and a re-create beat the delete', () => {
    const edit = { gen: 0, hlc: formatHlc({ ms: 9, counter: 0, node: 'a' }), node: 'a' };
    const del = {
      gen: nextGen(0, true),
      hlc: formatHlc({ ms: 1, counter: 0, node: 'b' }),
      node: 'b',
    };
    const recreate = {
      gen: nextGen(del.gen, false),
      hlc: formatHlc({ ms: 2, counter: 0, node: 'a' }),
      node: 'a',
    };
    expect(winner(edit, del)).toBe(del);
    expect(winner(del, recreate)).toBe(recreate);
    expect(nextGen(1, true)).toBe(1);
    expect(nextGen(2, false)).toBe(2);
  });
});

describe('anti-entropy buckets', () => {
  const entryArb = fc.record({
    kind: fc.constantFrom('item', 'supplier'),
    key: fc.string({ minLength: 1, maxLength: 12 }),
    gen: fc.integer({ min: 0, max: 3 }),
    hlc: fc.string({ maxLength: 10 }),
  });

  it(`gives ${BUCKET_COUNT} digests that do not depend on order`, () => {
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 30 }), (entries) => {
        const a = bucketDigests(entries);
        expect(a).toHaveLength(BUCKET_COUNT);
        expect(bucketDigests([...entries].reverse())).toEqual(a);
      }),
    );
  });

  it('finds exactly the bucket of a changed entry', () => {
    const entries = Array.from({ length: 200 }, (_, i) => ({
      kind: 'item',
      key: `K${i}`,
      gen: 0,
      hlc: 'h',
    }));
    const changed = entries.map((e, i) => (i === 17 ? { ...e, hlc: 'h2' } : e));
    expect(mismatchedBuckets(bucketDigests(entries), bucketDigests(changed))).toEqual([
      bucketOf('item', 'K17'),
    ]);
  });
});

describe('sync documents and cursors', () => {
  it('accepts a valid ingredient under its own foodkey', () => {
    expect(
      checkSyncDocument('item', 'FLOUR', { type: 'single', foodkey: 'FLOUR', name: 'Flour' }),
    ).toBeNull();
  });

  it('refuses an unknown kind, a wrong key, an invalid record and an oversized document, naming reason and field', () => {
    const reasonAndPath = (found: ReturnType<typeof checkSyncDocument>) =>
      found && { reason: found.reason, path: found.path };
    expect(reasonAndPath(checkSyncDocument('secrets', 'X', {}))).toEqual({
      reason: 'field-choice',
      path: 'kind',
    });
    expect(
      reasonAndPath(
        checkSyncDocument('item', 'SUGAR', { type: 'single', foodkey: 'FLOUR', name: 'Flour' }),
      ),
    ).toEqual({ reason: 'field-invalid', path: 'foodkey' });
    const badPrice = checkSyncDocument('item', 'FLOUR', {
      type: 'single',
      foodkey: 'FLOUR',
      purchaseprice: 'abc',
    });
    expect(reasonAndPath(badPrice)).toEqual({ reason: 'field-type', path: 'purchaseprice' });
    expect(badPrice?.message).toMatch(/purchaseprice/);
    expect(
      checkSyncDocument('supplier', 'ACME', { skey: 'ACME', note: 'x'.repeat(MAX_DOCUMENT_BYTES) }),
    ).toMatchObject({
      reason: 'field-too-large',
      path: 'doc',
      params: { maximum: MAX_DOCUMENT_BYTES },
    });
    expect(reasonAndPath(checkSyncDocument('item', 'A', []))).toEqual({
      reason: 'field-type',
      path: 'doc',
    });
  });

  it('formats and parses cursors, refusing junk', () => {
    expect(parseCursor(formatCursor({ epoch: 'abc123', rev: 42 }))).toEqual({
      epoch: 'abc123',
      rev: 42,
    });
    expect(parseCursor('abc')).toBeNull();
    expect(parseCursor(undefined)).toBeNull();
  });
});

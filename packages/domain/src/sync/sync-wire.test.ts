import { describe, expect, it } from 'vitest';
import { formatHlc } from './hlc';
import { MAX_STOCK_COUNT_LINES } from '../records/stock-count';
import {
  checkMutation,
  checkSyncDocument,
  DEVICE_KINDS,
  documentSizeIssue,
  MAX_DOCUMENT_BYTES,
  MAX_STOCK_COUNT_BYTES,
  MAX_SYNC_GEN,
  maxDocumentBytes,
  pushBodySchema,
} from './sync-wire';

const hlc = formatHlc({ ms: 1_700_000_000_000, counter: 0, node: 'device-one' });
const doc = (key: string) => ({ type: 'single', foodkey: key, name: key.toLowerCase() });
const good = { mid: 1, kind: 'item', key: 'FLOUR', gen: 0, hlc, doc: doc('FLOUR') };

describe('checkMutation: each pushed change is judged on its own', () => {
  it('passes a good change, and a delete without a document', () => {
    expect(checkMutation(good)).toMatchObject({ mid: 1, ok: true, mutation: { key: 'FLOUR' } });
    const deleted = { ...good, gen: 1, deleted: true, doc: undefined };
    expect(checkMutation(deleted)).toMatchObject({ ok: true });
  });

  it.each([
    [
      'a control character in the key',
      { key: 'TAB\tKEY', doc: doc('TAB\tKEY') },
      'field-invalid',
      'key',
    ],
    ['an empty key', { key: '' }, 'field-required', 'key'],
    ['a key of 201 characters', { key: 'K'.repeat(201) }, 'field-too-long', 'key'],
    [
      'an unknown kind, even for a delete',
      { kind: 'stock', gen: 1, deleted: true },
      'field-choice',
      'kind',
    ],
    ['a gen that is not an integer', { gen: 0.5 }, 'field-type', 'gen'],
    ['a negative gen', { gen: -2 }, 'field-too-small', 'gen'],
    ['a gen of 2^31', { gen: MAX_SYNC_GEN + 1 }, 'field-too-large', 'gen'],
    ['a malformed clock stamp', { hlc: 'soon' }, 'field-format', 'hlc'],
    [
      'a bad document',
      { doc: { ...doc('FLOUR'), purchaseprice: 'lots' } },
      'field-type',
      'purchaseprice',
    ],
    ['a document naming another key', { doc: doc('SUGAR') }, 'field-invalid', 'foodkey'],
  ])('refuses %s with its issue', (_, change, reason, path) => {
    const checked = checkMutation({ ...good, ...change });
    expect(checked).toMatchObject({ mid: 1, ok: false, issue: { reason, path } });
  });
});

describe('pushBodySchema: only the envelope refuses a whole push', () => {
  it('lets bad mutations through to their own check, but not a missing mutation id', () => {
    const envelope = { protocol: 1, schemaVersion: 1, clientId: 'device-one' };
    const bad = { mid: 2, kind: 'stock', key: '\u0000', gen: 2 ** 40, hlc: 'x' };
    expect(pushBodySchema.safeParse({ ...envelope, mutations: [good, bad] }).success).toBe(true);
    expect(pushBodySchema.safeParse({ ...envelope, mutations: [{ key: 'A' }] }).success).toBe(
      false,
    );
  });
});

describe('checkMutation: the kitchen operations kinds (operations-model §2, §5, §6)', () => {
  const event = {
    skey: 'ev-1',
    name: 'Smith wedding',
    type: 'wedding',
    date: '2026-06-20',
    guests: 80,
    status: 'enquiry',
    lines: [{ foodkey: 'SOUP', perGuest: 1 }],
  };
  const change = (kind: string, key: string, doc: unknown) => ({ ...good, kind, key, doc });

  it('passes an event, an estimate, a prep list and a prep tick of their own key', () => {
    const estimate = {
      skey: 'est-1',
      title: 'Smith wedding',
      date: '2026-05-01',
      status: 'draft',
      lines: [],
      extras: [],
      taxPercent: 10,
    };
    const prepList = { skey: 'pl-1', name: 'Friday', lines: [] };
    const tick = {
      skey: 'pl-1|2026-03-06|SOUP',
      list: 'pl-1',
      date: '2026-03-06',
      foodkey: 'SOUP',
      done: true,
    };
    expect(checkMutation(change('event', 'ev-1', event))).toMatchObject({ ok: true });
    expect(checkMutation(change('estimate', 'est-1', estimate))).toMatchObject({ ok: true });
    expect(checkMutation(change('prep-list', 'pl-1', prepList))).toMatchObject({ ok: true });
    expect(checkMutation(change('prep-tick', tick.skey, tick))).toMatchObject({ ok: true });
  });

  it('refuses an event on 30 February naming the date, and one stored under another key', () => {
    expect(checkMutation(change('event', 'ev-1', { ...event, date: '2026-02-30' }))).toMatchObject({
      ok: false,
      issue: { reason: 'field-format', path: 'date' },
    });
    expect(checkMutation(change('event', 'ev-2', event))).toMatchObject({
      ok: false,
      issue: { reason: 'field-invalid', path: 'skey' },
    });
  });

  it('refuses a pushed estimate number on its kind, as a save or a delete: only the server writes them', () => {
    const number = change('estimate-number', 'est-1', { skey: 'est-1', number: 1 });
    const refused = {
      ok: false,
      issue: { reason: 'field-choice', path: 'kind', params: { choices: DEVICE_KINDS.join(', ') } },
    };
    expect(checkMutation(number)).toMatchObject(refused);
    expect(checkMutation({ ...number, gen: 1, deleted: true, doc: undefined })).toMatchObject(
      refused,
    );
    expect(DEVICE_KINDS).not.toContain('estimate-number');
    expect(DEVICE_KINDS).toContain('estimate');
  });
});

describe('document size caps by kind', () => {
  it('lets a stock count be up to MAX_STOCK_COUNT_BYTES and every other kind MAX_DOCUMENT_BYTES', () => {
    expect(maxDocumentBytes('stock-count')).toBe(MAX_STOCK_COUNT_BYTES);
    expect(maxDocumentBytes('item')).toBe(MAX_DOCUMENT_BYTES);
    const doc = { skey: 'x'.repeat(MAX_DOCUMENT_BYTES) };
    expect(documentSizeIssue('item', doc)).toMatchObject({
      reason: 'field-too-large',
      path: 'doc',
      params: { maximum: MAX_DOCUMENT_BYTES },
    });
    expect(documentSizeIssue('stock-count', doc)).toBeNull();
  });

  it('a count of MAX_STOCK_COUNT_LINES ordinary lines fits its kind; one line more is refused by the schema', () => {
    const line = {
      foodkey: 'UNSALTED BUTTER, 82% FAT, FRENCH',
      area: 'Walk-in cooler',
      qty: 12.5,
      unit: 'kg',
      baseQty: 12500,
      baseUnit: 'g',
      unitCost: 0.01234,
    };
    const count = {
      skey: 'C1',
      name: 'Month end',
      date: '2026-11-30',
      lines: Array.from({ length: MAX_STOCK_COUNT_LINES }, () => line),
    };
    expect(checkSyncDocument('stock-count', 'C1', count)).toBeNull();
    const over = { ...count, lines: [...count.lines, line] };
    expect(checkSyncDocument('stock-count', 'C1', over)).toMatchObject({
      reason: 'field-too-long',
      path: 'lines',
    });
  });
});

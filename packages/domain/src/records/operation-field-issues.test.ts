import { describe, expect, it } from 'vitest';
import { badValueCases, COUNT_KIND_SAMPLES, type RecordKindSample } from '../testing/bad-values';
import { estimateSchema } from './estimate';
import { estimateNumberSchema } from './estimate-number';
import { eventSchema } from './event';
import { prepListSchema } from './prep-list';
import { prepTickSchema } from './prep-tick';

/** Every kitchen operations kind, each with a valid record (operations-model §1, §2, §4-§7). */
const SAMPLES: readonly RecordKindSample[] = [
  {
    name: 'event',
    kind: 'event',
    key: 'ev-1',
    schema: eventSchema,
    valid: {
      skey: 'ev-1',
      name: 'Wedding',
      type: 'wedding',
      date: '2026-06-20',
      start: '18:00',
      guests: 80,
      contact: { name: 'Ann' },
      status: 'enquiry',
      notes: '',
      lines: [{ foodkey: 'SOUP', perGuest: 1 }],
    },
  },
  {
    name: 'estimate',
    kind: 'estimate',
    key: 'est-1',
    schema: estimateSchema,
    valid: {
      skey: 'est-1',
      title: 'Wedding',
      date: '2026-05-01',
      eventKey: 'ev-1',
      customer: { name: 'Ann' },
      status: 'draft',
      lines: [{ foodkey: 'SOUP', qty: 80, pricing: 'sale' }],
      extras: [{ label: 'Staff', amount: 300 }],
      discount: { kind: 'amount', value: 0 },
      taxPercent: 10,
      notes: '',
    },
  },
  {
    name: 'estimate number',
    kind: 'estimate-number',
    key: 'est-1',
    schema: estimateNumberSchema,
    valid: { skey: 'est-1', number: 1 },
  },
  {
    name: 'prep list',
    kind: 'prep-list',
    key: 'pl-1',
    schema: prepListSchema,
    valid: { skey: 'pl-1', name: 'Friday', date: '2026-03-06', lines: [] },
  },
  {
    name: 'prep tick',
    kind: 'prep-tick',
    key: 'forecast|2026-03-06|SOUP',
    schema: prepTickSchema,
    valid: {
      skey: 'forecast|2026-03-06|SOUP',
      list: 'forecast',
      date: '2026-03-06',
      foodkey: 'SOUP',
      done: true,
    },
  },
  // stock counts and sales counts (operations-model §4, §7)
  ...COUNT_KIND_SAMPLES,
];

describe('the error contract for the kitchen operations records', () => {
  const { cases, anyValue } = badValueCases(SAMPLES);

  it.each(cases.map((c) => [`${c.sample.name}.${c.field}`, c] as const))(
    'a bad %s is refused with a field reason naming that field',
    (_name, c) => {
      expect(c.issue.reason).toMatch(/^field-/);
      expect(c.issue.path === c.field || c.issue.path?.startsWith(`${c.field}.`)).toBe(true);
    },
  );

  it('has a bad value for every field, notes and stamps included', () => {
    expect(anyValue).toEqual([]);
    expect(cases.length).toBeGreaterThan(30);
  });
});

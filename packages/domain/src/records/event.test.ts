import { describe, expect, it } from 'vitest';
import { EVENT_STATUSES, EVENT_TYPE_LABELS, EVENT_TYPES, eventSchema } from './event';
import { parseRecord } from './parse-record';

const wedding = {
  skey: 'ev-1',
  name: 'Smith wedding',
  type: 'wedding',
  date: '2026-06-20',
  start: '18:30',
  guests: 80,
  contact: { name: 'Ann Smith', email: 'ann@example.com', phone: '0400 000 000' },
  status: 'confirmed',
  notes: 'Two vegetarians',
  lines: [
    { foodkey: 'SOUP', perGuest: 1 },
    { foodkey: 'CAKE', total: 10 },
  ],
};

/** The reason and field path of each issue of a parse. */
const issuesOf = (data: unknown) => {
  const r = parseRecord(eventSchema, data);
  return r.ok ? [] : r.error.map((i) => ({ reason: i.reason, path: i.path }));
};

describe('event (operations-model §5, product spec §3 "Event types")', () => {
  it('lists the ten event types in the spec order with their labels', () => {
    expect(EVENT_TYPES).toEqual([
      'table',
      'setmenu',
      'birthday',
      'wedding',
      'family',
      'business',
      'celebrations',
      'banquet',
      'catering',
      'other',
    ]);
    expect(EVENT_TYPES.map((t) => EVENT_TYPE_LABELS[t])).toEqual([
      'Table Booking',
      'Set Menu',
      'Birthday',
      'Wedding',
      'Family',
      'Business',
      'Celebrations',
      'Banquet',
      'Catering',
      'Other',
    ]);
    expect(EVENT_STATUSES).toEqual(['enquiry', 'confirmed', 'done', 'cancelled']);
  });

  it('takes a full event, and one without start time, contact or notes', () => {
    expect(issuesOf(wedding)).toEqual([]);
    const { start: _s, contact: _c, notes: _n, ...bare } = wedding;
    expect(issuesOf({ ...bare, lines: [] })).toEqual([]);
  });

  it('stores the name cleaned: a tab becomes a space, the ends are trimmed', () => {
    const r = parseRecord(eventSchema, { ...wedding, name: ' Smith\twedding ' });
    expect(r.ok && r.value.name).toBe('Smith wedding');
  });

  it.each([
    ['an empty name', { name: ' \t ' }, 'field-required', 'name'],
    ['a name of 201 characters', { name: 'n'.repeat(201) }, 'field-too-long', 'name'],
    ['an unknown type', { type: 'party' }, 'field-choice', 'type'],
    ['30 February', { date: '2026-02-30' }, 'field-format', 'date'],
    ['29 February of a common year', { date: '2026-02-29' }, 'field-format', 'date'],
    ['a day in another form', { date: '20/06/2026' }, 'field-format', 'date'],
    ['24:00', { start: '24:00' }, 'field-format', 'start'],
    ['a time with seconds', { start: '18:30:00' }, 'field-format', 'start'],
    ['0 guests', { guests: 0 }, 'field-too-small', 'guests'],
    ['-3 guests', { guests: -3 }, 'field-too-small', 'guests'],
    ['2.5 guests', { guests: 2.5 }, 'field-type', 'guests'],
    ['an unknown status', { status: 'maybe' }, 'field-choice', 'status'],
    [
      'a contact phone that is a number',
      { contact: { phone: 400 } },
      'field-type',
      'contact.phone',
    ],
  ])('refuses %s, naming the field', (_, change, reason, path) => {
    expect(issuesOf({ ...wedding, ...change })).toEqual([{ reason, path }]);
  });

  it('takes 29 February of a leap year', () => {
    expect(issuesOf({ ...wedding, date: '2028-02-29' })).toEqual([]);
  });

  it.each([
    ['servings per guest of 0', { foodkey: 'SOUP', perGuest: 0 }, 'field-too-small', 'perGuest'],
    ['a negative total', { foodkey: 'SOUP', total: -1 }, 'field-too-small', 'total'],
    ['a total that is text', { foodkey: 'SOUP', total: 'ten' }, 'field-type', 'total'],
    [
      'both per guest and a total',
      { foodkey: 'SOUP', perGuest: 1, total: 5 },
      'field-invalid',
      'total',
    ],
    ['neither per guest nor a total', { foodkey: 'SOUP' }, 'field-required', 'perGuest'],
    ['both null', { foodkey: 'SOUP', perGuest: null, total: null }, 'field-type', 'perGuest'],
    ['no recipe', { foodkey: '', total: 5 }, 'field-required', 'foodkey'],
  ])('refuses a menu line with %s, naming the line field', (_, line, reason, field) => {
    expect(issuesOf({ ...wedding, lines: [wedding.lines[0], line] })).toEqual([
      { reason, path: `lines.1.${field}` },
    ]);
  });

  it('takes one of per guest or total with the other null', () => {
    expect(
      issuesOf({
        ...wedding,
        lines: [
          { foodkey: 'SOUP', perGuest: 1.5, total: null },
          { foodkey: 'CAKE', perGuest: null, total: 12 },
        ],
      }),
    ).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { parseRecord } from './parse-record';
import { salesCountSchema } from './sales-count';

const week = {
  skey: 'sales-1',
  name: 'First week of March',
  from: '2026-03-02',
  to: '2026-03-08',
  menu: '',
  lines: [
    { foodkey: 'SOUP', unitsSold: 120 },
    { foodkey: 'CAKE', unitsSold: 0 },
  ],
};

const issuesOf = (data: unknown) => {
  const r = parseRecord(salesCountSchema, data);
  return r.ok ? [] : r.error.map((i) => ({ reason: i.reason, path: i.path, params: i.params }));
};

describe('sales count (operations-model §7, menu engineering)', () => {
  it("takes a period's sales of the Default Menu (menu '') or of a menu, a dish sold 0 times included", () => {
    expect(issuesOf(week)).toEqual([]);
    expect(issuesOf({ ...week, menu: 'LUNCH' })).toEqual([]);
    expect(issuesOf({ ...week, lines: [] })).toEqual([]);
  });

  it('takes a period of one day: to on the day of from', () => {
    expect(issuesOf({ ...week, to: week.from })).toEqual([]);
  });

  it("refuses 'to' before 'from', naming 'to' and the first day it may be", () => {
    expect(issuesOf({ ...week, from: '2026-03-08', to: '2026-03-02' })).toEqual([
      { reason: 'field-too-small', path: 'to', params: { minimum: '2026-03-08' } },
    ]);
    expect(issuesOf({ ...week, from: '2026-03-01', to: '2026-02-28' })).toEqual([
      { reason: 'field-too-small', path: 'to', params: { minimum: '2026-03-01' } },
    ]);
  });

  it.each([
    ['a negative number sold', { foodkey: 'SOUP', unitsSold: -1 }, 'field-too-small', 'unitsSold'],
    ['a part of a unit sold', { foodkey: 'SOUP', unitsSold: 2.5 }, 'field-type', 'unitsSold'],
    ['units sold as text', { foodkey: 'SOUP', unitsSold: '12' }, 'field-type', 'unitsSold'],
    ['no dish', { foodkey: '', unitsSold: 3 }, 'field-required', 'foodkey'],
  ])('refuses a line with %s, naming the line field', (_, line, reason, field) => {
    expect(
      issuesOf({ ...week, lines: [week.lines[0], line] }).map(({ params: _p, ...r }) => r),
    ).toEqual([{ reason, path: `lines.1.${field}` }]);
  });

  it.each([
    ['an empty name', { name: '' }, 'field-required', 'name'],
    ['a first day that does not exist', { from: '2026-02-30' }, 'field-format', 'from'],
    ['a last day in another form', { to: '08/03/2026' }, 'field-format', 'to'],
    ['no menu field', { menu: undefined }, 'field-required', 'menu'],
    ['a menu that is not text', { menu: 4 }, 'field-type', 'menu'],
  ])('refuses %s, naming the field', (_, change, reason, path) => {
    expect(issuesOf({ ...week, ...change }).map(({ params: _p, ...r }) => r)).toEqual([
      { reason, path },
    ]);
  });
});

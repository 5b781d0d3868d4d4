import { describe, expect, it } from 'vitest';
import { parseRecord } from './parse-record';
import { prepListSchema } from './prep-list';
import { eventPrepList, FORECAST_PREP_LIST, prepTickKey, prepTickSchema } from './prep-tick';

const issuesOf = (schema: typeof prepListSchema | typeof prepTickSchema, data: unknown) => {
  const r = parseRecord(schema, data);
  return r.ok ? [] : r.error.map((i) => ({ reason: i.reason, path: i.path }));
};

describe('saved prep list (operations-model §1, §2)', () => {
  const list = {
    skey: 'pl-1',
    name: 'Friday mise en place',
    date: '2026-03-06',
    lines: [
      { foodkey: 'SOUP', amount: 40, unit: 'servings' },
      { foodkey: 'STOCK', amount: 2, unit: 'batches' },
      { foodkey: 'SAUCE', amount: 1.5, unit: 'L' },
    ],
  };

  it('takes lines in servings, batches or a measure, with or without a day', () => {
    expect(issuesOf(prepListSchema, list)).toEqual([]);
    expect(issuesOf(prepListSchema, { ...list, date: undefined })).toEqual([]);
  });

  it.each([
    [
      'an amount of 0',
      { foodkey: 'SOUP', amount: 0, unit: 'servings' },
      'field-too-small',
      'amount',
    ],
    ['no unit', { foodkey: 'SOUP', amount: 2, unit: '' }, 'field-required', 'unit'],
    [
      'an amount that is text',
      { foodkey: 'SOUP', amount: 'two', unit: 'kg' },
      'field-type',
      'amount',
    ],
  ])('refuses a line with %s, naming it', (_, line, reason, field) => {
    expect(issuesOf(prepListSchema, { ...list, lines: [line] })).toEqual([
      { reason, path: `lines.0.${field}` },
    ]);
  });

  it('refuses a day that does not exist', () => {
    expect(issuesOf(prepListSchema, { ...list, date: '2026-13-01' })).toEqual([
      { reason: 'field-format', path: 'date' },
    ]);
  });
});

describe('prep tick (operations-model §2: a done tick per list and date)', () => {
  it('is keyed list|date|foodkey, one record per line', () => {
    expect(prepTickKey('pl-1', '2026-03-06', 'SOUP')).toBe('pl-1|2026-03-06|SOUP');
    expect(prepTickKey(eventPrepList('ev-9'), '2026-03-06', 'SOUP')).toBe(
      'event:ev-9|2026-03-06|SOUP',
    );
    expect(prepTickKey(FORECAST_PREP_LIST, '2026-03-06', 'SOUP')).toBe('forecast|2026-03-06|SOUP');
  });

  const tick = {
    skey: 'forecast|2026-03-06|SOUP',
    list: 'forecast',
    date: '2026-03-06',
    foodkey: 'SOUP',
    done: true,
  };

  it('takes a tick whose key is its list, date and line', () => {
    expect(issuesOf(prepTickSchema, tick)).toEqual([]);
    expect(issuesOf(prepTickSchema, { ...tick, done: false })).toEqual([]);
  });

  it.each([
    ['a key of another line', { skey: 'forecast|2026-03-06|CAKE' }, 'field-invalid', 'skey'],
    ['done that is not yes or no', { done: 'yes' }, 'field-type', 'done'],
    ['no list', { list: '', skey: '|2026-03-06|SOUP' }, 'field-required', 'list'],
    [
      'a day that does not exist',
      { date: '2026-02-30', skey: 'forecast|2026-02-30|SOUP' },
      'field-format',
      'date',
    ],
  ])('refuses %s, naming the field', (_, change, reason, path) => {
    expect(issuesOf(prepTickSchema, { ...tick, ...change })).toEqual([{ reason, path }]);
  });
});

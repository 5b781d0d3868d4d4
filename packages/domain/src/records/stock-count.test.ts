import { describe, expect, it } from 'vitest';
import { sampleStockCount } from '../testing/count-samples';
import { parseRecord } from './parse-record';
import { STOCK_BASE_UNITS, stockCountSchema } from './stock-count';

const count = sampleStockCount();

const issuesOf = (data: unknown) => {
  const r = parseRecord(stockCountSchema, data);
  return r.ok ? [] : r.error.map((i) => ({ reason: i.reason, path: i.path, params: i.params }));
};

describe('stock count (operations-model §4)', () => {
  it('converts to the base units g, mL and each', () => {
    expect(STOCK_BASE_UNITS).toEqual(['g', 'mL', 'each']);
  });

  it('takes lines of ingredients, prepared recipes and packaging, with or without a storage area, and an empty count', () => {
    expect(issuesOf(count)).toEqual([]);
    expect(issuesOf({ ...count, lines: [] })).toEqual([]);
  });

  it('keeps the snapshot of each line: base quantity and unit cost at the time of the count', () => {
    const r = parseRecord(stockCountSchema, count);
    expect(r.ok && r.value.lines[0]).toEqual(count.lines[0]);
  });

  it('takes a line whose unit did not convert: no base quantity, unit or cost', () => {
    const line = { foodkey: 'OIL', area: 'Walk-in', qty: 3, unit: 'tin' };
    expect(
      issuesOf({ ...count, lines: [{ ...line, baseQty: null, baseUnit: null, unitCost: null }] }),
    ).toEqual([]);
  });

  it('stores the name cleaned', () => {
    const r = parseRecord(stockCountSchema, { ...count, name: ' Monday\tcount ' });
    expect(r.ok && r.value.name).toBe('Monday count');
  });

  it('refuses a negative quantity, naming the line and field (issue: negative counts)', () => {
    const lines = [count.lines[0], { ...count.lines[1], qty: -1 }];
    expect(issuesOf({ ...count, lines })).toEqual([
      { reason: 'field-too-small', path: 'lines.1.qty', params: { minimum: 0 } },
    ]);
  });

  it.each([
    ['a quantity that is text', { qty: 'two' }, 'field-type', 'qty'],
    ['no quantity', { qty: undefined }, 'field-required', 'qty'],
    ['no unit', { unit: '' }, 'field-required', 'unit'],
    ['no item', { foodkey: '' }, 'field-required', 'foodkey'],
    ['an area that is not text', { area: 3 }, 'field-type', 'area'],
    ['no area field', { area: undefined }, 'field-required', 'area'],
    ['a negative base quantity', { baseQty: -5 }, 'field-too-small', 'baseQty'],
    ['a base unit that is not g, mL or each', { baseUnit: 'kg' }, 'field-choice', 'baseUnit'],
    ['a negative unit cost', { unitCost: -0.1 }, 'field-too-small', 'unitCost'],
    ['no unit cost field', { unitCost: undefined }, 'field-required', 'unitCost'],
  ])('refuses a line with %s, naming the line field', (_, change, reason, field) => {
    const lines = [{ ...count.lines[0], ...change }];
    expect(issuesOf({ ...count, lines }).map(({ params: _p, ...rest }) => rest)).toEqual([
      { reason, path: `lines.0.${field}` },
    ]);
  });

  it.each([
    ['an empty name', { name: '  ' }, 'field-required', 'name'],
    ['a day that does not exist', { date: '2026-02-30' }, 'field-format', 'date'],
    ['no day', { date: undefined }, 'field-required', 'date'],
    ['lines that are not a list', { lines: 'none' }, 'field-type', 'lines'],
    ['no key', { skey: '' }, 'field-required', 'skey'],
  ])('refuses %s, naming the field', (_, change, reason, path) => {
    expect(issuesOf({ ...count, ...change }).map(({ params: _p, ...rest }) => rest)).toEqual([
      { reason, path },
    ]);
  });
});

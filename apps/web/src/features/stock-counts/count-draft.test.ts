import { stockCountTotals, type StockCountLine } from '@larder/domain';
import {
  EGGS_COUNT_LINE,
  FLOUR_COUNT_LINE,
  FLOUR_COUNTED_CHEAPER_LINE,
} from '@larder/domain/testing';
import { describe, expect, it } from 'vitest';
import { countIssueText } from './count-issue-text';
import {
  countedLines,
  parseQty,
  rowFacts,
  rowUnits,
  sameDraft,
  savedByKey,
  draftOf,
  type DraftEntry,
} from './count-draft';
import { areaNamer, countRows, lineKey, type ItemRow } from './count-rows';
import { STOCK_AREAS, STOCK_ITEMS } from './stock-test-data';

const rows = countRows({ items: STOCK_ITEMS, areas: STOCK_AREAS });
const row = (foodkey: string) =>
  rows.find((r): r is ItemRow => r.kind === 'item' && r.foodkey === foodkey)!;
const entry = (qty: string, unit = ''): DraftEntry => ({ qty, unit });
const draftWith = (...entries: [string, DraftEntry][]) =>
  new Map(entries.map(([foodkey, e]) => [row(foodkey).key, e]));
const NO_SAVED = new Map<string, StockCountLine>();

describe('a count line as typed (operations-model §4)', () => {
  it('offers any unit the item converts to, its base unit first', () => {
    expect(rowUnits(row('FLOUR'))[0]).toBe('g');
    expect(rowUnits(row('FLOUR'))).toEqual(expect.arrayContaining(['kg', 'bag', 'cup']));
    expect(rowUnits(row('MILK'))[0]).toBe('mL');
    expect(rowUnits(row('EGGS'))[0]).toBe('each');
    expect(rowUnits(row('BOX'))[0]).toBe('each');
    expect(rowUnits(row('TOMATOES'))).toEqual(expect.arrayContaining(['g', 'can', 'case']));
  });

  it('values a line as qty in base units x the unit cost, in any unit (the base unit by default)', () => {
    expect(rowFacts(row('FLOUR'), entry('2.5', 'kg'), undefined)).toMatchObject({
      baseQty: 2500,
      baseUnit: 'g',
      unitCost: 0.0012,
      issue: null,
    });
    expect(rowFacts(row('FLOUR'), entry('2.5', 'kg'), undefined).value).toBeCloseTo(3, 10);
    expect(rowFacts(row('FLOUR'), entry('2,5'), undefined)).toMatchObject({
      unit: 'g',
      baseQty: 2.5,
    });
    expect(rowFacts(row('TOMATOES'), entry('3', 'can'), undefined).value).toBeCloseTo(12, 10);
    expect(rowFacts(row('TOMATO SAUCE'), entry('400'), undefined).value).toBeCloseTo(4, 10);
    expect(rowFacts(row('BOX'), entry('40'), undefined).value).toBeCloseTo(10, 10);
  });

  it('says what is wrong with a row, naming the field: a negative count, text, a unit that does not convert', () => {
    const text = (foodkey: string, e: DraftEntry) => {
      const { issue, value } = rowFacts(row(foodkey), e, undefined);
      expect(value).toBeNull();
      return issue ? countIssueText(issue, row(foodkey)) : null;
    };
    expect(text('FLOUR', entry('-1'))).toBe('Quantity: must be at least 0');
    expect(text('FLOUR', entry('lots'))).toBe('Quantity: must be a number');
    // A box has no weight: it cannot be counted in kg.
    expect(text('BOX', entry('2', 'kg'))).toBe('Unit: Box cannot be counted in kg');
    expect(parseQty('1e3')).toBe(1000);
    expect(parseQty('1.2.3')).toBeNaN();
  });

  it('keeps a saved line unchanged at its snapshot: its value at the time of the count', () => {
    // Flour cost 0.001 a g when it was counted; it costs 0.0012 now.
    const line = FLOUR_COUNTED_CHEAPER_LINE;
    expect(rowFacts(row('FLOUR'), entry('2', 'kg'), line)).toMatchObject({
      snapshot: true,
      value: 2,
    });
    const changed = rowFacts(row('FLOUR'), entry('3', 'kg'), line);
    expect(changed.snapshot).toBe(false);
    expect(changed.value).toBeCloseTo(3.6, 10);
  });
});

describe('the lines a save stores and their totals (operations-model §4)', () => {
  it('lists the counted rows in SA order with their snapshot, and the rows that stop a save', () => {
    const draft = draftWith(
      ['FLOUR', entry('2', 'kg')],
      ['EGGS', entry('24')],
      ['MILK', entry('-3')],
      ['BOX', entry('')],
      ['LEMONS', entry('10')],
    );
    const counted = countedLines(rows, draft, NO_SAVED);
    expect(counted.lines).toEqual([
      EGGS_COUNT_LINE,
      { ...FLOUR_COUNT_LINE, qty: 2, baseQty: 2000 },
      {
        foodkey: 'LEMONS',
        area: 'Bar',
        qty: 10,
        unit: 'each',
        baseQty: 10,
        baseUnit: 'each',
        unitCost: 0.5,
      },
    ]);
    expect(counted.problems.map((p) => [p.row.foodkey, p.issue.path])).toEqual([['MILK', 'qty']]);

    const totals = stockCountTotals(counted.totals);
    expect(totals.overall).toMatchObject({ lines: 4, missing: 1 });
    expect(totals.overall.value).toBeCloseTo(7.2 + 2.4 + 5, 10);
    expect(
      totals.byArea.map((t) => [t.name, t.lines, Number(t.value.toFixed(4)), t.missing]),
    ).toEqual([
      ['Walk-in', 2, 7.2, 1],
      ['Dry store', 1, 2.4, 0],
      ['Bar', 1, 5, 0],
    ]);
    expect(totals.byCategory.map((t) => [t.name, t.lines])).toEqual([
      ['Dairy', 2],
      ['Dry goods', 1],
      ['Fruit', 1],
    ]);
  });

  it('reads a saved count back as typed, and knows when nothing changed', () => {
    const saved: StockCountLine[] = [
      {
        foodkey: 'FLOUR',
        area: 'dry store',
        qty: 2,
        unit: 'kg',
        baseQty: 2000,
        baseUnit: 'g',
        unitCost: 0.001,
      },
    ];
    const { areaOf } = areaNamer(STOCK_AREAS);
    const byKey = savedByKey(saved, areaOf);
    const withSaved = countRows({ items: STOCK_ITEMS, areas: STOCK_AREAS, saved });
    const draft = draftOf(withSaved, byKey);
    expect([...draft]).toEqual([[lineKey('Dry store', 'FLOUR'), { qty: '2', unit: 'kg' }]]);
    expect(countedLines(withSaved, draft, byKey).lines[0]).toMatchObject({ unitCost: 0.001 });
    expect(sameDraft(draft, new Map([[lineKey('Dry store', 'FLOUR'), entry('2.0', 'kg')]]))).toBe(
      true,
    );
    expect(sameDraft(draft, new Map([[lineKey('Dry store', 'FLOUR'), entry('2', 'g')]]))).toBe(
      false,
    );
    expect(sameDraft(draft, new Map())).toBe(false);
  });
});

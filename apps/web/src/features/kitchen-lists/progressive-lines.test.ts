import type { OrderGroup, OrderLine, PrepAreaGroup, PrepLine } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import {
  firstOrderLines,
  firstPrepLines,
  orderLineCount,
  prepLineCount,
} from './progressive-lines';

const prep = (foodkey: string) => ({ foodkey }) as PrepLine;
const order = (foodkey: string) => ({ foodkey }) as OrderLine;

const areas: PrepAreaGroup[] = [
  {
    storagearea: 'Fridge',
    categories: [
      { category: 'A', lines: [prep('1'), prep('2')] },
      { category: 'B', lines: [prep('3')] },
    ],
  },
  { storagearea: '', categories: [{ category: '', lines: [prep('4'), prep('5')] }] },
];
const groups: OrderGroup[] = [
  {
    supplierKey: 'A',
    supplierName: 'A',
    lines: [order('1'), order('2')],
    total: 5,
    incomplete: false,
  },
  { supplierKey: null, supplierName: null, lines: [order('3')], total: null, incomplete: true },
];

describe('drawing a long list a part at a time', () => {
  it('keeps the first lines of the prep groups in order, the groups they are in only', () => {
    expect(prepLineCount(areas)).toBe(5);
    const cut = firstPrepLines(areas, 3);
    expect(cut.map((a) => a.categories.map((c) => c.lines.map((l) => l.foodkey)))).toEqual([
      [['1', '2'], ['3']],
    ]);
    expect(prepLineCount(firstPrepLines(areas, 4))).toBe(4);
    expect(firstPrepLines(areas, 99)).toEqual(areas);
  });

  it('keeps the first lines of the order groups, with their whole totals', () => {
    expect(orderLineCount(groups)).toBe(3);
    const cut = firstOrderLines(groups, 1);
    expect(cut).toEqual([{ ...groups[0], lines: [order('1')] }]);
    expect(cut[0]!.total).toBe(5);
    expect(firstOrderLines(groups, 3)).toEqual(groups);
  });
});

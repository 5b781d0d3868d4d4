import { describe, expect, it } from 'vitest';
import { searchItems } from './search-items';

const items = [
  { foodkey: 'FLOUR, PLAIN' },
  { foodkey: 'PLAIN YOGHURT' },
  { foodkey: 'BREAD FLOUR' },
  { foodkey: 'CORN FLOUR' },
  { foodkey: 'SUGAR' },
  { skey: 'FLOUR MILLS LTD' },
];

describe('searchItems (costing-model §11, product spec §5)', () => {
  it('needs at least 3 characters', () => {
    expect(searchItems(items, 'fl')).toEqual([]);
    expect(searchItems(items, '  fl ')).toEqual([]);
  });

  it('upper-cases the query; every word must appear in the key', () => {
    expect(searchItems(items, 'flour plain').map((i) => i.foodkey)).toEqual(['FLOUR, PLAIN']);
  });

  it('orders by the position of the first word, then by key', () => {
    expect(searchItems(items, 'flour').map((i) => i.foodkey ?? i.skey)).toEqual([
      'FLOUR MILLS LTD',
      'FLOUR, PLAIN',
      'CORN FLOUR',
      'BREAD FLOUR',
    ]);
  });

  it('matches keys stored in lower case', () => {
    expect(searchItems([{ foodkey: 'brown sugar' }], 'sugar')).toHaveLength(1);
  });
});

describe('search index cache', () => {
  it('sees a replaced element of the same list', () => {
    const list = [{ foodkey: 'APPLE PIE' }, { foodkey: 'PEAR TART' }];
    expect(searchItems(list, 'apple')).toHaveLength(1);
    list[1] = { foodkey: 'APPLE TART' };
    expect(searchItems(list, 'apple')).toHaveLength(2);
    list.push({ foodkey: 'APPLE JAM' });
    expect(searchItems(list, 'apple')).toHaveLength(3);
  });

  it('a word straddling two keys does not match', () => {
    expect(searchItems([{ foodkey: 'AB' }, { foodkey: 'CD' }], 'b\nc')).toEqual([]);
    expect(searchItems([{ foodkey: 'ABC' }, { foodkey: 'DEF' }], 'cde')).toEqual([]);
  });
});

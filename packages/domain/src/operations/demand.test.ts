import { describe, expect, it } from 'vitest';
import { demandUnitKey, sumDemand } from './demand';

describe('demand (operations-model §1)', () => {
  it('sums lines of the same recipe and unit, in first-seen order', () => {
    expect(
      sumDemand([
        { foodkey: 'SOUP', amount: 20, unit: 'servings' },
        { foodkey: 'BREAD', amount: 2, unit: 'kg' },
        { foodkey: 'SOUP', amount: 5, unit: 'servings' },
      ]),
    ).toEqual([
      { foodkey: 'SOUP', amount: 25, unit: 'servings' },
      { foodkey: 'BREAD', amount: 2, unit: 'kg' },
    ]);
  });

  it('the same unit however it is spelled: kg and Kilos, serving and Portions, batch', () => {
    expect(
      sumDemand([
        { foodkey: 'BREAD', amount: 2, unit: 'kg' },
        { foodkey: 'BREAD', amount: 1, unit: 'Kilos' },
        { foodkey: 'SOUP', amount: 3, unit: 'serving' },
        { foodkey: 'SOUP', amount: 4, unit: 'Portions' },
        { foodkey: 'SOUP', amount: 1, unit: 'batch' },
        { foodkey: 'SOUP', amount: 2, unit: 'Batches' },
      ]),
    ).toEqual([
      { foodkey: 'BREAD', amount: 3, unit: 'kg' },
      { foodkey: 'SOUP', amount: 7, unit: 'servings' },
      { foodkey: 'SOUP', amount: 3, unit: 'batches' },
    ]);
  });

  it('different units of one recipe stay apart (converted only by the explosion)', () => {
    expect(
      sumDemand([
        { foodkey: 'SOUP', amount: 2, unit: 'L' },
        { foodkey: 'SOUP', amount: 10, unit: 'servings' },
      ]),
    ).toHaveLength(2);
  });

  it('a custom unit keeps its own (lower-cased) name', () => {
    expect(demandUnitKey(' Tray ')).toBe('tray');
    expect(demandUnitKey('Slice')).toBe('slice');
  });
});

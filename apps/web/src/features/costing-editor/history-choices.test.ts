import type { CatalogueItem } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import {
  chosenState,
  itemsWithHistory,
  latestDay,
  searchWithHistory,
  toggleAll,
} from './history-choices';

const item = (fields: Record<string, unknown>) => fields as unknown as CatalogueItem;
const ENTRY = { date: '2024-03-04', price: 0.001, unit: 'g' };

const BUTTER = item({ type: 'single', foodkey: 'BUTTER', name: 'Butter', pricehistory: [ENTRY] });
const FLOUR = item({
  type: 'single',
  foodkey: 'PLAIN FLOUR',
  name: 'Plain flour',
  pricehistory: [{ ...ENTRY, date: Date.UTC(2024, 5, 1) }, ENTRY],
});
const EMPTY = item({ type: 'single', foodkey: 'SALT', name: 'Salt', pricehistory: [] });
const NO_LIST = item({ type: 'recipe', foodkey: 'TART', name: 'Tart' });
const NO_TYPE = item({ foodkey: 'ODD', name: 'Odd', pricehistory: [ENTRY] });

describe('the items a price history reset lists (product spec §5)', () => {
  it('lists only items with type, foodkey and a price history that holds something', () => {
    const listed = itemsWithHistory([BUTTER, NO_TYPE, FLOUR, EMPTY, NO_LIST]);
    expect(listed.map((i) => i.foodkey)).toEqual(['BUTTER', 'PLAIN FLOUR']);
  });

  it('searches them with the item search rule', () => {
    const listed = itemsWithHistory([BUTTER, FLOUR]);
    expect(searchWithHistory(listed, 'fl').map((i) => i.foodkey)).toEqual([
      'BUTTER',
      'PLAIN FLOUR',
    ]);
    expect(searchWithHistory(listed, 'flour').map((i) => i.foodkey)).toEqual(['PLAIN FLOUR']);
  });

  it('gives the latest day of a history', () => {
    expect(latestDay(FLOUR)).toBe('2024-06-01');
    expect(latestDay(EMPTY)).toBeNull();
  });

  it('selects all shown, or clears them when all were chosen, keeping the hidden choices', () => {
    const shown = [BUTTER, FLOUR];
    const hidden = new Set(['SALT']);
    expect(chosenState(shown, hidden)).toBe('none');
    const all = toggleAll(shown, hidden);
    expect([...all].sort()).toEqual(['BUTTER', 'PLAIN FLOUR', 'SALT']);
    expect(chosenState(shown, all)).toBe('all');
    expect(chosenState(shown, new Set(['BUTTER']))).toBe('some');
    expect([...toggleAll(shown, all)]).toEqual(['SALT']);
  });
});

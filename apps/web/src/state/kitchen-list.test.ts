import { beforeEach, describe, expect, it } from 'vitest';
import { kitchenListKey } from './local-keys';
import {
  EMPTY_KITCHEN_LIST,
  kitchenListFor,
  parseKitchenList,
  resetKitchenLists,
  setKitchenList,
  showOrderListFor,
  showPrepListFor,
} from './kitchen-list';
import { closeSidePanel, sidePanelStore } from './side-panel';
import { venueStore } from './venue';

const venue = (id: string) => ({
  id,
  venue_name: id,
  profile: null,
  ingredientCategories: [],
  recipeCategories: [],
  storageAreas: [],
});

beforeEach(() => {
  localStorage.clear();
  resetKitchenLists();
  closeSidePanel();
  venueStore.set({ current: venue('v1'), stock: null });
});

describe('the prep list the panels show (operations-model §2, §3)', () => {
  it('is kept per venue in localStorage, and read back after a restart', () => {
    setKitchenList({ list: 'event:wedding', date: '2026-06-20' }, 'v1');
    setKitchenList({ list: 'forecast' }, 'v2');
    expect(JSON.parse(localStorage.getItem(kitchenListKey('v1'))!)).toMatchObject({
      list: 'event:wedding',
      date: '2026-06-20',
    });
    resetKitchenLists();
    expect(kitchenListFor('v1')).toMatchObject({ list: 'event:wedding', date: '2026-06-20' });
    expect(kitchenListFor('v2')).toMatchObject({ list: 'forecast', date: null });
    expect(kitchenListFor('v3')).toEqual(EMPTY_KITCHEN_LIST);
  });

  it('selects a list and opens its panel for the planner: showPrepListFor and showOrderListFor', () => {
    showPrepListFor('event:wedding');
    expect(sidePanelStore.get()).toBe('prep-list');
    expect(kitchenListFor('v1')).toMatchObject({ list: 'event:wedding', date: null });
    showOrderListFor('MONDAY', '2026-03-02');
    expect(sidePanelStore.get()).toBe('order-list');
    expect(kitchenListFor('v1')).toMatchObject({ list: 'MONDAY', date: '2026-03-02' });
  });

  it('reads a malformed stored value as nothing chosen, dropping only the bad parts', () => {
    expect(parseKitchenList('{not json')).toEqual(EMPTY_KITCHEN_LIST);
    expect(parseKitchenList('[1]')).toEqual(EMPTY_KITCHEN_LIST);
    expect(
      parseKitchenList(
        JSON.stringify({
          list: 'forecast',
          date: '20 June',
          forecast: { menu: 'DINNER', covers: -3, shares: { SOUP: 0.4, CAKE: 2, PIE: 'x' } },
        }),
      ),
    ).toEqual({
      list: 'forecast',
      date: null,
      forecast: { menu: 'DINNER', covers: 0, shares: { SOUP: 0.4 } },
    });
  });
});

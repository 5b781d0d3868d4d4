import { describe, expect, it } from 'vitest';
import { box, flour, milk, recipe } from '../testing/fixtures';
import { itemsUsing, listEntries, renameInItems, withEntries } from './category-lists';

const items = [
  flour({ category: 'Dry goods', storagearea: 'Pantry' }),
  milk({ category: 'dry GOODS', storagearea: 'Cool room' }),
  { ...recipe('BREAD', []), category: 'Dry goods', storagearea: 'pantry' },
  { ...box(), category: 'Dry goods' },
];

describe('category lists IC, RC and SA (product spec §3)', () => {
  it('reads and replaces the list of each record, keeping its other fields', () => {
    expect(listEntries('IC', { skey: 'IC', categories: ['Dairy'] })).toEqual(['Dairy']);
    expect(listEntries('SA', null)).toEqual([]);
    expect(withEntries('SA', { skey: 'SA', areas: [], timestamp: 3 }, ['Pantry'])).toEqual({
      skey: 'SA',
      areas: ['Pantry'],
      timestamp: 3,
    });
  });

  it('finds the items using a name, case-insensitively, by the kind the list applies to', () => {
    expect(itemsUsing('IC', 'DRY GOODS', items).map((i) => i.foodkey)).toEqual(['FLOUR', 'MILK']);
    expect(itemsUsing('RC', 'Dry goods', items).map((i) => i.foodkey)).toEqual(['BREAD']);
    expect(itemsUsing('SA', 'PANTRY', items).map((i) => i.foodkey)).toEqual(['FLOUR', 'BREAD']);
  });

  it('renames the name in every item that used it', () => {
    const changed = renameInItems('IC', 'Dry goods', 'Dry store', items);
    expect(changed.map((i) => [i.foodkey, (i as { category?: string }).category])).toEqual([
      ['FLOUR', 'Dry store'],
      ['MILK', 'Dry store'],
    ]);
    const areas = renameInItems('SA', 'Pantry', 'Dry store', items);
    expect(areas.map((i) => [i.foodkey, (i as { storagearea?: string }).storagearea])).toEqual([
      ['FLOUR', 'Dry store'],
      ['BREAD', 'Dry store'],
    ]);
  });

  it('leaves items that already have the new text alone', () => {
    expect(renameInItems('IC', 'Dry goods', 'Dry goods', items).map((i) => i.foodkey)).toEqual([
      'MILK',
    ]);
  });
});

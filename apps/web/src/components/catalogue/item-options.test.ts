import type { CatalogueItem } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { OPTION_LIMIT, pickerOptions } from './item-options';

const item = (foodkey: string, type: CatalogueItem['type'] = 'single'): CatalogueItem =>
  ({ type, foodkey, name: foodkey.toLowerCase() }) as CatalogueItem;
const many = Array.from({ length: 200 }, (_, i) => item(`ITEM ${String(i).padStart(3, '0')}`));
const catalogue = [item('TOMATOES CANNED'), item('TOMATO SAUCE', 'recipe'), ...many];
const groupOf = (i: CatalogueItem) => (i.type === 'recipe' ? 'Recipes' : 'Ingredients');

describe('pickerOptions', () => {
  it('hands the picker only the search results, by the item search rule', () => {
    expect(pickerOptions(catalogue, 'can tom', null)).toEqual([
      { value: 'TOMATOES CANNED', label: 'tomatoes canned' },
    ]);
    expect(pickerOptions(catalogue, 'tomato', null, { groupOf })).toEqual([
      { group: 'Ingredients', items: [{ value: 'TOMATOES CANNED', label: 'tomatoes canned' }] },
      { group: 'Recipes', items: [{ value: 'TOMATO SAUCE', label: 'tomato sauce' }] },
    ]);
  });

  it(`shows at most ${OPTION_LIMIT} options, the first ones for a query under 3 characters`, () => {
    expect(pickerOptions(catalogue, 'it', null)).toHaveLength(OPTION_LIMIT);
    expect(pickerOptions(catalogue, 'item', null)).toHaveLength(OPTION_LIMIT);
  });

  it('always holds the chosen item, and marks a chosen key that is gone as not found', () => {
    const chosen = many[150]!;
    const options = pickerOptions(catalogue, '', { key: chosen.foodkey, item: chosen });
    expect(options[0]).toEqual({ value: chosen.foodkey, label: chosen.name });
    expect(
      pickerOptions(catalogue, 'tomato', { key: 'GONE', item: undefined }, { groupOf }).at(-1),
    ).toEqual({
      group: 'Not found',
      items: [{ value: 'GONE', label: 'GONE (not found)' }],
    });
  });

  it('never offers the excluded key (a recipe in its own lines)', () => {
    expect(pickerOptions(catalogue, 'tomato', null, { exclude: 'TOMATO SAUCE' })).toEqual([
      { value: 'TOMATOES CANNED', label: 'tomatoes canned' },
    ]);
  });
});

describe('pickerOptions in French', () => {
  it('marks a chosen key that is gone in the interface language', async () => {
    await i18n.changeLanguage('fr');
    expect(
      pickerOptions(catalogue, 'tomato', { key: 'GONE', item: undefined }, { groupOf }).at(-1),
    ).toEqual({
      group: 'Introuvable',
      items: [{ value: 'GONE', label: 'GONE (introuvable)' }],
    });
  });
});

import type { MenuDish } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { pricingExportTable } from './pricing-export';
import { canUseSuggested, nextSort, pricingRows, sortRows } from './pricing-rows';
import { i18n } from '../../i18n/i18n';

const dish = (name: string, over: Partial<MenuDish> = {}): MenuDish => ({
  foodkey: name.toUpperCase(),
  name,
  found: true,
  perServing: null,
  salePrice: null,
  taxPercent: 0,
  netPrice: null,
  foodCost: null,
  grossProfit: null,
  suggestedPrice: null,
  allergens: [],
  ...over,
});

const soup = dish('Soup', {
  perServing: 1.2,
  salePrice: 6,
  netPrice: 6,
  foodCost: 20,
  grossProfit: 4.8,
  suggestedPrice: 4,
});
const steak = dish('Steak', {
  perServing: 9,
  salePrice: 24,
  netPrice: 24,
  foodCost: 37.5,
  grossProfit: 15,
  suggestedPrice: 30,
});
const bread = dish('Bread', { perServing: 0.3, suggestedPrice: 1 });
const gone = dish('Gone', { found: false, taxPercent: null });

describe('menu pricing rows (operations-model §7)', () => {
  it('marks the rows whose food cost percent is above the target', () => {
    const rows = pricingRows([soup, steak, bread], 30);
    expect(rows.map((r) => [r.name, r.overTarget])).toEqual([
      ['Soup', false],
      ['Steak', true],
      ['Bread', false],
    ]);
    // exactly at the target is not over it
    expect(pricingRows([steak], 37.5)[0]!.overTarget).toBe(false);
  });

  it('sorts by any column either way, rows without the figure last, ties by name', () => {
    const rows = pricingRows([soup, steak, bread, gone], 30);
    const names = (sort: Parameters<typeof sortRows>[1]) => sortRows(rows, sort).map((r) => r.name);
    expect(names(null)).toEqual(['Soup', 'Steak', 'Bread', 'Gone']);
    expect(names({ column: 'name', direction: 'ascending' })).toEqual([
      'Bread',
      'Gone',
      'Soup',
      'Steak',
    ]);
    expect(names({ column: 'foodCost', direction: 'descending' })).toEqual([
      'Steak',
      'Soup',
      'Bread',
      'Gone',
    ]);
    expect(names({ column: 'foodCost', direction: 'ascending' })).toEqual([
      'Soup',
      'Steak',
      'Bread',
      'Gone',
    ]);
    expect(names({ column: 'cost', direction: 'ascending' })).toEqual([
      'Bread',
      'Soup',
      'Steak',
      'Gone',
    ]);
    expect(names({ column: 'suggested', direction: 'descending' })).toEqual([
      'Steak',
      'Soup',
      'Bread',
      'Gone',
    ]);
    expect(names({ column: 'tax', direction: 'ascending' })).toEqual([
      'Bread',
      'Soup',
      'Steak',
      'Gone',
    ]);
  });

  it('a header pressed once sorts ascending, again descending', () => {
    const first = nextSort(null, 'profit');
    expect(first).toEqual({ column: 'profit', direction: 'ascending' });
    expect(nextSort(first, 'profit')).toEqual({ column: 'profit', direction: 'descending' });
    expect(nextSort({ column: 'profit', direction: 'descending' }, 'profit').direction).toBe(
      'ascending',
    );
    expect(nextSort(first, 'name')).toEqual({ column: 'name', direction: 'ascending' });
  });

  it('a suggested price can be used only for a found recipe with a cost, when it differs', () => {
    expect(canUseSuggested(pricingRows([soup], 30)[0]!)).toBe(true);
    expect(
      canUseSuggested(pricingRows([dish('Same', { salePrice: 4, suggestedPrice: 4 })], 30)[0]!),
    ).toBe(false);
    expect(canUseSuggested(pricingRows([dish('No cost', { salePrice: 4 })], 30)[0]!)).toBe(false);
    expect(canUseSuggested(pricingRows([gone], 30)[0]!)).toBe(false);
  });

  it('exports the figures as numbers, absent ones empty, never 0', () => {
    const table = pricingExportTable(pricingRows([steak, bread], 30));
    expect(table.headers).toEqual([
      'Dish',
      'Foodkey',
      'Cost per serving',
      'Sale price',
      'Tax %',
      'Net price',
      'Food cost %',
      'Gross profit',
      'Suggested price',
      'Over target',
    ]);
    expect(table.rows).toEqual([
      ['Steak', 'STEAK', 9, 24, 0, 24, 37.5, 15, 30, 'yes'],
      ['Bread', 'BREAD', 0.3, null, 0, null, null, null, 1, 'no'],
    ]);
  });

  it('names the exported columns in the interface language', async () => {
    await i18n.changeLanguage('fr');
    const { headers } = pricingExportTable(pricingRows([steak], 30));
    expect(headers.slice(0, 4)).toEqual([
      'Plat',
      "Code de l'aliment",
      'Coût par portion',
      'Prix de vente',
    ]);
  });
});

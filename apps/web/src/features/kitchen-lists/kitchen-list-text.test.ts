import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import type { PrepLine } from '@larder/domain';
import { batchesText, itemPagePath, orderUnitsText, prepAmountText } from './kitchen-list-text';

const line = (amount: number, unit: PrepLine['unit']): PrepLine => ({
  foodkey: 'SOUP',
  name: 'Soup',
  batches: 1,
  amount,
  unit,
  storagearea: '',
  category: '',
  depth: 0,
});

describe('kitchen list texts (operations-model §2, §3; costing-model §10)', () => {
  it('shows a prep amount in display units: g above 999 as kg', () => {
    expect(prepAmountText(line(2500, 'g'))).toBe('2.5 kg');
    expect(prepAmountText(line(750, 'mL'))).toBe('750 mL');
  });

  it('rounds batches to two decimals: 4/3 reads 1.33', () => {
    expect(batchesText(4 / 3)).toBe('1.33');
    expect(batchesText(2)).toBe('2');
  });

  it('names order units with their label: 3 cases', () => {
    expect(orderUnitsText({ units: 3, unitLabel: 'cases' })).toBe('3 cases');
  });

  it('links an item to its own page by type', () => {
    expect(itemPagePath({ type: 'recipe', foodkey: 'TOMATO SAUCE' })).toBe(
      '/recipes/TOMATO%20SAUCE',
    );
    expect(itemPagePath({ type: 'packaging', foodkey: 'BOX' })).toBe('/packaging-items/BOX');
    expect(itemPagePath({ type: 'single', foodkey: 'FLOUR' })).toBe('/ingredients/FLOUR');
  });
});

describe('kitchen list texts in French', () => {
  it('writes amounts, batches and order units the French way', async () => {
    await i18n.changeLanguage('fr');
    expect(prepAmountText(line(2500, 'g'))).toBe('2,5 kg');
    expect(batchesText(4 / 3)).toBe('1,33');
    expect(orderUnitsText({ units: 3, unitLabel: 'cases' })).toBe('3 caisse');
    expect(orderUnitsText({ units: 2, unitLabel: 'crates' })).toBe('2 crates');
  });
});

import type { CatalogueItem, PriceHistoryEntry } from '@larder/domain';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { FLOUR_BY_THE_KG, MILK_BY_THE_LITRE } from '../../test/catalogue-records';
import { setUpTestVenue } from '../../test/test-venue';
import {
  resetHistories,
  resetQuestion,
  resetText,
  restoredText,
  restoreHistories,
} from './reset-history-write';

const venue = setUpTestVenue();

const HISTORY = [
  { date: '2024-01-02', price: 0.001, unit: 'g' },
  { date: '2024-03-04', price: 0.0011, unit: 'g' },
];
const FLOUR = { ...FLOUR_BY_THE_KG, pricehistory: HISTORY };
const MILK = {
  ...MILK_BY_THE_LITRE,
  pricehistory: [{ date: '2024-01-02', price: 0.001, unit: 'mL' }],
};
const BREAD = {
  type: 'recipe' as const,
  foodkey: 'BREAD',
  name: 'Bread',
  items: [{ name: 'FLOUR', type: 'single', qty_value: 1, qty_unit: 'kg' }],
};

const stored = async (foodkey: string) => (await venue.store.itemMap()).get(foodkey)!;
const historyOf = async (foodkey: string) =>
  ((await stored(foodkey)) as { pricehistory?: PriceHistoryEntry[] }).pricehistory;

describe('price history reset (product spec §4, §5)', () => {
  it('clears the chosen items in one save, and the price history rule leaves the list empty', async () => {
    await venue.seed(FLOUR, MILK, BREAD);
    const apply = vi.spyOn(venue.store, 'apply');
    const cleared = await resetHistories(venue.store, [
      await stored('FLOUR'),
      await stored('MILK'),
    ]);
    expect(apply).toHaveBeenCalledTimes(1);
    expect([...cleared.keys()]).toEqual(['FLOUR', 'MILK']);
    expect(cleared.get('FLOUR')).toEqual(HISTORY);
    // No entry for today comes back: the prices did not change (price-history-rule.ts).
    expect(await historyOf('FLOUR')).toEqual([]);
    expect(await historyOf('MILK')).toEqual([]);
    expect((await stored('FLOUR')).purchaseprice).toBe(30);
    expect((await stored('BREAD')).eachcost).toBeCloseTo(1.2, 10);
  });

  it('resets only items with type, foodkey and pricehistory (spec §5)', async () => {
    await venue.seed(FLOUR, BREAD);
    const bread = await stored('BREAD');
    expect((bread as { pricehistory?: unknown }).pricehistory).toBeUndefined();
    const cleared = await resetHistories(venue.store, [bread, await stored('FLOUR')]);
    expect([...cleared.keys()]).toEqual(['FLOUR']);
    expect((await stored('BREAD')).timestamp).toBe(bread.timestamp);
  });

  it('writes nothing when no chosen item qualifies', async () => {
    const apply = vi.spyOn(venue.store, 'apply');
    const noHistory = { type: 'recipe', foodkey: 'SOUP', name: 'Soup' } as CatalogueItem;
    expect((await resetHistories(venue.store, [noHistory])).size).toBe(0);
    expect(apply).not.toHaveBeenCalled();
  });

  it('Undo puts back the histories as they were, on the items as they are now', async () => {
    await venue.seed(FLOUR, MILK);
    const cleared = await resetHistories(venue.store, [
      await stored('FLOUR'),
      await stored('MILK'),
    ]);
    expect(await restoreHistories(venue.store, cleared)).toBe(2);
    expect(await historyOf('FLOUR')).toEqual(HISTORY);
    expect(await historyOf('MILK')).toEqual(MILK.pricehistory);
  });

  it('says how many items', () => {
    expect(resetQuestion(1)).toContain('price history of 1 item?');
    expect(resetQuestion(1200)).toContain('of 1,200 items?');
    expect(resetText(2)).toBe('Price history reset for 2 items');
    expect(restoredText(1)).toBe('Price history restored for 1 item');
  });

  it('says it in French when the interface does', async () => {
    await i18n.changeLanguage('fr');
    expect(resetQuestion(1)).toContain('Effacer l’historique des prix de 1 article?');
    expect(resetText(1200)).toBe('Historique des prix réinitialisé pour 1\u00a0200 articles');
  });
});

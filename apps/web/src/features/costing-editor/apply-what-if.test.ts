import { DEFAULT_PRICING_SETTINGS, dayOf, type PriceHistoryEntry } from '@larder/domain';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { FLOUR_BY_THE_KG } from '../../test/catalogue-records';
import { setUpTestVenue } from '../../test/test-venue';
import { applyQuestion, applyWhatIf, appliedText } from './apply-what-if';
import { whatIfOf } from './use-what-if';

const venue = setUpTestVenue();

const OLD_DAY = '2024-01-02';
/** Flour from the mill, with a price history entry of an earlier day. */
const FLOUR = {
  ...FLOUR_BY_THE_KG,
  supplier: 'Mill Co',
  pricehistory: [{ date: OLD_DAY, price: 0.001, unit: 'g' }],
};
const SUGAR = {
  type: 'single' as const,
  foodkey: 'SUGAR',
  name: 'Sugar',
  supplier: 'Mill Co',
  purchaseprice: 10,
  purchaseqty: 10,
  purchaseunit: 'kg',
  pricehistory: [{ date: OLD_DAY, price: 0.001, unit: 'g' }],
};
const BREAD = {
  type: 'recipe' as const,
  foodkey: 'BREAD',
  name: 'Bread',
  items: [{ name: 'FLOUR', type: 'single', qty_value: 1, qty_unit: 'kg' }],
};
const CAKE = {
  type: 'recipe' as const,
  foodkey: 'CAKE',
  name: 'Cake',
  items: [
    { name: 'FLOUR', type: 'single', qty_value: 500, qty_unit: 'g' },
    { name: 'SUGAR', type: 'single', qty_value: 500, qty_unit: 'g' },
  ],
};

const mill = [{ scope: 'supplier' as const, supplier: 'MILL CO', percent: 10 }];

async function plan() {
  const items = [...(await venue.store.itemMap()).values()].sort((a, b) =>
    a.foodkey < b.foodkey ? -1 : 1,
  );
  return whatIfOf(items, mill, {}, DEFAULT_PRICING_SETTINGS);
}

const historyOf = async (foodkey: string) =>
  ((await venue.store.itemMap()).get(foodkey) as { pricehistory: PriceHistoryEntry[] })
    .pricehistory;

describe('applyWhatIf (operations-model §8)', () => {
  it('saves every changed item in one change, and the store re-costs the recipes with it', async () => {
    await venue.seed(FLOUR, SUGAR, BREAD, CAKE);
    const whatIf = await plan();
    expect(whatIf.changedItems.map((i) => i.foodkey).sort()).toEqual(['FLOUR', 'SUGAR']);
    const apply = vi.spyOn(venue.store, 'apply');
    const counts = await applyWhatIf(venue.store, whatIf.changedItems);
    expect(apply).toHaveBeenCalledTimes(1);
    expect(counts).toEqual({ items: 2, recipes: 2 });
    const items = await venue.store.itemMap();
    expect(items.get('FLOUR')?.purchaseprice).toBeCloseTo(33, 10);
    expect(items.get('SUGAR')?.purchaseprice).toBeCloseTo(11, 10);
    expect(items.get('BREAD')?.eachcost).toBeCloseTo(1.32, 10);
    expect(items.get('CAKE')?.eachcost).toBeCloseTo(0.66 + 0.55, 10);
  });

  it('gives each item one price history entry per day: a second apply the same day replaces it (product spec §4)', async () => {
    await venue.seed(FLOUR, SUGAR, BREAD);
    await applyWhatIf(venue.store, (await plan()).changedItems);
    const first = await historyOf('FLOUR');
    expect(first).toHaveLength(2);
    expect(dayOf(first[0]!.date)).toBe(OLD_DAY);
    expect(first[1]!.price).toBeCloseTo(0.00132, 10);

    await applyWhatIf(venue.store, (await plan()).changedItems);
    const second = await historyOf('FLOUR');
    expect(second).toHaveLength(2);
    expect(dayOf(second[0]!.date)).toBe(OLD_DAY);
    expect(dayOf(second[1]!.date)).toBe(dayOf(first[1]!.date));
    expect(second[1]!.price).toBeCloseTo(0.001452, 10);
    expect(await historyOf('SUGAR')).toHaveLength(2);
  });

  it('writes nothing when one of the items is refused', async () => {
    await venue.seed(FLOUR, SUGAR, BREAD);
    const { changedItems } = await plan();
    const bad = changedItems.map((item, i) =>
      i === 0 ? { ...item, purchaseprice: 'lots' as unknown as number } : item,
    );
    await expect(applyWhatIf(venue.store, bad)).rejects.toThrow();
    const items = await venue.store.itemMap();
    expect(items.get('FLOUR')?.purchaseprice).toBe(30);
    expect(items.get('SUGAR')?.purchaseprice).toBe(10);
  });
});

describe('texts of Apply', () => {
  it('name how many items and recipes change', () => {
    expect(applyQuestion({ items: 2, recipes: 1 })).toContain('of 2 items?');
    expect(applyQuestion({ items: 2, recipes: 1 })).toContain('1 recipe is re-costed');
    expect(applyQuestion({ items: 1, recipes: 3000 })).toContain('3,000 recipes are re-costed');
    expect(appliedText({ items: 1, recipes: 0 })).toBe('1 item saved, 0 recipes re-costed');
  });

  it('speak French when the interface does, numbers written the French way', async () => {
    await i18n.changeLanguage('fr');
    expect(applyQuestion({ items: 1, recipes: 3000 })).toBe(
      'Enregistrer le nouveau prix d’achat de 1 article? 3\u00a0000 recettes sont recalculées en conséquence, et l’historique des prix de chaque article reçoit l’entrée du jour.',
    );
    expect(appliedText({ items: 2, recipes: 1 })).toBe(
      '2 articles enregistrés, 1 recette recalculée',
    );
  });
});

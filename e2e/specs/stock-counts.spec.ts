import { recalculateAll, type CatalogueItem } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import type { ProviderAccount } from '../page-models/identity-provider.js';
import { IngredientScreens } from '../page-models/ingredient-screens.js';
import { signInToDashboard, signUpWithVenue } from '../page-models/sign-in-flows.js';
import { StockCountScreens } from '../page-models/stock-count-screens.js';
import { baseURL, fastSyncPage, screenshot, useBrowser, goOffline } from '../support/harness.js';
import { pushRecords, sessionOf, type SeedRecord } from '../support/push-records.js';
import { uniqueEmail } from '../support/unique-email.js';

const account: ProviderAccount = {
  name: 'Stock Taker',
  email: uniqueEmail('stock'),
  password: 'stock taker password',
};

/**
 * The walk-in and the dry store, the walk-in first in the venue's storage areas (not in
 * alphabetical order), worked out (costing-model §2):
 * Eggs: 30 at 9.00, 0.30 each. Milk: 2 L at 3.00, 0.0015 a mL (walk-in).
 * Flour: a 25 kg bag at 30.00, 0.0012 a g. Sugar: 5 kg at 10.00, 0.002 a g (dry store).
 * The count: 24 eggs (7.20), 1500 mL milk (2.25), 12.5 kg flour (15.00), 2000 g sugar (4.00):
 * walk-in 9.45, dry store 19.00, in all 28.45.
 */
const ITEMS: CatalogueItem[] = recalculateAll([
  {
    type: 'single',
    foodkey: 'EGGS',
    name: 'Eggs',
    purchaseprice: 9,
    purchaseqty: 30,
    purchaseunit: 'each',
    storagearea: 'Walk-in',
  },
  {
    type: 'single',
    foodkey: 'MILK',
    name: 'Milk',
    purchaseprice: 3,
    purchaseqty: 2,
    purchaseunit: 'L',
    storagearea: 'Walk-in',
  },
  {
    type: 'single',
    foodkey: 'FLOUR',
    name: 'Flour',
    purchaseprice: 30,
    purchaseqty: 1,
    purchaseunit: 'bag',
    package_qty1: 25,
    package_unit1: 'kg',
    storagearea: 'Dry store',
  },
  {
    type: 'single',
    foodkey: 'SUGAR',
    name: 'Sugar',
    purchaseprice: 10,
    purchaseqty: 5,
    purchaseunit: 'kg',
    storagearea: 'Dry store',
  },
] as CatalogueItem[]);

const SEED: SeedRecord[] = [
  ...ITEMS.map((doc) => ({ kind: 'item', key: doc.foodkey, doc })),
  { kind: 'settings', key: 'SA', doc: { skey: 'SA', areas: ['Walk-in', 'Dry store'] } },
];

const AREA_TOTALS = [
  ['Walk-in', '2', '$9.4500'],
  ['Dry store', '2', '$19.0000'],
];

describe('stock counts journeys', () => {
  const laptop = useBrowser();
  const tablet = useBrowser();

  it('(a) a count entered offline by keyboard alone, synced, shows the same totals on a second device', async () => {
    const page = await fastSyncPage(laptop);
    await signUpWithVenue(page, { account, venue: { name: 'Walk-in Kitchen' } });
    await pushRecords(baseURL(), await sessionOf(page), SEED);

    // The app's own sync brings the items and the storage areas in.
    const ingredients = new IngredientScreens(page);
    await ingredients.openList();
    await expect.poll(() => ingredients.rows().count(), { timeout: 30_000 }).toBe(4);

    // In the walk-in, with no signal.
    await goOffline(laptop);
    const counts = new StockCountScreens(page);
    await counts.shortcut();
    await counts.startCount('Monday close');
    expect(await counts.areaOrder()).toEqual(['Walk-in', 'Dry store']);
    expect(await counts.itemOrder()).toEqual(['EGGS', 'MILK', 'FLOUR', 'SUGAR']);

    expect(await counts.focused()).toBe('Quantity of Eggs');
    await counts.typeQuantity('24');
    expect(await counts.focused()).toBe('Quantity of Milk');
    await counts.typeQuantity('1500');
    expect(await counts.focused()).toBe('Quantity of Flour');
    await counts.typeQuantityIn('12.5', 'kg');
    expect(await counts.focused()).toBe('Quantity of Sugar');
    await counts.typeQuantity('2000');
    // Past the last item: Save, and Enter saves.
    expect(await counts.saveFocused()).toBe(true);
    expect(await counts.rowValue('EGGS').textContent()).toBe('$7.2000');
    expect(await counts.rowValue('FLOUR').textContent()).toBe('$15.0000');
    expect(await counts.totalValue().textContent()).toBe('Total value: $28.4500');
    expect(await counts.areaTotals()).toEqual(AREA_TOTALS);
    await page.keyboard.press('Enter');
    await counts.waitSaved();
    await screenshot(page, 'stock-count-offline');

    // Back online: the sync pushes the count.
    await laptop.context.setOffline(false);

    // The same cook on a second device sees the same count with the same totals.
    const other = await fastSyncPage(tablet);
    await signInToDashboard(other, account);
    const otherCounts = new StockCountScreens(other);
    await otherCounts.shortcut();
    await otherCounts.listRow('Monday close').waitFor({ timeout: 30_000 });
    expect(await otherCounts.listRow('Monday close').getByTestId('count-value').textContent()).toBe(
      '$28.4500',
    );
    await otherCounts.openCount('Monday close');
    expect(await otherCounts.areaOrder()).toEqual(['Walk-in', 'Dry store']);
    expect(await otherCounts.totalValue().textContent()).toBe('Total value: $28.4500');
    expect(await otherCounts.areaTotals()).toEqual(AREA_TOTALS);
    expect(await otherCounts.rowValue('MILK').textContent()).toBe('$2.2500');
    await screenshot(other, 'stock-count-second-device');
  });
});

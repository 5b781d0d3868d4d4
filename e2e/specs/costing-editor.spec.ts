import { recalculateAll, type CatalogueItem } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { CostingEditorScreens } from '../page-models/costing-editor-screens.js';
import type { ProviderAccount } from '../page-models/identity-provider.js';
import { RecipeScreens } from '../page-models/recipe-screens.js';
import { signInToDashboard, signUpWithVenue } from '../page-models/sign-in-flows.js';
import { baseURL, fastSyncPage, screenshot, useBrowser } from '../support/harness.js';
import { pushRecords, sessionOf, type SeedRecord } from '../support/push-records.js';
import { uniqueEmail } from '../support/unique-email.js';

const account: ProviderAccount = {
  name: 'Costing Chef',
  email: uniqueEmail('costing'),
  password: 'costing chef password',
};

/**
 * The bakery of the journey, worked out (operations-model §8), each recipe one serving a batch:
 * Flour (Mill Co): 25 kg at 30.00, 1.20 a kg. Butter (Dairy Co): 1 kg at 8.00. Milk (Dairy Co):
 * 2 L at 2.00, 1.00 a L.
 *   Loaf: 1 kg flour = 1.20, sold at 5.00.
 *   Shortbread: 500 g flour + 250 g butter = 0.60 + 2.00 = 2.60, sold at 10.00 (26.0%).
 *   Custard: 1 L milk + 100 g butter = 1.00 + 0.80 = 1.80, sold at 6.00 (30.0%).
 * Dairy Co +20%: butter 9.60 a kg, milk 1.20 a L.
 *   Shortbread: 0.60 + 2.40 = 3.00 (+0.40, 30.0%); Custard: 1.20 + 0.96 = 2.16 (+0.36, 36.0%);
 *   the loaf uses nothing of the dairy and is not affected.
 */
const ITEMS: CatalogueItem[] = recalculateAll([
  {
    type: 'single',
    foodkey: 'FLOUR',
    name: 'Flour',
    supplier: 'Mill Co',
    purchaseprice: 30,
    purchaseqty: 25,
    purchaseunit: 'kg',
  },
  {
    type: 'single',
    foodkey: 'BUTTER',
    name: 'Butter',
    supplier: 'Dairy Co',
    purchaseprice: 8,
    purchaseqty: 1,
    purchaseunit: 'kg',
  },
  {
    type: 'single',
    foodkey: 'MILK',
    name: 'Milk',
    supplier: 'dairy co',
    purchaseprice: 2,
    purchaseqty: 2,
    purchaseunit: 'L',
    map: { volume_value: 1, volume_unit: 'L', weight_value: 1030, weight_unit: 'g' },
  },
  {
    type: 'recipe',
    foodkey: 'LOAF',
    name: 'Loaf',
    items: [{ name: 'FLOUR', qty_value: 1, qty_unit: 'kg' }],
    servingsize_auto: true,
    saleprice: 5,
  },
  {
    type: 'recipe',
    foodkey: 'SHORTBREAD',
    name: 'Shortbread',
    items: [
      { name: 'FLOUR', qty_value: 500, qty_unit: 'g' },
      { name: 'BUTTER', qty_value: 250, qty_unit: 'g' },
    ],
    servingsize_auto: true,
    saleprice: 10,
  },
  {
    type: 'recipe',
    foodkey: 'CUSTARD',
    name: 'Custard',
    items: [
      { name: 'MILK', qty_value: 1, qty_unit: 'L' },
      { name: 'BUTTER', qty_value: 100, qty_unit: 'g' },
    ],
    servingsize_auto: true,
    saleprice: 6,
  },
] as CatalogueItem[]);

const SEED: SeedRecord[] = [
  ...ITEMS.map((doc) => ({ kind: 'item', key: doc.foodkey, doc })),
  { kind: 'supplier', key: 'MILL CO', doc: { skey: 'MILL CO', type: 'supplier', name: 'Mill Co' } },
  {
    kind: 'supplier',
    key: 'DAIRY CO',
    doc: { skey: 'DAIRY CO', type: 'supplier', name: 'Dairy Co' },
  },
];

/** The batch costs the recipe list shows, by recipe name. */
async function batchCosts(recipes: RecipeScreens): Promise<Record<string, string | null>> {
  return {
    Loaf: await recipes.rowFigure('Loaf', 'batch-cost').textContent(),
    Shortbread: await recipes.rowFigure('Shortbread', 'batch-cost').textContent(),
    Custard: await recipes.rowFigure('Custard', 'batch-cost').textContent(),
  };
}

const BEFORE = { Loaf: '$1.2000', Shortbread: '$2.6000', Custard: '$1.8000' };
const AFTER = { Loaf: '$1.2000', Shortbread: '$3.0000', Custard: '$2.1600' };

describe('costing editor journey (operations-model §8)', () => {
  const laptop = useBrowser();
  const tablet = useBrowser();

  it('+20% on one supplier moves its recipes on screen at once; Discard writes nothing; Apply saves and a second device sees it', async () => {
    const page = await fastSyncPage(laptop);
    await signUpWithVenue(page, { account, venue: { name: 'Costing Bakery' } });
    await pushRecords(baseURL(), await sessionOf(page), SEED);
    const recipes = new RecipeScreens(page);
    await recipes.openList();
    await page.getByText('3 of 3 recipes', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await batchCosts(recipes)).toEqual(BEFORE);

    // +20% on the dairy: each keystroke redraws the affected recipes, nothing saved.
    const editor = new CostingEditorScreens(page);
    await editor.open();
    expect(await editor.emptyState().textContent()).toContain(
      'Nothing is saved until you press Apply',
    );
    await editor.chooseSupplier(1, 'Dairy Co');
    await editor.typePercent(1, '2');
    await expect
      .poll(() => editor.figure('SHORTBREAD', 'cost-after').textContent())
      .toBe('$2.6400');
    await editor.typePercent(1, '0');
    await expect
      .poll(() => editor.figure('SHORTBREAD', 'cost-after').textContent())
      .toBe('$3.0000');
    expect(await editor.shownRecipes()).toEqual(['SHORTBREAD', 'CUSTARD']);
    expect(await editor.figure('SHORTBREAD', 'cost-before').textContent()).toBe('$2.6000');
    expect(await editor.figure('SHORTBREAD', 'cost-delta').textContent()).toBe('+$0.4000');
    expect(await editor.figure('SHORTBREAD', 'food-cost-before').textContent()).toBe('26.0%');
    expect(await editor.figure('SHORTBREAD', 'food-cost-after').textContent()).toBe('30.0%');
    expect(await editor.figure('CUSTARD', 'cost-after').textContent()).toBe('$2.1600');
    expect(await editor.figure('CUSTARD', 'serving-delta').textContent()).toBe('+$0.3600');
    expect(await editor.figure('CUSTARD', 'food-cost-delta').textContent()).toBe('+6.0 pts');
    expect(await editor.summary().textContent()).toBe('2 items change price, 2 recipes affected');
    await screenshot(page, 'costing-editor-dairy-plus-20');

    // Discard: the editor is empty again and the recipes cost what they did.
    await editor.discard();
    expect(await editor.rows().count()).toBe(0);
    expect(await editor.percent(1).inputValue()).toBe('');
    await recipes.openList();
    expect(await batchCosts(recipes)).toEqual(BEFORE);

    // Apply: one confirmation naming the items and recipes, then the new costs everywhere.
    await editor.open();
    await editor.chooseSupplier(1, 'Dairy Co');
    await editor.typePercent(1, '+20');
    await expect.poll(() => editor.figure('CUSTARD', 'cost-after').textContent()).toBe('$2.1600');
    const question = await editor.apply();
    expect(question).toContain('new purchase price of 2 items?');
    expect(question).toContain('2 recipes are re-costed');
    await page.getByText('2 items saved, 2 recipes re-costed').waitFor();
    await recipes.openList();
    await expect.poll(() => batchCosts(recipes)).toEqual(AFTER);

    // The second device, once synced, shows the new costs.
    const other = await fastSyncPage(tablet);
    await signInToDashboard(other, account);
    const otherRecipes = new RecipeScreens(other);
    await otherRecipes.openList();
    await expect
      .poll(() => batchCosts(otherRecipes).catch(() => null), { timeout: 30_000 })
      .toEqual(AFTER);
  }, 180_000);
});

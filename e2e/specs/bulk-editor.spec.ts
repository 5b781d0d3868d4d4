import { describe, expect, it } from 'vitest';
import { AppShell } from '../page-models/app-shell.js';
import { BulkEditorScreens } from '../page-models/bulk-editor-screens.js';
import type { ProviderAccount } from '../page-models/identity-provider.js';
import { IngredientScreens } from '../page-models/ingredient-screens.js';
import { RecipeScreens } from '../page-models/recipe-screens.js';
import { signUpWithVenue } from '../page-models/sign-in-flows.js';
import { screenshot, useBrowser } from '../support/harness.js';
import { uniqueEmail } from '../support/unique-email.js';

const account: ProviderAccount = {
  name: 'Bulk Chef',
  email: uniqueEmail('bulk'),
  password: 'bulk chef password',
};

const COUNT = 50;
const pad = (i: number) => String(i + 1).padStart(2, '0');
/** Item 01 .. Item 50: 1 kg at 10, 11, ... */
const seedLines = Array.from({ length: COUNT }, (_, i) => [
  `Item ${pad(i)}`,
  'Fresh Co',
  `C-${pad(i)}`,
  String(10 + i),
  '1',
  'kg',
  '100',
  'Dry goods',
  'Pantry',
]);
/** The new price column: 20, 22, 24, ... a kg. */
const newPrice = (i: number) => 20 + 2 * i;
const perGram = (price: number) => `$${(price / 1000).toFixed(4)}`;

/**
 * The bulk ingredient list editor (issue item 8): 50 ingredients pasted in as new rows,
 * a 50-row price column pasted over them, one save that re-costs the recipe using one of
 * them, and the new prices and costs still there after a reload.
 */
describe('bulk editor journey', () => {
  const browser = useBrowser();

  it('adds 50 ingredients, edits 50 prices in the grid, saves once and keeps them after a reload', async () => {
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await browser.page();
    await signUpWithVenue(page, { account, venue: { name: 'Bulk Bistro' } });

    const bulk = new BulkEditorScreens(page);
    const status = new AppShell(page).statusBar();
    await bulk.open();
    await page.getByTestId('bulk-empty').waitFor();
    await bulk.addRow();
    await bulk.paste(0, 'name', seedLines);
    await expect.poll(() => bulk.unsaved().textContent()).toBe(`${COUNT} unsaved changes`);
    expect(await bulk.cellText(0, 'gramcost')).toBe('$0.0100');
    await bulk.save();
    await expect
      .poll(() => status.textContent(), { timeout: 10_000 })
      .toContain(`${COUNT} ingredients saved, 0 recipes re-costed`);
    await expect.poll(() => bulk.unsaved().textContent()).toBe('No unsaved changes');

    // A recipe using Item 01: 0.5 kg at 10 a kg.
    const recipes = new RecipeScreens(page);
    await recipes.add({ name: 'Stew', lines: [{ item: 'Item 01', qty: 0.5, unit: 'kg' }] });
    expect(await recipes.figure('batch-cost').textContent()).toBe('$5.0000');

    await bulk.open();
    expect(await bulk.cellText(0, 'purchaseprice')).toBe('10');
    expect(await bulk.cellText(0, 'code')).toBe('C-01');
    await bulk.paste(
      0,
      'purchaseprice',
      Array.from({ length: COUNT }, (_, i) => [String(newPrice(i))]),
    );
    await expect.poll(() => bulk.unsaved().textContent()).toBe(`${COUNT} unsaved changes`);
    expect(await bulk.cellText(0, 'gramcost')).toBe(perGram(newPrice(0)));
    await screenshot(page, 'bulk-editor-50-changes');
    const started = Date.now();
    await bulk.save();
    await status.getByText(`${COUNT} ingredients saved, 1 recipe re-costed`).waitFor();
    const saveMs = Date.now() - started;
    await expect.poll(() => bulk.unsaved().textContent()).toBe('No unsaved changes');
    console.log(`save of ${COUNT} rows (click to notification): ${saveMs} ms`);

    await page.reload();
    await bulk.grid().waitFor();
    await expect.poll(async () => (await bulk.readRows(['name'])).length).toBe(COUNT);
    expect(await bulk.readRows(['name', 'purchaseprice', 'gramcost'])).toEqual(
      Array.from({ length: COUNT }, (_, i) => ({
        name: `Item ${pad(i)}`,
        purchaseprice: String(newPrice(i)),
        gramcost: perGram(newPrice(i)),
      })),
    );
    expect(await bulk.unsaved().textContent()).toBe('No unsaved changes');

    // The ingredient's own page shows the saved cost too.
    const ingredients = new IngredientScreens(page);
    await page.goto(`/ingredients/${encodeURIComponent('ITEM 50')}`);
    await page.getByTestId('ingredient-detail').waitFor();
    expect(await ingredients.unitCost('gram').textContent()).toBe(perGram(newPrice(COUNT - 1)));
    await recipes.open('Stew');
    expect(await recipes.figure('batch-cost').textContent()).toBe('$10.0000');
  }, 120_000);
});

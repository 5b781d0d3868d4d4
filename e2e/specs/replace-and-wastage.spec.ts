import { describe, expect, it } from 'vitest';
import type { ProviderAccount } from '../page-models/identity-provider.js';
import { IngredientScreens } from '../page-models/ingredient-screens.js';
import { RecipeScreens } from '../page-models/recipe-screens.js';
import { signInToDashboard, signUpWithVenue } from '../page-models/sign-in-flows.js';
import { fastSyncPage, screenshot, useBrowser } from '../support/harness.js';
import { uniqueEmail } from '../support/unique-email.js';

const account: ProviderAccount = {
  name: 'Replace Cook',
  email: uniqueEmail('replace'),
  password: 'replace one flour by another',
};

/**
 * Replacing an ingredient (product spec §4: every recipe using it is updated, then the old
 * one is soft-deleted) and recording wastage (costing-model §7: the value of the wasted
 * quantity at the item's current cost), on one device, then seen on a second one.
 *
 * Flour: 25 kg at 30.00 = $1.2000 / kg; Plain flour: 25 kg at 20.00 = $0.8000 / kg.
 * Bread: 500 g flour, 100 g servings: $0.6000; with Plain flour 500 g x 0.0008 = $0.4000.
 * Wastage of 2 kg of Plain flour: 2 x 0.8000 = $1.6000.
 */
describe('replacing an ingredient and recording wastage', () => {
  const laptop = useBrowser();
  const tablet = useBrowser();

  it('re-points and re-costs the recipe, deletes the old ingredient, values the wastage, and syncs it', async () => {
    const a = await fastSyncPage(laptop);
    await signUpWithVenue(a, { account, venue: { name: 'Replace Bakery' } });
    const ingredients = new IngredientScreens(a);
    await ingredients.add({ name: 'Flour', price: 30, qty: 25, unit: 'kg' });
    await ingredients.add({ name: 'Plain flour', price: 20, qty: 25, unit: 'kg' });
    const recipes = new RecipeScreens(a);
    await recipes.add({
      name: 'Bread',
      lines: [{ item: 'Flour', qty: 500, unit: 'g' }],
      servingGrams: 100,
    });
    expect(await recipes.recipeCost().textContent()).toBe('$0.6000');

    await ingredients.open('Flour');
    await ingredients.replaceWith('Plain flour');
    expect(new URL(a.url()).pathname).toBe(`/ingredients/${encodeURIComponent('PLAIN FLOUR')}`);

    const value = await ingredients.recordWastage(2, 'kg');
    expect(value).toBe('Value: $1.6000');
    const [row] = await ingredients.wastageRows();
    expect(row?.slice(1, 4)).toEqual(['2 kg', '—', '$1.6000']);
    await screenshot(a, 'replace-and-wastage');

    await recipes.open('Bread');
    expect(await recipes.lineQuantities()).toEqual(['500 g']);
    expect(
      await a.getByTestId('recipe-detail').getByRole('link', { name: 'Plain flour' }).count(),
    ).toBe(1);
    expect(await recipes.recipeCost().textContent()).toBe('$0.4000');
    await ingredients.openList();
    await expect.poll(() => ingredients.rows().allTextContents()).toHaveLength(1);

    // A second device of the same user sees the replacement, the deletion and the wastage.
    const b = await fastSyncPage(tablet);
    await signInToDashboard(b, account);
    const ingredientsB = new IngredientScreens(b);
    await ingredientsB.openList();
    await expect.poll(() => ingredientsB.rows().count(), { timeout: 30_000 }).toBe(1);
    expect(await ingredientsB.costOf('Plain flour').textContent()).toBe('$0.8000 / kg');
    const recipesB = new RecipeScreens(b);
    await recipesB.openList();
    await expect
      .poll(() => recipesB.rowFigure('Bread', 'batch-cost').textContent(), { timeout: 30_000 })
      .toBe('$0.4000');
    await ingredientsB.open('Plain flour');
    expect((await ingredientsB.wastageRows())[0]?.slice(1, 4)).toEqual(['2 kg', '—', '$1.6000']);
  }, 120_000);
});

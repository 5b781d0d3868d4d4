import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProviderAccount } from '../page-models/identity-provider.js';
import { IngredientScreens } from '../page-models/ingredient-screens.js';
import { RecipeScreens } from '../page-models/recipe-screens.js';
import { signInToDashboard, signUpWithVenue } from '../page-models/sign-in-flows.js';
import { fastSyncPage, useBrowser, goOffline } from '../support/harness.js';
import { uniqueEmail } from '../support/unique-email.js';

const account: ProviderAccount = {
  name: 'Two Devices Recipe',
  email: uniqueEmail('recipe'),
  password: 'two devices one recipe',
};

/**
 * Two devices of one user edit the same recipes offline (two Chromium profiles). The conflict
 * rule is whole-item last writer wins by hybrid logical clock (sync-and-security-notes §1.3):
 * concurrent edits to different fields of one recipe keep one side, the later one.
 *
 * Flour: 25 kg at 30.00 = $1.2000 / kg; the laptop doubles it to 60.00 = $2.4000 / kg.
 *   Bread: 500 g flour, 100 g servings. The laptop makes it 750 g, then the tablet (later)
 *   writes a note: the tablet's version wins whole, so 500 g with the note, costed with the
 *   laptop's new price: 500 g x 0.0024 = $1.2000, 5 servings at $0.2400.
 *   Pastry: 200 g flour, 100 g servings. The tablet writes a note, then the laptop (later)
 *   makes it 300 g: the laptop's version wins whole, so 300 g and no note:
 *   300 g x 0.0024 = $0.7200, 3 servings at $0.2400.
 */
describe('two devices editing the same recipe', () => {
  const laptop = useBrowser();
  const tablet = useBrowser();

  async function expectConverged(page: Page) {
    const ingredients = new IngredientScreens(page);
    await ingredients.openList();
    await expect
      .poll(() => ingredients.costOf('Flour').textContent(), { timeout: 30_000 })
      .toBe('$2.4000 / kg');

    const recipes = new RecipeScreens(page);
    await recipes.openList();
    await expect
      .poll(() => recipes.rowFigure('Bread', 'batch-cost').textContent(), { timeout: 30_000 })
      .toBe('$1.2000');
    await expect
      .poll(() => recipes.rowFigure('Pastry', 'batch-cost').textContent(), { timeout: 30_000 })
      .toBe('$0.7200');
    expect(await recipes.rowFigure('Bread', 'cost-per-serving').textContent()).toBe('$0.2400');
    expect(await recipes.rowFigure('Pastry', 'cost-per-serving').textContent()).toBe('$0.2400');

    // The tablet's later edit of Bread won whole: its note, the laptop's 750 g is gone.
    await recipes.open('Bread');
    expect(await recipes.lineQuantities()).toEqual(['500 g']);
    expect(await recipes.field('note').textContent()).toBe('Proof overnight');
    expect(await recipes.lineCosts()).toEqual(['$1.2000']);
    expect(await recipes.recipeCost().textContent()).toBe('$1.2000');
    expect(await recipes.figure('servings').textContent()).toBe('5');
    expect(await recipes.figure('cost-per-serving').textContent()).toBe('$0.2400');

    // The laptop's later edit of Pastry won whole: 300 g, the tablet's note is gone.
    await recipes.open('Pastry');
    expect(await recipes.lineQuantities()).toEqual(['300 g']);
    expect(await recipes.field('note').textContent()).toBe('');
    expect(await recipes.lineCosts()).toEqual(['$0.7200']);
    expect(await recipes.recipeCost().textContent()).toBe('$0.7200');
    expect(await recipes.figure('servings').textContent()).toBe('3');
    expect(await recipes.figure('cost-per-serving').textContent()).toBe('$0.2400');

    const text = await page.evaluate(() => document.body.textContent ?? '');
    expect(text).not.toContain('NaN');
  }

  it('converges on the later version of each recipe, costed with the new ingredient price', async () => {
    const a = await fastSyncPage(laptop);
    await signUpWithVenue(a, { account, venue: { name: 'Same Recipe Bistro' } });

    const ingredientsA = new IngredientScreens(a);
    await ingredientsA.add({ name: 'Flour', price: 30, qty: 25, unit: 'kg' });
    const recipesA = new RecipeScreens(a);
    await recipesA.add({
      name: 'Bread',
      lines: [{ item: 'Flour', qty: 500, unit: 'g' }],
      servingGrams: 100,
    });
    expect(await recipesA.recipeCost().textContent()).toBe('$0.6000');
    await recipesA.add({
      name: 'Pastry',
      lines: [{ item: 'Flour', qty: 200, unit: 'g' }],
      servingGrams: 100,
    });
    expect(await recipesA.recipeCost().textContent()).toBe('$0.2400');

    const b = await fastSyncPage(tablet);
    await signInToDashboard(b, account);
    const recipesB = new RecipeScreens(b);
    await recipesB.openList();
    await expect.poll(() => recipesB.rows().count(), { timeout: 20_000 }).toBe(2);
    expect(await recipesB.rowFigure('Bread', 'batch-cost').textContent()).toBe('$0.6000');
    expect(await recipesB.rowFigure('Pastry', 'batch-cost').textContent()).toBe('$0.2400');

    // Both offline. Each step is a later clock than the one before it.
    await goOffline(laptop);
    await goOffline(tablet);
    await ingredientsA.changePrice('Flour', 60);
    await recipesA.editRecipeLine('Bread', 1, 750);
    expect(await recipesA.recipeCost().textContent()).toBe('$1.8000');
    await recipesB.editNote('Bread', 'Proof overnight');
    expect(await recipesB.recipeCost().textContent()).toBe('$0.6000');
    await recipesB.editNote('Pastry', 'Keep chilled');
    await recipesA.editRecipeLine('Pastry', 1, 300);
    expect(await recipesA.recipeCost().textContent()).toBe('$0.7200');

    // Offline, each device shows only its own edits.
    await recipesB.open('Bread');
    expect(await recipesB.lineQuantities()).toEqual(['500 g']);
    expect(await recipesB.recipeCost().textContent()).toBe('$0.6000');
    await recipesA.open('Bread');
    expect(await recipesA.lineQuantities()).toEqual(['750 g']);
    expect(await recipesA.field('note').textContent()).toBe('');

    // Back online: within a few sync cycles both devices show the same figures.
    await laptop.context.setOffline(false);
    await tablet.context.setOffline(false);
    await expectConverged(a);
    await expectConverged(b);
    // Two profiles, eight saves and the sync cycles take longer than a journey's default.
  }, 180_000);
});

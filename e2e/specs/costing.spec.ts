import { describe, expect, it } from 'vitest';
import { AppShell } from '../page-models/app-shell.js';
import type { ProviderAccount } from '../page-models/identity-provider.js';
import { IngredientScreens } from '../page-models/ingredient-screens.js';
import { RecipeScreens } from '../page-models/recipe-screens.js';
import { signUpWithVenue } from '../page-models/sign-in-flows.js';
import { useBrowser } from '../support/harness.js';
import { uniqueEmail } from '../support/unique-email.js';

const account: ProviderAccount = {
  name: 'Costing Chef',
  email: uniqueEmail('costing'),
  password: 'costing chef password',
};

/**
 * Costing from ingredient to nested recipe (costing-model.md §2, §4, §5, §6), in the browser.
 * Flour is the worked example of §2: a 25 kg bag at 30.00, yield 100, 1 cup = 125 g, so
 * 0.0012 a gram and 0.000625 a mL.
 *   Crumb mix: 2 cup flour = 480 mL = 250 g: $0.3000; 50 g servings: 5 at $0.0600.
 *   Pie: 0.5 kg flour ($0.6000) + 1 each (one batch) of crumb mix ($0.3000) = $0.9000 for
 *   750 g; 150 g servings: 5 at $0.1800.
 * At 60.00 a bag every cost doubles.
 */
describe('costing journey', () => {
  const browser = useBrowser();

  it('costs an ingredient, a sub-recipe and a recipe, and re-costs both on a price change', async () => {
    const page = await browser.page();
    await signUpWithVenue(page, { account, venue: { name: 'Costing Bistro' } });

    const ingredients = new IngredientScreens(page);
    await ingredients.add({
      name: 'Flour',
      price: 30,
      qty: 1,
      unit: 'bag',
      packages: [{ qty: 25, unit: 'kg' }],
      yieldPercent: 100,
      conversion: { volume: 1, volumeUnit: 'cup', weight: 125, weightUnit: 'g' },
    });
    await page.getByTestId('ingredient-detail').waitFor();
    expect(await ingredients.unitCost('gram').textContent()).toBe('$0.0012');
    expect(await ingredients.unitCost('ml').textContent()).toBe('$0.0006');
    expect(await ingredients.unitCost('each').textContent()).toBe('—');

    const recipes = new RecipeScreens(page);
    await recipes.add({
      name: 'Crumb mix',
      lines: [{ item: 'Flour', qty: 2, unit: 'cup' }],
      servingGrams: 50,
    });
    expect(await recipes.lineCosts()).toEqual(['$0.3000']);
    expect(await recipes.figure('batch-cost').textContent()).toBe('$0.3000');
    expect(await recipes.figure('batch-weight').textContent()).toBe('250 g');
    expect(await recipes.figure('servings').textContent()).toBe('5');
    expect(await recipes.figure('cost-per-serving').textContent()).toBe('$0.0600');
    expect(await recipes.figure('cost-per-g').textContent()).toBe('$0.0012');
    expect(await recipes.figure('cost-per-ml').textContent()).toBe('$0.0006');

    await recipes.add({
      name: 'Pie',
      lines: [
        { item: 'Flour', qty: 0.5, unit: 'kg' },
        { item: 'Crumb mix', qty: 1, unit: 'each' },
      ],
      servingGrams: 150,
    });
    expect(await recipes.lineCosts()).toEqual(['$0.6000', '$0.3000']);
    expect(await recipes.figure('batch-cost').textContent()).toBe('$0.9000');
    expect(await recipes.figure('batch-weight').textContent()).toBe('750 g');
    expect(await recipes.figure('servings').textContent()).toBe('5');
    expect(await recipes.figure('cost-per-serving').textContent()).toBe('$0.1800');

    await recipes.openList();
    expect(await recipes.rowFigure('Crumb mix', 'batch-cost').textContent()).toBe('$0.3000');
    expect(await recipes.rowFigure('Pie', 'batch-cost').textContent()).toBe('$0.9000');

    // The flour doubles in price: both recipes are re-costed and announced.
    await ingredients.changePrice('Flour', 60);
    const status = new AppShell(page).statusBar();
    await expect
      .poll(() => status.textContent(), { timeout: 2_500 })
      .toContain('Recipe - Crumb mix updated');
    expect(await status.textContent()).toContain('Recipe - Pie updated');
    expect(await ingredients.unitCost('gram').textContent()).toBe('$0.0024');

    await recipes.openList();
    expect(await recipes.rowFigure('Crumb mix', 'batch-cost').textContent()).toBe('$0.6000');
    expect(await recipes.rowFigure('Crumb mix', 'cost-per-serving').textContent()).toBe('$0.1200');
    expect(await recipes.rowFigure('Pie', 'batch-cost').textContent()).toBe('$1.8000');
    expect(await recipes.rowFigure('Pie', 'cost-per-serving').textContent()).toBe('$0.3600');

    await recipes.open('Pie');
    expect(await recipes.lineCosts()).toEqual(['$1.2000', '$0.6000']);
    expect(await recipes.figure('batch-cost').textContent()).toBe('$1.8000');
    const pageText = await page.evaluate(() => document.body.textContent ?? '');
    expect(pageText).not.toContain('NaN');
  });
});

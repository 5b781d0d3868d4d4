import { describe, expect, it } from 'vitest';
import type { ProviderAccount } from '../page-models/identity-provider.js';
import { IngredientScreens } from '../page-models/ingredient-screens.js';
import { MenuPricingScreens } from '../page-models/menu-pricing-screens.js';
import { RecipeScreens } from '../page-models/recipe-screens.js';
import { signUpWithVenue } from '../page-models/sign-in-flows.js';
import { screenshot, useBrowser } from '../support/harness.js';
import { uniqueEmail } from '../support/unique-email.js';

const account: ProviderAccount = {
  name: 'Pricing Chef',
  email: uniqueEmail('menu-pricing'),
  password: 'pricing chef password',
};

/**
 * Menu pricing in the browser (operations-model §7, §10), worked out:
 * Beef: 1 kg at 20.00, 0.02 a gram.
 *   Steak: 250 g beef in one 250 g serving: 5.00 a serving.
 *   Burger: 150 g beef in one 150 g serving: 3.00 a serving.
 * No tax; target food cost 30 %; suggested prices end in .95.
 *   Steak at 18.00: food cost 5 / 18 = 27.8 %; suggested 5 / 0.30 = 16.67 -> 16.95.
 *   Burger at 9.00: 33.3 %, over the target; at 12.00: 25.0 %; suggested 3 / 0.30 = 10.00 -> 10.95.
 */
describe('menu pricing journey', () => {
  const browser = useBrowser();

  it('sets sale prices in the recipe form, edits one in place, uses the suggested prices for all and undoes it', async () => {
    const page = await browser.page();
    await signUpWithVenue(page, { account, venue: { name: 'Grill House' } });
    const pricing = new MenuPricingScreens(page);
    await pricing.setPricingSettings({ ending: '.95', target: 30 });

    await new IngredientScreens(page).add({ name: 'Beef', price: 20, qty: 1, unit: 'kg' });
    await page.getByTestId('ingredient-detail').waitFor();
    const recipes = new RecipeScreens(page);
    await recipes.add({
      name: 'Steak',
      lines: [{ item: 'Beef', qty: 250, unit: 'g' }],
      servingGrams: 250,
    });
    expect(await recipes.figure('cost-per-serving').textContent()).toBe('$5.0000');
    await recipes.add({
      name: 'Burger',
      lines: [{ item: 'Beef', qty: 150, unit: 'g' }],
      servingGrams: 150,
    });

    // The selling price, typed in the recipe form, and its figures on the recipe's page.
    await pricing.setSalePrice('Steak', 18);
    expect(await pricing.recipeFigure('sale-price').textContent()).toBe('$18.00');
    expect(await pricing.recipeFigure('food-cost').textContent()).toBe('27.8%');
    expect(await pricing.recipeFigure('suggested-price').textContent()).toBe('$16.95');
    await pricing.setSalePrice('Burger', 9);
    expect(await pricing.recipeFigure('food-cost').textContent()).toBe('33.3%');
    await screenshot(page, 'menu-pricing-recipe');

    // The Default Menu's pricing table: the burger is over the target and says so.
    await pricing.open();
    expect(await pricing.figure('Steak', 'cost').textContent()).toBe('$5.0000');
    expect(await pricing.figure('Steak', 'food-cost').textContent()).toBe('27.8%');
    expect(await pricing.figure('Burger', 'food-cost').textContent()).toBe('33.3%');
    expect(await pricing.overTarget('Burger').textContent()).toBe('over target');
    expect(await pricing.overTarget('Steak').count()).toBe(0);

    // A price of 0 is refused on the cell; 12.00 is saved with Enter.
    await pricing.editPrice('Burger', '0');
    await pricing.row('Burger').getByText('Burger: Sale price must be above 0').waitFor();
    await screenshot(page, 'menu-pricing-table');
    await pricing.editPrice('Burger', '12');
    await expect.poll(() => pricing.figure('Burger', 'food-cost').textContent()).toBe('25.0%');
    expect(await pricing.overTarget('Burger').count()).toBe(0);

    // Suggested prices for all, then Undo: both prices come back.
    await pricing.useSuggestedForAll();
    await expect.poll(() => pricing.salePrice('Steak').inputValue()).toBe('16.95');
    expect(await pricing.salePrice('Burger').inputValue()).toBe('10.95');
    expect(await pricing.figure('Burger', 'suggested').textContent()).toBe('$10.95');
    await pricing.undo('Suggested prices used for 2 dishes');
    await expect.poll(() => pricing.salePrice('Steak').inputValue()).toBe('18.00');
    expect(await pricing.salePrice('Burger').inputValue()).toBe('12.00');

    // Stored on the device: the prices are the same after a reload.
    await page.reload();
    await pricing.table().waitFor();
    expect(await pricing.salePrice('Steak').inputValue()).toBe('18.00');
    expect(await pricing.salePrice('Burger').inputValue()).toBe('12.00');
  });
});

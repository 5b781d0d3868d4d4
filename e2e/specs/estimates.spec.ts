import { describe, expect, it } from 'vitest';
import { EstimateScreens } from '../page-models/estimate-screens.js';
import { EventMenuLines } from '../page-models/event-menu-lines.js';
import type { ProviderAccount } from '../page-models/identity-provider.js';
import { IngredientScreens } from '../page-models/ingredient-screens.js';
import { PlannerScreens } from '../page-models/planner-screens.js';
import { RecipeScreens } from '../page-models/recipe-screens.js';
import { signUpWithVenue } from '../page-models/sign-in-flows.js';
import { fastSyncPage, useBrowser } from '../support/harness.js';
import { readPdf } from '../support/pdf-text.js';
import { uniqueEmail } from '../support/unique-email.js';

const account: ProviderAccount = {
  name: 'Estimate Chef',
  email: uniqueEmail('estimates'),
  password: 'estimate chef password',
};

const VENUE = 'Quote Bistro';

/**
 * The estimate for an event (operations-model §5, §6), in the browser, worked out:
 * Flour: a 25 kg bag at 30.00, 0.0012 a gram.
 *   Bread: 500 g flour (0.60) in 100 g servings: 5 at 0.12.
 *   Scones: 250 g flour (0.30) in 50 g servings: 5 at 0.06.
 * A wedding for 80 guests: bread 1 per guest (80) and 40 scones in total.
 *   Bread at a typed 2.50 a serving: 200.00; scones at cost / 30% food cost = 0.20: 8.00;
 *   staff 150.00: subtotal 358.00; 10% discount 35.80: net 322.20; 10% tax 32.22:
 *   gross 354.42. Cost 80 x 0.12 + 40 x 0.06 = 12.00.
 */
const GROSS = '$354.42';

describe('estimates journey', () => {
  const browser = useBrowser();

  it('(b) prices an event, saves it, and downloads its PDF and prints it with the right total', async () => {
    const page = await fastSyncPage(browser);
    await signUpWithVenue(page, { account, venue: { name: VENUE } });

    await new IngredientScreens(page).add({
      name: 'Flour',
      price: 30,
      qty: 1,
      unit: 'bag',
      packages: [{ qty: 25, unit: 'kg' }],
      yieldPercent: 100,
    });
    await page.getByTestId('ingredient-detail').waitFor();
    const recipes = new RecipeScreens(page);
    await recipes.add({
      name: 'Bread',
      lines: [{ item: 'Flour', qty: 500, unit: 'g' }],
      servingGrams: 100,
    });
    expect(await recipes.figure('cost-per-serving').textContent()).toBe('$0.1200');
    await recipes.add({
      name: 'Scones',
      lines: [{ item: 'Flour', qty: 250, unit: 'g' }],
      servingGrams: 50,
    });
    expect(await recipes.figure('cost-per-serving').textContent()).toBe('$0.0600');

    // The event, planned on the 15th of this month, with its menu.
    const planner = new PlannerScreens(page);
    await planner.open();
    const day = await page.evaluate(() => {
      const now = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-15`;
    });
    await planner.clickDay(day);
    const menu = new EventMenuLines(page);
    await planner.field(/^Name/).fill('Wedding');
    await planner.field('Type').selectOption('wedding');
    await planner.field(/^Guests/).fill('80');
    await menu.add({ recipe: 'Bread', perGuest: 1 }, 1);
    await menu.add({ recipe: 'Scones', total: 40 }, 2);
    await planner.save();
    await planner.openEvent('Wedding');

    // Its estimate: the event's name, date and menu, priced.
    await menu.startEstimate();
    const estimates = new EstimateScreens(page);
    await estimates.form().waitFor();
    expect(await estimates.field(/^Title/).inputValue()).toBe('Wedding');
    expect(await estimates.field(/^Date/).inputValue()).toBe(day);
    expect(await estimates.field('Line 1 servings').inputValue()).toBe('80');
    expect(await estimates.field('Line 2 servings').inputValue()).toBe('40');
    await expect.poll(() => estimates.total('subtotal').textContent()).toBe('$40.00');

    await estimates.field('Line 1 price').fill('2.5');
    await estimates.addExtra('Staff', 150, 1);
    await estimates.field('Discount kind').selectOption('percent');
    await estimates.field('Discount').fill('10');
    await estimates.field('Tax %').fill('10');
    await expect.poll(() => estimates.total('gross').textContent()).toBe(GROSS);
    expect(await estimates.total('cost').textContent()).toBe('$12.00');
    expect(await estimates.total('net').textContent()).toBe('$322.20');
    await estimates.save();

    // The server numbers it once it is synced.
    await expect
      .poll(() => estimates.number().textContent(), { timeout: 30_000 })
      .toBe('Estimate 1');

    const { bytes, name } = await estimates.downloadPdf('A4');
    expect(name).toBe('estimate-1-wedding.pdf');
    const pdf = await readPdf(bytes);
    expect(pdf).toHaveLength(1);
    expect(pdf[0]!.width).toBeCloseTo(595.28, 1);
    for (const text of [VENUE, 'Estimate 1', 'Wedding', 'Bread', 'Scones', 'Staff', GROSS]) {
      expect(pdf[0]!.text, text).toContain(text);
    }

    // Printed (print stylesheet) on A4 and on Letter: one page with the total, no app chrome.
    for (const format of ['A4', 'Letter'] as const) {
      const printed = await readPdf(await page.pdf({ format, printBackground: true }));
      expect(printed, format).toHaveLength(1);
      const text = printed[0]!.text;
      expect(text, format).toContain(GROSS);
      expect(text, format).toContain('Estimate 1');
      expect(text, format).toContain(VENUE);
      for (const chrome of ['Dashboard', 'Ingredients', 'Download PDF', 'Save']) {
        expect(text, `${format}: ${chrome}`).not.toContain(chrome);
      }
    }

    // The list shows it with its number and total.
    await page.getByRole('link', { name: 'Estimates', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/estimates');
    const row = page.getByTestId('estimate-row').filter({ hasText: 'Wedding' });
    await expect.poll(() => row.getByTestId('estimate-gross').textContent()).toBe(GROSS);
    expect(await row.getByRole('link').textContent()).toBe('Estimate 1');
  }, 180_000); // two recipes, an event and an estimate through the screens, then a sync
});

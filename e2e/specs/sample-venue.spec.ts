import { describe, expect, it } from 'vitest';
import { AppShell } from '../page-models/app-shell.js';
import type { ProviderAccount } from '../page-models/identity-provider.js';
import { IngredientImage } from '../page-models/ingredient-image.js';
import { IngredientScreens } from '../page-models/ingredient-screens.js';
import { LanguageChoice } from '../page-models/language-choice.js';
import { LabelScreens } from '../page-models/label-screens.js';
import { PlannerScreens } from '../page-models/planner-screens.js';
import { RecipeScreens } from '../page-models/recipe-screens.js';
import { SampleVenueScreens } from '../page-models/sample-venue-screens.js';
import { signUpToVenueAdd } from '../page-models/sign-in-flows.js';
import { SignedInApp } from '../page-models/signed-in-app.js';
import { baseURL, screenshot, useBrowser } from '../support/harness.js';
import { pulledCounts } from '../support/pulled-records.js';
import { sessionOf } from '../support/push-records.js';
import { uniqueEmail } from '../support/unique-email.js';

const account: ProviderAccount = {
  name: 'Sample Cook',
  email: uniqueEmail('sample'),
  password: 'sample cook password',
};

/**
 * What each screen of the side bar shows of the sample venue (long lists draw only the rows in
 * view: the first by name).
 */
const SHOWS: Readonly<Record<string, string>> = {
  Dashboard: 'Steak frites',
  Ingredients: 'Aged cheddar',
  Recipes: 'Apple tarte tatin',
  'Packaging items': 'Dessert jar, 4 oz, with lid',
  Suppliers: 'Green Valley Produce',
  Menus: 'Lunch',
  Planner: 'Okafor anniversary dinner',
  Estimates: 'Northwind team lunch',
  'Menu pricing': 'Pan-seared salmon',
  Inventory: 'Weekly count',
  Categories: 'Walk-in cooler',
};

describe('the sample venue journey', () => {
  const browser = useBrowser();

  it('a new cook tries the sample venue, opens every screen without an error, prints a label and reads the dashboard in French', async () => {
    const page = await browser.page();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signUpToVenueAdd(page, account);
    const shell = new AppShell(page).watchForProblems();
    const sample = new SampleVenueScreens(page);
    await screenshot(page, 'sample-venue-add');

    // One click: the venue is created, filled and opened, with progress meanwhile.
    await sample.trySampleVenue();
    await sample.progress().waitFor();
    await page.waitForURL((url) => url.pathname === '/dash', { timeout: 60_000 });
    expect(await new SignedInApp(page).currentVenueName().textContent()).toBe('Sample Bistro');
    await expect.poll(() => sample.count('ingredients')).toBe('Ingredients: 60');
    expect(await sample.count('recipes')).toBe('Recipes: 15');
    expect(await sample.count('packaging')).toBe('Packaging items: 4');
    expect(await sample.count('suppliers')).toBe('Suppliers: 4');
    expect(await sample.count('menus')).toBe('Menus: 2');
    expect(await sample.foodCostDishes().count()).toBe(10);
    expect(await sample.wastageValue().textContent()).toMatch(/^\$[1-9]\d*\.\d{4}$/);
    await screenshot(page, 'sample-venue-dashboard');

    // The sync worker pushed all of it: the server holds what another device would pull.
    const session = await sessionOf(page);
    await expect
      .poll(() => pulledCounts(baseURL(), session), { timeout: 30_000 })
      .toMatchObject({
        item: 79,
        supplier: 4,
        menu: 2,
        event: 4,
        estimate: 1,
        'estimate-number': 1,
        'prep-list': 1,
        'stock-count': 2,
        'sales-count': 2,
      });

    // Every screen of the side bar shows the venue's records.
    const labels = await sample.sideBarLabels();
    expect(labels).toEqual(expect.arrayContaining(Object.keys(SHOWS)));
    for (const label of labels) {
      await sample.openFromSideBar(label);
      expect(await sample.noVenue().count(), label).toBe(0);
      if (SHOWS[label]) {
        await expect.poll(() => sample.mainText(), { message: label }).toContain(SHOWS[label]);
      }
    }
    await sample.openFromSideBar('Inventory');
    await expect.poll(() => sample.countRows().count()).toBe(2);

    // The kitchen screens: an event, its estimate, the prep and order lists.
    const planner = new PlannerScreens(page);
    await planner.open();
    await planner.openEvent('Okafor anniversary dinner');
    await sample.openFromSideBar('Estimates');
    await sample.openEstimate('Northwind team lunch');
    // Numbered by the server; 24 Caesar salads at the sale price of 8.00.
    await expect.poll(() => sample.mainText()).toContain('ESTIMATE 1');
    expect(await sample.mainText()).toContain('$192.00');
    for (const path of ['/prep-list', '/order-list']) {
      await shell.goto(path);
      await shell.heading().waitFor();
      expect(await sample.noVenue().count(), path).toBe(0);
    }

    // An ingredient with its sample picture.
    await new IngredientScreens(page).open('Atlantic salmon fillet');
    const images = new IngredientImage(page);
    const picture = await images.picture(images.detailThumbnail());
    expect({ width: picture.width, height: picture.height }).toEqual({ width: 96, height: 96 });
    expect(picture.src).toMatch(/^data:image\/webp;base64,/);

    // A dish's label, complete, printed on its own.
    await new RecipeScreens(page).open('Bistro burger');
    const label = new LabelScreens(page);
    await label.label().waitFor();
    expect(await label.noNutritionStack().count()).toBe(0);
    expect(await label.incompleteMark().count()).toBe(0);
    await label.chooseFormat('us-std');
    expect(await label.labelLines()).toContain('Nutrition Facts');
    await label.startPrint();
    await page.emulateMedia({ media: 'print' });
    expect(await label.printedLabel().isVisible()).toBe(true);
    expect(await label.appRoot().isVisible()).toBe(false);
    await screenshot(page, 'sample-venue-label-print');
    await label.finishPrint();
    await page.emulateMedia({ media: 'screen' });

    // In French: the settings' language choice redraws the app at once, and the dashboard
    // speaks French, its figures written the French Canadian way (12,3456 $).
    await sample.openFromSideBar('Settings');
    const language = new LanguageChoice(page);
    await language.choose('fr');
    await sample.openFromSideBar('Tableau de bord');
    await expect.poll(() => shell.heading().textContent()).toBe('Tableau de bord');
    expect(await language.pageLanguage()).toBe('fr');
    expect(await sample.count('ingredients')).toMatch(/^Ingrédients\s:\s60$/);
    expect(await sample.wastageValue().textContent()).toMatch(/^[1-9][\d\s]*,\d{4}\s\$$/);
    await screenshot(page, 'sample-venue-dashboard-fr');
    // The choice stays on this device: a reload draws French again.
    await page.reload();
    await expect.poll(() => shell.heading().textContent()).toBe('Tableau de bord');
    await sample.openFromSideBar('Paramètres');
    await language.choose('browser');
    await sample.openFromSideBar('Dashboard');

    // Nothing was refused by the server, and nothing went wrong on any page.
    expect(await sample.refusals().count()).toBe(0);
    expect(shell.problems).toEqual([]);
  });
});

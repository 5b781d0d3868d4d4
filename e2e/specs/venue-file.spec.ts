import { strToU8, unzipSync, zipSync, strFromU8 } from 'fflate';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppShell } from '../page-models/app-shell.js';
import type { ProviderAccount } from '../page-models/identity-provider.js';
import { IngredientScreens } from '../page-models/ingredient-screens.js';
import { SampleVenueScreens } from '../page-models/sample-venue-screens.js';
import { signUpToVenueAdd } from '../page-models/sign-in-flows.js';
import { SignedInApp } from '../page-models/signed-in-app.js';
import { VenueFileScreens } from '../page-models/venue-file-screens.js';
import { baseURL, screenshot, useBrowser } from '../support/harness.js';
import { pulledCounts } from '../support/pulled-records.js';
import { sessionOf } from '../support/push-records.js';
import { uniqueEmail } from '../support/unique-email.js';

const account: ProviderAccount = {
  name: 'Venue File Cook',
  email: uniqueEmail('venue-file'),
  password: 'venue file cook password',
};

/** The costs the dashboard and the ingredient list show of the open venue. */
async function shownCosts(files: VenueFileScreens, ingredients: IngredientScreens) {
  await files.page.goto('/dash');
  await files.page.getByTestId('dash-food-cost').waitFor();
  const sample = new SampleVenueScreens(files.page);
  await expect.poll(() => sample.foodCostDishes().count(), { timeout: 30_000 }).toBe(10);
  const foodCost = await files.foodCostText();
  const wastage = await sample.wastageValue().textContent();
  await ingredients.openList();
  await expect.poll(() => ingredients.rows().count()).toBeGreaterThan(10);
  const costs = await ingredients
    .rows()
    .evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));
  return { foodCost, wastage, costs };
}

describe('the venue file journey', () => {
  const browser = useBrowser();

  it('a cook exports the sample venue, imports it as a new venue and sees the same costs', async () => {
    const page = await browser.page();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signUpToVenueAdd(page, account);
    const shell = new AppShell(page).watchForProblems();
    const sample = new SampleVenueScreens(page);
    const files = new VenueFileScreens(page);
    const ingredients = new IngredientScreens(page);

    await sample.trySampleVenue();
    await page.waitForURL((url) => url.pathname === '/dash', { timeout: 60_000 });
    const source = await sessionOf(page);
    const before = await shownCosts(files, ingredients);

    // Export venue and Export workbook on the venue's page.
    await files.openVenuePage(source.venueId);
    await screenshot(page, 'venue-file-export');
    const zip = await files.exportVenueFile();
    expect(zip.name).toMatch(/^sample-bistro-\d{4}-\d{2}-\d{2}\.larder\.zip$/);
    const entries = unzipSync(zip.bytes);
    expect(JSON.parse(strFromU8(entries['venue.json']!))).toMatchObject({
      format: 1,
      venueName: 'Sample Bistro',
      counts: { item: 79, supplier: 4, menu: 2, event: 4, estimate: 1, images: 9 },
    });
    const workbook = await files.exportWorkbook();
    expect(workbook.name).toMatch(/^sample-bistro-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(Object.keys(unzipSync(workbook.bytes))).toContain('xl/workbook.xml');

    // A file from a newer Larder is refused, naming both versions.
    await page.goto('/venue-add');
    const newer = path.join(os.tmpdir(), `larder-newer-${Date.now()}.zip`);
    const manifest = JSON.parse(strFromU8(entries['venue.json']!)) as object;
    await writeFile(
      newer,
      zipSync({ ...entries, 'venue.json': strToU8(JSON.stringify({ ...manifest, format: 2 })) }),
    );
    await files.chooseFile(newer);
    await files.refused().waitFor({ timeout: 30_000 });
    expect(await files.refused().innerText()).toContain(
      'This file was made by a newer version of Larder (venue file format 2). This version reads format 1 and older',
    );

    // Import the file as a new venue, named from the file and renamed.
    await files.chooseFile(zip.path);
    await files.contents().waitFor({ timeout: 30_000 });
    expect(await files.contents().innerText()).toContain('Sample Bistro, exported');
    expect(await files.nameField().inputValue()).toBe('Sample Bistro');
    await files.nameField().fill('Sample Bistro copy');
    await screenshot(page, 'venue-file-import');
    await files.importAsNewVenue();
    await page.waitForURL((url) => url.pathname !== '/venue-add', { timeout: 60_000 });
    expect(await new SignedInApp(page).currentVenueName().textContent()).toBe('Sample Bistro copy');
    const copy = await sessionOf(page);
    expect(copy.venueId).not.toBe(source.venueId);
    await expect
      .poll(() => sample.count('ingredients'), { timeout: 30_000 })
      .toBe('Ingredients: 60');
    expect(await sample.count('recipes')).toBe('Recipes: 15');

    // The same costs on the dashboard and the ingredient list.
    const after = await shownCosts(files, ingredients);
    expect(after).toEqual(before);
    await screenshot(page, 'venue-file-imported-dashboard');

    // The new venue's server holds all of it, its estimate numbered afresh.
    await expect
      .poll(() => pulledCounts(baseURL(), copy), { timeout: 60_000 })
      .toMatchObject({
        item: 79,
        supplier: 4,
        // The category lists, the storage areas and the venue profile.
        settings: 4,
        menu: 2,
        event: 4,
        estimate: 1,
        'estimate-number': 1,
        'prep-list': 1,
        'stock-count': 2,
        'sales-count': 2,
      });
    // The source venue is as it was.
    expect(await pulledCounts(baseURL(), source)).toMatchObject({ item: 79, supplier: 4 });
    // Nothing was refused by the server, and nothing went wrong on any page.
    await page.goto('/dash');
    await page.getByTestId('dash-food-cost').waitFor();
    expect(await sample.refusals().count()).toBe(0);
    expect(shell.problems).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProviderAccount } from '../page-models/identity-provider.js';
import { IngredientScreens } from '../page-models/ingredient-screens.js';
import { MenuPricingScreens } from '../page-models/menu-pricing-screens.js';
import { RecipeScreens } from '../page-models/recipe-screens.js';
import { signUpWithVenue } from '../page-models/sign-in-flows.js';
import { PublicSite, VenueWebsiteScreens } from '../page-models/venue-website-screens.js';
import { chromiumArgs, chromiumPath } from '../support/browser.js';
import { baseURL, fastSyncPage, screenshot, useBrowser } from '../support/harness.js';
import { signedReceipt } from '../support/licence-receipts.js';
import { sessionOf } from '../support/push-records.js';
import { uniqueEmail } from '../support/unique-email.js';

const account: ProviderAccount = {
  name: 'Harbour Cook',
  email: uniqueEmail('website'),
  password: 'harbour cafe website',
};

/** Makes the signed-in cook Pro for one venue: a store pack redeemed as the app would. */
async function redeemPack(token: string): Promise<void> {
  const productId = 'larder.pro.venues.1';
  const receipt = signedReceipt({ source: 'test', productId, transactionId: randomUUID() });
  const res = await fetch(`${baseURL()}/api/licences/redeem`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ source: 'test', productId, receipt }),
  });
  if (!res.ok) throw new Error(`redeem ${res.status}: ${await res.text()}`);
}

/** The sale price of a recipe as the server holds it (what the published sync builds from). */
async function serverSalePrice(
  session: { token: string; venueId: string },
  foodkey: string,
): Promise<unknown> {
  let cursor = '';
  let price: unknown;
  for (;;) {
    const res = await fetch(
      `${baseURL()}/api/sync/v1/venues/${session.venueId}/pull${cursor ? `?cursor=${cursor}` : ''}`,
      { headers: { authorization: `Bearer ${session.token}` } },
    );
    const page = (await res.json()) as {
      rows: { kind: string; key: string; doc?: { saleprice?: unknown } }[];
      cursor: { epoch: string; rev: number };
      hasMore: boolean;
    };
    for (const row of page.rows) {
      if (row.kind === 'item' && row.key === foodkey) price = row.doc?.saleprice;
    }
    if (!page.hasMore) return price;
    cursor = `${page.cursor.epoch}:${page.cursor.rev}`;
  }
}

/**
 * A café owner puts the menu online (product spec §1, §3-§5, §7-§9): makes a dish with gluten
 * and a sale price, becomes Pro, chooses a site tag (a reserved one is refused at once),
 * publishes, and a diner with JavaScript off reads the menu, the price and the allergens and
 * filters out gluten; a price changed in the app reaches the site after the published sync.
 */
describe('venue website journey', () => {
  const browser = useBrowser();

  it('publishes the menu and keeps it in step with the app', async () => {
    const page = await fastSyncPage(browser);
    await signUpWithVenue(page, { account, venue: { name: 'Harbour Café' } });
    const session = await sessionOf(page);
    await redeemPack(session.token);

    const ingredients = new IngredientScreens(page);
    await ingredients.add({ name: 'Flour', price: 30, qty: 25, unit: 'kg' });
    const form = await ingredients.editFromDetail();
    await form.getByLabel('Gluten (cereals)', { exact: true }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    const recipes = new RecipeScreens(page);
    await recipes.add({ name: 'Pancakes', lines: [{ item: 'Flour', qty: 200, unit: 'g' }] });
    const pricing = new MenuPricingScreens(page);
    await pricing.setSalePrice('Pancakes', 8.5);

    const website = new VenueWebsiteScreens(page);
    await website.open(session.venueId);
    await website.typeTag('admin', 'This site tag is taken or reserved. Try another.');
    const tag = `harbour-${randomUUID().slice(0, 8)}`;
    await website.typeTag(tag, 'This site tag is free.');
    await website.saveTag();
    await website.publish('Pancakes by the water');
    expect(await website.siteUrl()).toBe(`${baseURL()}/s/${tag}`);
    await screenshot(page, 'venue-website-settings');

    // A diner, in a fresh browser with JavaScript disabled.
    const diner = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      const context = await diner.newContext({ baseURL: baseURL(), javaScriptEnabled: false });
      const site = new PublicSite(await context.newPage());
      await site.open(`/s/${tag}`);
      expect(await site.heading().textContent()).toBe('Harbour Café');
      expect(await site.page.getByText('Pancakes by the water').count()).toBeGreaterThan(0);
      expect(await site.price('Pancakes').textContent()).toBe('$8.50');
      expect(await site.allergens('Pancakes')).toEqual(['Gluten (cereals)']);
      expect(await site.page.locator('script').count()).toBe(0);
      await screenshot(site.page, 'venue-website-public');
      await site.avoid('Gluten (cereals)');
      expect(site.page.url()).toContain('allergen=gluten');
      expect(await site.dish('Pancakes').count()).toBe(0);
      await site.page.getByText('No dish of this menu is free of the chosen allergens.').waitFor();

      // The price changes in the app; the published venue sync brings it to the site.
      await page.goto('/dash');
      await pricing.setSalePrice('Pancakes', 9.25);
      await expect.poll(() => serverSalePrice(session, 'PANCAKES'), { timeout: 20_000 }).toBe(9.25);
      // The next published venue sync: on the first cycle after the app starts again.
      await page.reload();
      await page
        .getByText('Website data updated with recent changes.')
        .waitFor({ timeout: 30_000 });
      await expect
        .poll(
          async () => {
            await site.open(`/s/${tag}`);
            return site.price('Pancakes').textContent();
          },
          { timeout: 30_000, interval: 1000 },
        )
        .toBe('$9.25');
    } finally {
      await diner.close();
    }
  });
});

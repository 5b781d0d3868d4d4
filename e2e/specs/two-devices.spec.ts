import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdentityProvider, type ProviderAccount } from '../page-models/identity-provider.js';
import { IngredientScreens } from '../page-models/ingredient-screens.js';
import { VenueScreens } from '../page-models/venue-screens.js';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import { baseURL } from '../support/harness.js';

/** The browser setting that shortens the 60 s sync interval in tests only. */
const TEST_SYNC_INTERVAL_KEY = 'larder_test_sync_interval_ms';

const account: ProviderAccount = {
  name: 'Two Devices',
  email: `two.${Date.now()}.${randomBytes(3).toString('hex')}@bistro.example`,
  password: 'two devices one venue',
};

/**
 * Two devices of one user on one venue (two Chromium profiles): both go offline, each
 * edits a different ingredient, and once back online both show both changes.
 */
describe('two devices on one venue', () => {
  let laptop: BrowserSession;
  let tablet: BrowserSession;
  beforeAll(async () => {
    laptop = await openBrowser(baseURL());
    tablet = await openBrowser(baseURL());
  });
  afterAll(async () => {
    await laptop?.close();
    await tablet?.close();
  });

  async function device(session: BrowserSession) {
    const page = await session.context.newPage();
    await page.goto('/');
    await page.evaluate(([key]) => localStorage.setItem(key!, '1000'), [TEST_SYNC_INTERVAL_KEY]);
    return page;
  }

  it('converges after both edit offline', async () => {
    const a = await device(laptop);
    await a.goto('/dash');
    await a.getByRole('button', { name: 'Sign in' }).click();
    const providerA = new IdentityProvider(a);
    await providerA.waitForSignInPage();
    await providerA.signUp(account);
    const venues = new VenueScreens(a);
    await venues.waitForPath('/venue-add');
    await venues.fillAndSubmit({ name: 'Two Device Bistro' });
    await a.waitForURL((url) => url.pathname === '/dash');

    const ingredientsA = new IngredientScreens(a);
    await ingredientsA.add({ name: 'Flour', price: 30, qty: 25, unit: 'kg' });
    await ingredientsA.add({ name: 'Sugar', price: 10, qty: 5, unit: 'kg' });

    const b = await device(tablet);
    await b.goto('/dash');
    await b.getByRole('button', { name: 'Sign in' }).click();
    const providerB = new IdentityProvider(b);
    await providerB.waitForSignInPage();
    await providerB.signIn(account);
    await b.waitForURL((url) => url.pathname === '/dash');
    const ingredientsB = new IngredientScreens(b);
    await ingredientsB.openList();
    await expect.poll(() => ingredientsB.rows().count(), { timeout: 20_000 }).toBe(2);
    expect(await ingredientsB.costOf('Flour').textContent()).toBe('$1.2000 / kg');

    // Both offline; each edits a different ingredient.
    await laptop.context.setOffline(true);
    await tablet.context.setOffline(true);
    await ingredientsA.changePrice('Flour', 60);
    await ingredientsB.changePrice('Sugar', 20);
    await ingredientsA.openList();
    await ingredientsB.openList();
    expect(await ingredientsA.costOf('Sugar').textContent()).toBe('$2.0000 / kg');
    expect(await ingredientsB.costOf('Flour').textContent()).toBe('$1.2000 / kg');

    // Back online: within a few sync cycles both show both edits.
    await laptop.context.setOffline(false);
    await tablet.context.setOffline(false);
    for (const screens of [ingredientsA, ingredientsB]) {
      await expect
        .poll(() => screens.costOf('Flour').textContent(), { timeout: 20_000 })
        .toBe('$2.4000 / kg');
      await expect
        .poll(() => screens.costOf('Sugar').textContent(), { timeout: 20_000 })
        .toBe('$4.0000 / kg');
    }
  });

  it('opens offline after a reload, with the venue and its ingredients from the device', async () => {
    const page = laptop.context.pages().at(-1)!;
    await laptop.context.setOffline(true);
    await page.reload();
    const screens = new IngredientScreens(page);
    await screens.openList();
    await expect.poll(() => screens.rows().count(), { timeout: 20_000 }).toBe(2);
    expect(await screens.costOf('Flour').textContent()).toBe('$2.4000 / kg');
    await laptop.context.setOffline(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { ProviderAccount } from '../page-models/identity-provider.js';
import { IngredientScreens } from '../page-models/ingredient-screens.js';
import { signInToDashboard, signUpWithVenue } from '../page-models/sign-in-flows.js';
import { fastSyncPage, useBrowser, goOffline } from '../support/harness.js';
import { uniqueEmail } from '../support/unique-email.js';

const account: ProviderAccount = {
  name: 'Two Devices',
  email: uniqueEmail('two'),
  password: 'two devices one venue',
};

/**
 * Two devices of one user on one venue (two Chromium profiles): both go offline, each
 * edits a different ingredient, and once back online both show both changes.
 */
describe('two devices on one venue', () => {
  const laptop = useBrowser();
  const tablet = useBrowser();

  it('converges after both edit offline', async () => {
    const a = await fastSyncPage(laptop);
    await signUpWithVenue(a, { account, venue: { name: 'Two Device Bistro' } });

    const ingredientsA = new IngredientScreens(a);
    await ingredientsA.add({ name: 'Flour', price: 30, qty: 25, unit: 'kg' });
    await ingredientsA.add({ name: 'Sugar', price: 10, qty: 5, unit: 'kg' });

    const b = await fastSyncPage(tablet);
    await signInToDashboard(b, account);
    const ingredientsB = new IngredientScreens(b);
    await ingredientsB.openList();
    await expect.poll(() => ingredientsB.rows().count(), { timeout: 20_000 }).toBe(2);
    expect(await ingredientsB.costOf('Flour').textContent()).toBe('$1.2000 / kg');

    // Both offline; each edits a different ingredient.
    await goOffline(laptop);
    await goOffline(tablet);
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
    await goOffline(laptop);
    await page.reload();
    const screens = new IngredientScreens(page);
    await screens.openList();
    await expect.poll(() => screens.rows().count(), { timeout: 20_000 }).toBe(2);
    expect(await screens.costOf('Flour').textContent()).toBe('$2.4000 / kg');
    await laptop.context.setOffline(false);
  });
});

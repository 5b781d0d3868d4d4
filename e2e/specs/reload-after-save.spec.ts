import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProviderAccount } from '../page-models/identity-provider.js';
import { IngredientScreens } from '../page-models/ingredient-screens.js';
import { signUpWithVenue } from '../page-models/sign-in-flows.js';
import { useBrowser } from '../support/harness.js';
import { uniqueEmail } from '../support/unique-email.js';

const account: ProviderAccount = {
  name: 'Reload Chef',
  email: uniqueEmail('reload'),
  password: 'reload chef password',
};

/**
 * Holds the venue database's item store in a read-write transaction that never ends, as a
 * long write elsewhere would: the app's next write waits behind it until the page goes away.
 */
async function holdItemWrites(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name ?? '');
    for (const name of names) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error(name));
      });
      if (!db.objectStoreNames.contains('master')) {
        db.close();
        continue;
      }
      const store = db.transaction('master', 'readwrite').objectStore('master');
      const spin = () => {
        store.count().onsuccess = spin;
      };
      spin();
    }
  });
}

/**
 * A save is on screen before its IndexedDB write commits; a page reloaded in between must not
 * lose it (the staged-save journal saves it again when the venue opens).
 */
describe('a save followed at once by a reload', () => {
  const browser = useBrowser();

  it('keeps an ingredient whose write had not committed when the page was reloaded', async () => {
    const page = await browser.page();
    await signUpWithVenue(page, { account, venue: { name: 'Reload Bistro' } });
    const ingredients = new IngredientScreens(page);
    await ingredients.add({ name: 'Oats', price: 10, qty: 1, unit: 'kg' });

    // The list shows Oats: the catalogue is in memory. Then, within the page, to the form.
    await ingredients.openList();
    await expect.poll(() => ingredients.rows().count()).toBe(1);
    await holdItemWrites(page);
    await page.getByRole('link', { name: 'Add ingredient' }).first().click();
    await ingredients.fillAndSave({ name: 'Rye', price: 12, qty: 1, unit: 'kg' });
    await page.reload();

    await ingredients.openList();
    await expect.poll(() => ingredients.rows().count(), { timeout: 10_000 }).toBe(2);
    expect(await ingredients.costOf('Rye').textContent()).toBe('$12.0000 / kg');
  });
});

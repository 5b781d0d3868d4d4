import type { Locator, Page } from 'playwright-core';
import { pickOption } from './pick-option.js';

export interface SupplierDetails {
  name: string;
  /** Ingredients bought from the supplier, by name as the picker lists them, with codes. */
  ingredients?: { item: string; code: string }[];
}

/** /supplier-add/{key} and /suppliers/{skey}. */
export class SupplierScreens {
  constructor(readonly page: Page) {}

  /** Adds a supplier with its ingredients and codes; ends on the supplier's page. */
  async add(details: SupplierDetails): Promise<void> {
    await this.page.goto('/supplier-add/new');
    const form = this.page.getByTestId('supplier-form');
    await form.waitFor();
    await form.getByLabel(/^Name/).fill(details.name);
    for (const [i, entry] of (details.ingredients ?? []).entries()) {
      await form.getByRole('button', { name: 'Add ingredient' }).click();
      const picker = form.getByLabel(`Ingredient ${i + 1}`, { exact: true });
      await pickOption(this.page, picker, entry.item, { search: entry.item });
      await form.getByLabel(`Code ${i + 1}`, { exact: true }).fill(entry.code);
    }
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await this.detail().waitFor();
  }

  /** From the side bar's Suppliers link: the supplier's page. */
  async open(name: string): Promise<void> {
    await this.page.getByRole('link', { name: 'Suppliers', exact: true }).first().click();
    await this.page.waitForURL((url) => url.pathname === '/suppliers');
    await this.page.getByRole('link', { name, exact: true }).click();
    await this.detail().waitFor();
  }

  detail(): Locator {
    return this.page.getByTestId('supplier-detail');
  }

  /** The codes column of the supplier's ingredient table. */
  codes(): Locator {
    return this.page.getByTestId('supplier-code');
  }

  /** The "Import price list" action of the supplier's page. */
  async openPriceListImport(): Promise<void> {
    await this.page.getByRole('link', { name: 'Import price list' }).click();
    await this.page.waitForURL((url) => url.pathname.startsWith('/price-list-import/'));
  }
}

import type { Locator, Page } from 'playwright-core';

export interface IngredientDetails {
  name: string;
  price: number;
  qty: number;
  /** A catalogue unit as the unit picker lists it, e.g. 'kg'. */
  unit: string;
}

/** /ingredients, /ingredients/{foodkey} and the ingredient form; reached by in-app links. */
export class IngredientScreens {
  constructor(readonly page: Page) {}

  /** The side bar's Ingredients link (an in-app navigation: works offline). */
  async openList(): Promise<void> {
    await this.page.getByRole('link', { name: 'Ingredients', exact: true }).first().click();
    await this.page.waitForURL((url) => url.pathname === '/ingredients');
  }

  rows(): Locator {
    return this.page.getByTestId('ingredient-row');
  }

  /** The cost column of the row named `name` ('$1.2000 / kg'). */
  costOf(name: string): Locator {
    return this.rows().filter({ hasText: name }).getByTestId('ingredient-cost');
  }

  async add(details: IngredientDetails): Promise<void> {
    await this.page.goto('/ingredient-add/new');
    await this.fill(details);
  }

  /** From the list: open the ingredient, Edit, change the price, Save. */
  async changePrice(name: string, price: number): Promise<void> {
    await this.openList();
    await this.rows().filter({ hasText: name }).getByRole('link', { name }).click();
    await this.page.getByTestId('ingredient-detail').waitFor();
    await this.page
      .getByRole('link', { name: 'Edit' })
      .or(this.page.getByRole('button', { name: 'Edit' }))
      .first()
      .click();
    const form = this.page.getByTestId('ingredient-form');
    await form.waitFor();
    await form.getByLabel('Purchase price').fill(String(price));
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
  }

  private async fill(details: IngredientDetails): Promise<void> {
    const form = this.page.getByTestId('ingredient-form');
    await form.waitFor();
    await form.getByLabel(/^Name/).fill(details.name);
    await form.getByLabel('Purchase price').fill(String(details.price));
    await form.getByLabel('Purchase quantity').fill(String(details.qty));
    await form.getByLabel('Purchase unit').click();
    await this.page.getByRole('option', { name: details.unit, exact: true }).first().click();
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
  }
}

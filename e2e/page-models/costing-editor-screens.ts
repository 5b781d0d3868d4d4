import type { Locator, Page } from 'playwright-core';
import { pickOption } from './pick-option.js';

/** The figures of a row of the affected recipes table (data-testid of its cells). */
export type WhatIfFigure =
  | 'cost-before'
  | 'cost-after'
  | 'cost-delta'
  | 'serving-before'
  | 'serving-after'
  | 'serving-delta'
  | 'food-cost-before'
  | 'food-cost-after'
  | 'food-cost-delta';

/** /costing-editor: the what-if price changes, the affected recipes, Apply and Discard. */
export class CostingEditorScreens {
  constructor(readonly page: Page) {}

  /** The side bar's Costing editor link (an in-app navigation). */
  async open(): Promise<void> {
    await this.page.getByRole('link', { name: 'Costing editor', exact: true }).first().click();
    await this.page.waitForURL((url) => url.pathname === '/costing-editor');
    await this.page.getByTestId('price-changes').waitFor();
  }

  /** Price change row n (1 = the first). */
  change(n: number): Locator {
    return this.page.getByRole('group', { name: `Change ${n}` });
  }

  /** In change row n: the supplier the change applies to (the row's scope is a supplier). */
  async chooseSupplier(n: number, supplier: string): Promise<void> {
    await pickOption(this.page, this.change(n).getByLabel('Supplier', { exact: true }), supplier);
  }

  /** The percent field of change row n. */
  percent(n: number): Locator {
    return this.change(n).getByLabel('Percent', { exact: true });
  }

  /** Types the percent key by key, as a cook would. */
  async typePercent(n: number, text: string): Promise<void> {
    await this.percent(n).click();
    await this.percent(n).pressSequentially(text);
  }

  /** The rows of the affected recipes table, in the order shown. */
  rows(): Locator {
    return this.page.getByTestId('what-if-row');
  }

  /** The foodkeys of the rows shown, in order. */
  shownRecipes(): Promise<string[]> {
    return this.rows().evaluateAll((rows) => rows.map((r) => r.getAttribute('data-foodkey') ?? ''));
  }

  /** A figure of the recipe's row. */
  figure(foodkey: string, figure: WhatIfFigure): Locator {
    return this.page
      .locator(`[data-testid="what-if-row"][data-foodkey="${foodkey}"]`)
      .getByTestId(figure);
  }

  /** The text under the table's actions ('1 item changes price, 2 recipes affected'). */
  summary(): Locator {
    return this.page.getByTestId('costing-summary');
  }

  /** The explanation shown while there are no changes. */
  emptyState(): Locator {
    return this.page.getByTestId('costing-empty');
  }

  /** Discard, confirmed. */
  async discard(): Promise<void> {
    await this.page.getByTestId('costing-discard').click();
    await this.answer('Discard price changes', 'Discard');
    await this.emptyState().waitFor();
  }

  /** Apply, confirmed; resolves to the confirmation's text. */
  async apply(): Promise<string> {
    await this.page.getByTestId('costing-apply').click();
    const question = await this.answer('Apply price changes', 'Apply');
    await this.emptyState().waitFor();
    return question;
  }

  /** Answers the app's confirmation dialog titled `title` with `button`; gives its message. */
  private async answer(title: string, button: string): Promise<string> {
    const dialog = this.page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    const text = (await dialog.textContent()) ?? '';
    await dialog.getByRole('button', { name: button, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    return text;
  }
}

import type { Locator, Page } from 'playwright-core';

/** /inventory-editor (Alt+T): the stock counts, a count's editor and its totals. */
export class StockCountScreens {
  constructor(readonly page: Page) {}

  /**
   * Presses Alt+T (spec section 2) until the inventory editor shows: a page just reached may
   * not listen for shortcuts yet.
   */
  async shortcut(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      await this.page.keyboard.press('Alt+t');
      try {
        await this.page.waitForURL((url) => url.pathname === '/inventory-editor', {
          timeout: 2_000,
        });
        await this.page.getByRole('heading', { level: 1, name: 'Inventory' }).waitFor();
        return;
      } catch (error) {
        if (attempt >= 10) throw error;
      }
    }
  }

  /**
   * Starts a count by the keyboard: into the name field, the name, Enter (the day is today);
   * the editor opens on its first item's quantity.
   */
  async startCount(name: string): Promise<void> {
    await this.page.getByLabel(/^Count name/).focus();
    await this.page.keyboard.type(name);
    await this.page.keyboard.press('Enter');
    await this.rows().waitFor();
  }

  rows(): Locator {
    return this.page.getByTestId('count-rows');
  }

  /** The storage area headings in the order the editor walks them. */
  async areaOrder(): Promise<string[]> {
    return this.page
      .getByTestId('count-area')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-area') ?? ''));
  }

  /** The items' foodkeys in the order the editor walks them. */
  async itemOrder(): Promise<string[]> {
    return this.page
      .getByTestId('count-row-item')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-foodkey') ?? ''));
  }

  /** The name of the control that has the keyboard focus ('Quantity of Eggs'). */
  async focused(): Promise<string | null> {
    return this.page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
  }

  /** Whether the keyboard focus is on the Save count button. */
  async saveFocused(): Promise<boolean> {
    return this.page.evaluate(
      () => document.activeElement?.getAttribute('data-testid') === 'save-count',
    );
  }

  /** In the focused quantity: types the number, then Enter (on to the next item). */
  async typeQuantity(qty: string): Promise<void> {
    await this.page.keyboard.type(qty);
    await this.page.keyboard.press('Enter');
  }

  /**
   * In the focused quantity: types the number, Tab to its unit, types the unit's first
   * letters to choose it, then Enter (on to the next item).
   */
  async typeQuantityIn(qty: string, unit: string): Promise<void> {
    await this.page.keyboard.type(qty);
    await this.page.keyboard.press('Tab');
    await this.page.keyboard.type(unit);
    await this.page.keyboard.press('Enter');
  }

  /** A row's value as shown ('$7.2000'). */
  rowValue(foodkey: string): Locator {
    return this.page
      .locator(`[data-testid="count-row-item"][data-foodkey="${foodkey}"]`)
      .getByTestId('count-row-value');
  }

  /** The overall total ('Total value: $28.4500'). */
  totalValue(): Locator {
    return this.page.getByTestId('count-total-value');
  }

  /** The totals by storage area, each as its cells' texts. */
  async areaTotals(): Promise<string[][]> {
    return this.page
      .getByTestId('totals-by-area')
      .getByTestId('total-row')
      .evaluateAll((rows) =>
        rows.map((row) => Array.from(row.querySelectorAll('td')).map((td) => td.textContent ?? '')),
      );
  }

  /** Waits until the count shows as saved (no "Not saved yet"). */
  async waitSaved(): Promise<void> {
    await this.page.waitForURL((url) => url.searchParams.get('count')?.startsWith('SC-') === true);
    await this.page.getByTestId('count-unsaved').waitFor({ state: 'detached' });
  }

  /** The counts of the list, by name. */
  listRow(name: string): Locator {
    return this.page.getByTestId('count-row').filter({ hasText: name });
  }

  /** From the list: opens the count named `name`. */
  async openCount(name: string): Promise<void> {
    await this.listRow(name).getByRole('link', { name, exact: true }).click();
    await this.rows().waitFor();
  }
}

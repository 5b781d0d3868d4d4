import type { Locator, Page } from 'playwright-core';
import { pickOption } from './pick-option.js';

/** The prep list and order list side panels (Alt+P, Alt+O) and their printable pages. */
export class KitchenListScreens {
  constructor(readonly page: Page) {}

  /** The side panel, whichever it holds. */
  panel(): Locator {
    return this.page.getByTestId('side-panel');
  }

  /** Which panel is open: 'prep-list', 'order-list', 'help', or null. */
  async openPanel(): Promise<string | null> {
    if ((await this.panel().count()) === 0) return null;
    return this.panel().getAttribute('data-panel');
  }

  /**
   * Presses Alt+key (a shortcut of spec section 2) until the panel it shows is open: a page
   * just reached may not listen for shortcuts yet, and showing an open panel changes nothing.
   */
  async shortcut(key: 'p' | 'o', panel: 'prep-list' | 'order-list'): Promise<void> {
    const shown = this.page.locator(`[data-testid="side-panel"][data-panel="${panel}"]`);
    for (let attempt = 1; ; attempt++) {
      await this.page.keyboard.press(`Alt+${key}`);
      try {
        await shown.waitFor({ timeout: 2_000 });
        return;
      } catch (error) {
        if (attempt >= 10) throw error;
      }
    }
  }

  /** Chooses the list shown (a saved list, an event, the forecast) by its label in the picker. */
  async chooseList(label: string | RegExp): Promise<void> {
    const picker = this.panel().getByTestId('kitchen-list-picker');
    await pickOption(this.page, picker, label, { exact: false });
  }

  /** A prep line of the panel or page by its recipe's foodkey. */
  prepLine(foodkey: string, scope: Locator = this.panel()): Locator {
    return scope.locator(`[data-testid="prep-line"][data-foodkey="${foodkey}"]`);
  }

  /** A line's amount and batches as the panel shows them ('10 kg · 10 batches'). */
  prepAmount(foodkey: string): Locator {
    return this.prepLine(foodkey).getByTestId('prep-amount');
  }

  /** The done tick of a prep line. */
  tick(foodkey: string, scope: Locator = this.panel()): Locator {
    return this.prepLine(foodkey, scope).getByTestId('prep-tick');
  }

  /**
   * Ticks a prep line done: the tick is saved first and then drawn from the device's database,
   * so this waits until it shows.
   */
  async tickDone(foodkey: string): Promise<void> {
    const tick = this.tick(foodkey);
    await tick.click();
    await this.page.waitForFunction(
      (el) => (el as HTMLInputElement).checked,
      await tick.elementHandle(),
    );
  }

  /** The group of a supplier by its key ('' for the items without one). */
  orderGroup(supplierKey: string, scope: Locator = this.panel()): Locator {
    return scope.locator(`[data-testid="order-group"][data-supplier="${supplierKey}"]`);
  }

  /** What an order line buys ('2 cases'). */
  orderUnits(foodkey: string, scope: Locator = this.panel()): Locator {
    return scope
      .locator(`[data-testid="order-line"][data-foodkey="${foodkey}"]`)
      .getByTestId('order-units');
  }
}

import type { Locator, Page } from 'playwright-core';

/** The figures of a dish's row on /menu-pricing (data-testid suffixes). */
export type PricingFigure = 'cost' | 'tax' | 'net' | 'food-cost' | 'profit' | 'suggested';

/**
 * /menu-pricing, the venue's menu pricing settings in /settings and the selling price of the
 * recipe form; reached by in-app links.
 */
export class MenuPricingScreens {
  constructor(readonly page: Page) {}

  /** The side bar's link to a screen (an in-app navigation). */
  private async follow(label: string, path: string): Promise<void> {
    await this.page.getByRole('link', { name: label, exact: true }).first().click();
    await this.page.waitForURL((url) => url.pathname === path);
  }

  /** /settings: sets the venue's price ending (and target food cost when given) and saves. */
  async setPricingSettings(settings: { ending: string; target?: number }): Promise<void> {
    await this.follow('Settings', '/settings');
    const form = this.page.getByRole('form', { name: 'Menu pricing settings' });
    await form.waitFor();
    if (settings.target !== undefined) {
      await form.getByLabel('Target food cost %', { exact: true }).fill(String(settings.target));
    }
    await form.getByLabel(new RegExp(`^\\${settings.ending} `)).check();
    await form.getByRole('button', { name: 'Save menu pricing' }).click();
    await form.getByText('Menu pricing settings saved.').waitFor();
  }

  /**
   * From the recipes list: opens the recipe, Edit, marks it a menu item, types its sale price
   * and saves; ends on the recipe's page.
   */
  async setSalePrice(recipe: string, price: number): Promise<void> {
    await this.follow('Recipes', '/recipes');
    await this.page
      .getByTestId('recipe-row')
      .filter({ hasText: recipe })
      .getByRole('link', { name: recipe, exact: true })
      .click();
    const detail = this.page.getByTestId('recipe-detail');
    await detail.waitFor();
    await detail.getByRole('link', { name: 'Edit' }).click();
    const form = this.page.getByTestId('recipe-form');
    await form.waitFor();
    await form.getByLabel('Menu item', { exact: true }).check();
    await form.getByLabel('Sale price', { exact: true }).fill(String(price));
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await detail.waitFor();
  }

  /** A selling figure on the recipe's page ('food-cost', 'net-price', 'suggested-price'...). */
  recipeFigure(figure: string): Locator {
    return this.page.getByTestId(`recipe-${figure}`);
  }

  /** The side bar's Menu pricing link; waits for the pricing table. */
  async open(): Promise<void> {
    await this.follow('Menu pricing', '/menu-pricing');
    await this.table().waitFor();
  }

  table(): Locator {
    return this.page.getByTestId('menu-pricing-table');
  }

  /** The row of the dish named `dish`. */
  row(dish: string): Locator {
    return this.page
      .getByTestId('pricing-row')
      .filter({ has: this.page.getByTestId('pricing-dish').getByText(dish, { exact: true }) });
  }

  figure(dish: string, figure: PricingFigure): Locator {
    return this.row(dish).getByTestId(`pricing-${figure}`);
  }

  /** The 'over target' mark of the dish's row (absent when it is within the target). */
  overTarget(dish: string): Locator {
    return this.row(dish).getByTestId('over-target');
  }

  salePrice(dish: string): Locator {
    return this.page.getByLabel(`Sale price of ${dish}`, { exact: true });
  }

  /** Types a new sale price into the dish's cell and presses Enter. */
  async editPrice(dish: string, price: string): Promise<void> {
    const input = this.salePrice(dish);
    await input.fill(price);
    await input.press('Enter');
  }

  async useSuggestedForAll(): Promise<void> {
    await this.page.getByRole('button', { name: 'Use suggested prices for all' }).click();
  }

  /** Presses Undo on the status bar message that says `text`. */
  async undo(text: string): Promise<void> {
    await this.page
      .getByTestId('status-bar')
      .getByTestId('flash-info')
      .filter({ hasText: text })
      .getByRole('button', { name: 'Undo' })
      .click();
  }
}

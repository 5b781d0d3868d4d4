import type { Locator, Page } from 'playwright-core';

/** "Try the sample venue" on /venue-add, the dashboard it opens, and the side bar's screens. */
export class SampleVenueScreens {
  constructor(readonly page: Page) {}

  /** On /venue-add: Try the sample venue; its progress shows while it works. */
  async trySampleVenue(): Promise<void> {
    await this.page.getByRole('button', { name: 'Try the sample venue' }).click();
  }

  progress(): Locator {
    return this.page.getByTestId('sample-venue-progress');
  }

  error(): Locator {
    return this.page.getByTestId('sample-venue-error');
  }

  /** A count of the dashboard, as read aloud ('Ingredients: 60'). */
  count(
    key: 'ingredients' | 'recipes' | 'packaging' | 'suppliers' | 'menus',
  ): Promise<string | null> {
    return this.page.getByTestId(`count-${key}`).getAttribute('aria-label');
  }

  /** The dishes of the dashboard's food cost card. */
  foodCostDishes(): Locator {
    return this.page.getByTestId('dash-food-cost').getByTestId('menu-dish');
  }

  wastageValue(): Locator {
    return this.page.getByTestId('wastage-value');
  }

  /** The changes the server refused, listed on the dashboard. */
  refusals(): Locator {
    return this.page.getByTestId('sync-refusal');
  }

  /** The side bar of screens. */
  /** The side bar, in English or French. */
  sideBar(): Locator {
    return this.page.getByRole('navigation', { name: /^(Screens|Écrans)$/ });
  }

  /** The labels of the side bar's links, in order. */
  sideBarLabels(): Promise<string[]> {
    return this.sideBar().getByRole('link').allInnerTexts();
  }

  /** Follows a side bar link (an in-app navigation) and waits for the page's heading. */
  async openFromSideBar(label: string): Promise<void> {
    await this.sideBar().getByRole('link', { name: label, exact: true }).click();
    await this.page.locator('#main h1').first().waitFor();
  }

  /** The text of the page's main region. */
  mainText(): Promise<string> {
    return this.page.locator('#main').innerText();
  }

  /** The notice a screen shows while no venue is open. */
  noVenue(): Locator {
    return this.page.getByTestId('no-venue');
  }

  /** Opens the first row of the estimates list whose text holds `title`. */
  async openEstimate(title: string): Promise<void> {
    await this.page
      .getByTestId('estimate-row')
      .filter({ hasText: title })
      .getByRole('link')
      .first()
      .click();
    await this.page.waitForURL((url) => url.pathname.startsWith('/estimates/'));
  }

  /** The rows of the stock counts list. */
  countRows(): Locator {
    return this.page.getByTestId('count-row');
  }
}

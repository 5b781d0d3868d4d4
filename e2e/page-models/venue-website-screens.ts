import type { Locator, Page } from 'playwright-core';

/** The Website section of the venue profile (/venue-edit/{id}). */
export class VenueWebsiteScreens {
  constructor(readonly page: Page) {}

  private section(): Locator {
    return this.page.getByTestId('site-section');
  }

  /** Opens the venue profile and waits for its Website section's settings. */
  async open(venueId: string): Promise<void> {
    await this.page.goto(`/venue-edit/${venueId}`);
    await this.section().getByLabel('Site tag').waitFor();
  }

  /** The live status under the tag field. */
  tagStatus(): Locator {
    return this.section().getByTestId('site-tag-status');
  }

  /** Types a tag and waits for the status it gets. */
  async typeTag(tag: string, status: string): Promise<void> {
    await this.section().getByLabel('Site tag').fill(tag);
    await this.tagStatus().getByText(status, { exact: true }).waitFor();
  }

  /** Saves the tag typed, once the server says it is free. */
  async saveTag(): Promise<void> {
    await this.section().getByRole('button', { name: 'Save tag' }).click();
    await this.tagStatus().getByText('This is the site tag of this venue.').waitFor();
  }

  /** Turns publishing on, fills in the description and saves; waits for the site's link. */
  async publish(description: string): Promise<void> {
    const form = this.section().getByRole('form', { name: 'Website settings' });
    await form.getByRole('switch', { name: /Publish the website/ }).check({ force: true });
    await form.getByLabel('Description').fill(description);
    await form.getByRole('button', { name: 'Save and publish' }).click();
    await this.section().getByTestId('site-preview').waitFor();
  }

  /** The published site's address, as the section links to it. */
  async siteUrl(): Promise<string> {
    return (await this.section().getByTestId('site-preview').getAttribute('href')) ?? '';
  }
}

/** A venue's public site as a diner reads it (no script runs there). */
export class PublicSite {
  constructor(readonly page: Page) {}

  async open(path: string): Promise<void> {
    await this.page.goto(path);
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** A dish of the menu, by its name. */
  dish(name: string): Locator {
    return this.page.locator('li.dish').filter({ has: this.page.getByText(name, { exact: true }) });
  }

  price(name: string): Locator {
    return this.dish(name).locator('.price');
  }

  /** The allergens named on a dish. */
  async allergens(name: string): Promise<string[]> {
    return this.dish(name)
      .getByRole('list', { name: 'Allergens' })
      .getByRole('listitem')
      .allTextContents();
  }

  /** The diner's filter: ticks the allergens to avoid and sends the form. */
  async avoid(...allergens: string[]): Promise<void> {
    for (const allergen of allergens) await this.page.getByLabel(allergen, { exact: true }).check();
    await this.page.getByRole('button', { name: 'Show dishes' }).click();
    await this.page.waitForLoadState('load');
  }
}

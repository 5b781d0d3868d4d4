import type { Locator, Page } from 'playwright-core';

export interface VenueDetails {
  name: string;
  address?: string;
  phone?: string;
  email?: string;
  website?: string;
  cuisine?: string;
}

/** /venue-add, /venue-edit/{id} and /venue-select. */
export class VenueScreens {
  constructor(readonly page: Page) {}

  async waitForPath(path: string): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === path);
  }

  /** Fills the venue form and submits it with the given button. */
  async fillAndSubmit(details: VenueDetails, submit = 'Create venue'): Promise<void> {
    const form = this.page.getByRole('form', { name: 'Venue form' });
    await form.getByLabel('Venue name').fill(details.name);
    const optional: [label: string, value: string | undefined][] = [
      ['Address', details.address],
      ['Phone', details.phone],
      ['E-mail', details.email],
      ['Website', details.website],
      ['Cuisine', details.cuisine],
    ];
    for (const [label, value] of optional) {
      if (value !== undefined) await form.getByLabel(label, { exact: true }).fill(value);
    }
    await form.getByRole('button', { name: submit }).click();
  }

  /** The venues listed on /venue-select. */
  options(): Locator {
    return this.page.getByTestId('venue-option');
  }

  async optionNames(): Promise<string[]> {
    return this.page.getByTestId('venue-option-name').allTextContents();
  }

  async open(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Open ${name}` }).click();
  }
}

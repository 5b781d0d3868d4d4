import type { Locator, Page } from 'playwright-core';

/** The help guide of the side panel (F1, the Help guide button). */
export class HelpGuide {
  constructor(readonly page: Page) {}

  /** The side panel's region while it holds the guide, named by its heading. */
  region(): Locator {
    return this.page.getByRole('region', { name: 'Help guide' });
  }

  /** The title of the guide's page: the screen it explains. */
  pageTitle(): Locator {
    return this.region().getByRole('heading', { level: 3 });
  }

  /** A section of the page by its heading ('What the figures mean'). */
  sectionHeading(name: string): Locator {
    return this.region().getByRole('heading', { level: 4, name });
  }
}

import type { Locator, Page } from 'playwright-core';

/** The interface language of this device: the choice in /settings and the page's language. */
export class LanguageChoice {
  constructor(readonly page: Page) {}

  /** The language select of /settings (its options: browser, en, fr). */
  select(): Locator {
    return this.page.getByTestId('language-choice');
  }

  /** On /settings: chooses a language ('fr', 'en' or 'browser'); the screens redraw at once. */
  async choose(choice: 'fr' | 'en' | 'browser'): Promise<void> {
    await this.select().selectOption(choice);
  }

  /** The language the page declares (the html element's lang). */
  pageLanguage(): Promise<string | null> {
    return this.page.locator('html').getAttribute('lang');
  }
}

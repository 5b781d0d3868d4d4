import type { Page } from 'playwright-core';

/** Any screen of the app, opened by its address within the running app. */
export class AppScreens {
  constructor(readonly page: Page) {}

  /**
   * Opens `path` as the router's own links do (a history entry and popstate: the app is not
   * loaded again), then waits for the screen's heading and for the splash to go.
   */
  async open(path: string): Promise<void> {
    await this.page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, path);
    const pathname = new URL(path, 'http://localhost').pathname;
    await this.page.waitForURL((url) => url.pathname === pathname);
    await this.page.getByTestId('splash').waitFor({ state: 'detached' });
    await this.page.locator('#main h1').first().waitFor();
  }

  /** The address of the first link on the page whose address starts with `prefix`. */
  async firstLinkTo(prefix: string): Promise<string> {
    const href = await this.page.locator(`#main a[href^="${prefix}"]`).first().getAttribute('href');
    if (!href) throw new Error(`no link to ${prefix}…`);
    return href;
  }
}

import type { Locator, Page, Response } from 'playwright-core';

/** The prerendered public pages: their head, their hydration, what they load. */
export class PublicPages {
  constructor(readonly page: Page) {}

  /** Scripts the page fetched since track() (their paths). */
  readonly scripts: string[] = [];

  /** Starts recording the scripts the page fetches. */
  track(): this {
    this.page.on('response', (response: Response) => {
      const { pathname } = new URL(response.url());
      if (pathname.endsWith('.js')) this.scripts.push(pathname);
    });
    return this;
  }

  /** Opens a page; answers the HTTP status the server sent. */
  async open(path: string): Promise<number> {
    const response = await this.page.goto(path);
    return response?.status() ?? 0;
  }

  heading(): Locator {
    return this.page.locator('#main h1').first();
  }

  async metaDescription(): Promise<string | null> {
    return this.page.locator('meta[name="description"]').getAttribute('content');
  }

  async canonical(): Promise<string | null> {
    const link = this.page.locator('link[rel="canonical"]');
    return (await link.count()) ? link.getAttribute('href') : null;
  }

  async robots(): Promise<string | null> {
    const meta = this.page.locator('meta[name="robots"]');
    return (await meta.count()) ? meta.getAttribute('content') : null;
  }

  notFound(): Locator {
    return this.page.getByTestId('not-found');
  }

  /**
   * Waits until the page is hydrated: Preact has taken #root (it keeps its tree on the
   * container, `__k`, once the synchronous hydration is done), or, for a page the app draws,
   * React owns the heading.
   */
  async waitForHydration(): Promise<void> {
    await this.page.waitForFunction(() => {
      const heading = document.querySelector('#main h1');
      const root = document.getElementById('root');
      if (heading === null || root === null) return false;
      const byPreact = Object.prototype.hasOwnProperty.call(root, '__k');
      return byPreact || Object.keys(heading).some((key) => key.startsWith('__react'));
    });
  }

  /** Marks this document, so a later check tells whether the browser loaded another. */
  async markDocument(): Promise<void> {
    await this.page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
  }

  /** Whether the page is still the document marked by markDocument(). */
  async sameDocument(): Promise<boolean> {
    return this.page.evaluate(
      () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
    );
  }

  /** The app's own entry script, as its index.html names it. */
  async appEntryScript(): Promise<string> {
    const html = await (await this.page.request.get('/index.html')).text();
    const src = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
    if (!src) throw new Error("no entry script in the app's index.html");
    return src;
  }
}

import type { Locator, Page } from 'playwright-core';

export type LayoutName = 'home' | 'app' | 'default';

/** Selectors of the app shell: layouts, shared pieces, and the pages every route can show. */
export class AppShell {
  constructor(readonly page: Page) {}

  /** Problems the page reported (console errors, uncaught exceptions, CSP violations). */
  readonly problems: string[] = [];

  /** Starts collecting console errors and page errors into `problems`. */
  watchForProblems(): this {
    // A breach of the content security policy (code generated from text, say) is a problem too,
    // even one the page caught.
    void this.page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Content security policy: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    this.page.on('console', (message) => {
      if (message.type() === 'error') this.problems.push(message.text());
    });
    this.page.on('pageerror', (error) => this.problems.push(error.message));
    return this;
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await this.anyLayout().waitFor({ state: 'visible' });
  }

  /** The path of the current address. */
  pathname(): string {
    return new URL(this.page.url()).pathname;
  }

  layout(name: LayoutName): Locator {
    return this.page.getByTestId(`layout-${name}`);
  }

  anyLayout(): Locator {
    return this.page.locator(
      '[data-testid="layout-home"], [data-testid="layout-app"], [data-testid="layout-default"]',
    );
  }

  /** Which layout wraps the current page. */
  async currentLayout(): Promise<LayoutName> {
    const testId = await this.anyLayout().first().getAttribute('data-testid');
    return testId?.replace('layout-', '') as LayoutName;
  }

  heading(): Locator {
    return this.page.locator('#main h1').first();
  }

  /** A link in the public header navigation. */
  /** The product name at the top of the public and default layouts, linking home. */
  homeLink(): Locator {
    return this.page.getByRole('link', { name: 'Larder home', exact: true });
  }

  mainNavLink(name: string): Locator {
    return this.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name, exact: true });
  }

  splash(): Locator {
    return this.page.getByTestId('splash');
  }

  statusBar(): Locator {
    return this.page.getByTestId('status-bar');
  }

  toast(): Locator {
    return this.page.getByTestId('pwa-toast');
  }

  notFound(): Locator {
    return this.page.getByTestId('not-found');
  }

  signInButton(): Locator {
    return this.page.getByRole('button', { name: 'Sign in', exact: true });
  }

  /** The route remembered for after sign-in. */
  async previousRoute(): Promise<string | null> {
    return this.page.evaluate(() => sessionStorage.getItem('previousRoute'));
  }

  /**
   * Records every time the splash appears or disappears from now on, so a short-lived splash
   * is seen even when it is shown for a single frame.
   */
  async recordSplash(): Promise<void> {
    await this.page.evaluate(() => {
      const log: boolean[] = [];
      const w = window as unknown as { __splashLog: boolean[] };
      w.__splashLog = log;
      let shown = document.querySelector('[data-testid="splash"]') !== null;
      new MutationObserver(() => {
        const now = document.querySelector('[data-testid="splash"]') !== null;
        if (now !== shown) {
          shown = now;
          log.push(now);
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
  }

  /** The splash changes seen since recordSplash(): true = shown, false = hidden. */
  async splashLog(): Promise<boolean[]> {
    return this.page.evaluate(
      () => (window as unknown as { __splashLog?: boolean[] }).__splashLog ?? [],
    );
  }

  /** The service worker registration's script URL and scope, once it is active. */
  async activeServiceWorker(): Promise<{ scriptURL: string; scope: string }> {
    return this.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { scriptURL: registration.active?.scriptURL ?? '', scope: registration.scope };
    });
  }
}

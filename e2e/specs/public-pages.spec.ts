import { describe, expect, it } from 'vitest';
import { AppShell } from '../page-models/app-shell.js';
import { IdentityProvider } from '../page-models/identity-provider.js';
import { PublicPages } from '../page-models/public-pages.js';
import { VenueScreens } from '../page-models/venue-screens.js';
import { openBrowser } from '../support/browser.js';
import { baseURL, useBrowser } from '../support/harness.js';
import { uniqueEmail } from '../support/unique-email.js';

const PAGES: [path: string, heading: string][] = [
  ['/', 'Know what every plate costs, the moment prices change'],
  ['/gallery', 'Gallery'],
  ['/pricing', 'Pricing'],
  ['/contact', 'Contact'],
  ['/terms', 'Terms of service'],
  ['/privacy', 'Privacy policy'],
  ['/signin', 'Sign in to Larder'],
];

describe('public pages without JavaScript', () => {
  it('paint each page from its prerendered HTML: heading, title, description and canonical link', async () => {
    const browser = await openBrowser(baseURL(), { javaScriptEnabled: false });
    try {
      const pages = new PublicPages(await browser.context.newPage());
      for (const [path, heading] of PAGES) {
        expect(await pages.open(path), path).toBe(200);
        expect(await pages.heading().textContent(), path).toBe(heading);
        expect(await pages.page.title(), path).toMatch(/Larder$/);
        expect((await pages.metaDescription())?.length, path).toBeGreaterThan(50);
        expect(await pages.canonical(), path).toBe(`${baseURL()}${path}`);
      }
    } finally {
      await browser.close();
    }
  });

  it('answer an unknown address with 404 and the not-found page, naming the address', async () => {
    const browser = await openBrowser(baseURL(), { javaScriptEnabled: false });
    try {
      const pages = new PublicPages(await browser.context.newPage());
      expect(await pages.open('/no/such/page')).toBe(404);
      expect(await pages.heading().textContent()).toBe('Page not found');
      expect(await pages.notFound().textContent()).toContain('/no/such/page');
      expect(await pages.robots()).toBe('noindex');
      expect(await pages.canonical()).toBeNull();
    } finally {
      await browser.close();
    }
  });
});

describe('public pages with JavaScript', () => {
  const browser = useBrowser();

  it('hydrate to the same markup with no warning; a link loads the page it opens', async () => {
    const page = await browser.page();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      // The browser reports the not-found page's own 404; nothing else may be said.
      const notFoundAnswer =
        message.text().startsWith('Failed to load resource') &&
        message.location().url.endsWith('/no/such/page');
      if (!notFoundAnswer) warnings.push(message.text());
    });
    page.on('pageerror', (error) => warnings.push(error.message));
    const pages = new PublicPages(page);
    const shell = new AppShell(page);
    for (const [path, heading] of PAGES) {
      await pages.open(path);
      await pages.waitForHydration();
      expect(await pages.heading().textContent(), path).toBe(heading);
    }
    await pages.open('/no/such/page');
    await pages.waitForHydration();
    expect(await pages.notFound().textContent()).toContain('/no/such/page');
    expect(warnings).toEqual([]);

    // A link loads the page it opens as its own document (the public pages hold no router):
    // its prerendered HTML, with its own title and canonical link.
    await pages.open('/');
    await pages.waitForHydration();
    await pages.markDocument();
    await shell.mainNavLink('Pricing').click();
    await page.waitForURL('**/pricing');
    await pages.waitForHydration();
    expect(await pages.heading().textContent()).toBe('Pricing');
    expect(await page.title()).toBe('Pricing · Larder');
    expect(await pages.canonical()).toBe(`${baseURL()}/pricing`);
    expect(await pages.sameDocument()).toBe(false);
    expect(warnings).toEqual([]);
  });

  it("load none of the app's code: not its entry, not sign-in, not the data layer", async () => {
    const pages = new PublicPages(await browser.page()).track();
    const appEntry = await pages.appEntryScript();
    for (const [path] of PAGES) {
      await pages.open(path);
      await pages.waitForHydration();
    }
    await pages.page.waitForLoadState('networkidle');
    expect(pages.scripts.length).toBeGreaterThan(0);
    expect(pages.scripts).not.toContain(appEntry);
    expect(pages.scripts.filter((script) => /oidc|venue-data|dexie/i.test(script))).toEqual([]);
  });

  it('open the app from the sign-in page: sign-in is loaded on the click, then the venue step', async () => {
    const page = await browser.page();
    const pages = new PublicPages(page);
    const shell = new AppShell(page);
    await pages.open('/');
    await pages.waitForHydration();
    await page.getByRole('link', { name: 'Start with Larder' }).click();
    await page.waitForURL('**/signin');
    // The address changes before the sign-in page's own code has drawn it.
    await expect
      .poll(() => pages.heading().textContent(), { timeout: 15_000 })
      .toBe('Sign in to Larder');
    await shell.signInButton().click();
    const provider = new IdentityProvider(page);
    await provider.waitForSignInPage();
    await provider.signUp({
      name: 'Public Cook',
      email: uniqueEmail('public'),
      password: 'public cook password',
    });
    // Back from the provider, the app itself runs: the venue step of a new cook.
    await new VenueScreens(page).waitForPath('/venue-add');
    expect(await shell.currentLayout()).toBe('default');
  });
});

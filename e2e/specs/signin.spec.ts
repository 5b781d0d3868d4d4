import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AppShell } from '../page-models/app-shell.js';
import { IdentityProvider, type ProviderAccount } from '../page-models/identity-provider.js';
import { SignedInApp } from '../page-models/signed-in-app.js';
import { VenueScreens } from '../page-models/venue-screens.js';
import { baseURL, useBrowser } from '../support/harness.js';
import { uniqueEmail } from '../support/unique-email.js';

/** A unique account per run: the server's database lives as long as the run. */
const account: ProviderAccount = {
  name: 'Sam Cook',
  email: uniqueEmail('sam'),
  password: 'correct horse battery',
};

/** Main-frame addresses the page went through, to tell the silent path from the redirect. */
function recordNavigations(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  return seen;
}

describe('sign-in journey on the embedded provider', () => {
  const browser = useBrowser();

  it('signs up, lands on /venue-add, creates a venue and opens the app', async () => {
    const shell = new AppShell(await browser.page()).watchForProblems();
    const provider = new IdentityProvider(shell.page);
    const venues = new VenueScreens(shell.page);
    const app = new SignedInApp(shell.page);

    await shell.goto('/dash');
    expect(shell.pathname()).toBe('/signin');
    await shell.signInButton().click();

    await provider.waitForSignInPage();
    await provider.signUp(account);

    // Back through /auth2: no venues yet.
    await venues.waitForPath('/venue-add');
    await venues.fillAndSubmit({ name: 'Bistro One', address: '1 High Street', cuisine: 'French' });

    // The remembered route (/dash) opens with the new venue.
    await shell.page.waitForURL((url) => url.pathname === '/dash');
    await expect.poll(() => app.currentVenueName().textContent()).toBe('Bistro One');
    const keys = await app.localKeys();
    expect(keys.lastAccount).toBe(account.email);
    expect(keys.lastVID).toBeTruthy();
    expect(await app.hasCachedSignIn()).toBe(true);
    expect(shell.problems).toEqual([]);
    await shell.page.close();
  });

  it('signs out to the public site and closes the browser data', async () => {
    const shell = new AppShell(await browser.page());
    const app = new SignedInApp(shell.page);
    await shell.goto('/dash');
    await expect.poll(() => app.currentVenueName().textContent()).toBe('Bistro One');

    await app.signOut();
    await shell.page.waitForURL(`${baseURL()}/`);
    await shell.layout('home').waitFor();
    expect(await app.localKeys()).toEqual({ lastAccount: null, lastVID: null });
    expect(await app.hasCachedSignIn()).toBe(false);

    // Signed out for real: a protected route goes to /signin again.
    await shell.goto('/dash');
    expect(shell.pathname()).toBe('/signin');
    await shell.page.close();
  });

  it('signs in again through the provider page and opens the only venue', async () => {
    const shell = new AppShell(await browser.page());
    const provider = new IdentityProvider(shell.page);
    const app = new SignedInApp(shell.page);

    await shell.goto('/signin');
    await shell.signInButton().click();
    await provider.waitForSignInPage();
    await provider.signIn(account);

    await shell.page.waitForURL((url) => url.pathname === '/dash');
    await expect.poll(() => app.currentVenueName().textContent()).toBe('Bistro One');
    await shell.page.close();
  });

  it('adds a second venue from venue selection', async () => {
    const shell = new AppShell(await browser.page());
    const venues = new VenueScreens(shell.page);
    const app = new SignedInApp(shell.page);

    await shell.goto('/dash');
    await expect.poll(() => app.currentVenueName().textContent()).toBe('Bistro One');
    await app.chooseMenuItem('Switch venue');
    await venues.waitForPath('/venue-select');
    await shell.page.getByRole('link', { name: 'Add a venue' }).click();
    await venues.waitForPath('/venue-add');
    await venues.fillAndSubmit({ name: 'Bistro Two', website: 'https://two.bistro.example' });

    await shell.page.waitForURL((url) => url.pathname === '/dash');
    await expect.poll(() => app.currentVenueName().textContent()).toBe('Bistro Two');
    await shell.page.close();
  });

  it('signs in silently on a fresh page, and with no last venue lands on /venue-select', async () => {
    const page = await browser.page();
    const shell = new AppShell(page).watchForProblems();
    const venues = new VenueScreens(page);
    const app = new SignedInApp(page);

    // Forget the cached sign-in and the last venue; keep last_account (the hint) and the
    // provider's session cookie.
    await shell.goto('/');
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) {
        if (key.startsWith('oidc.user:')) localStorage.removeItem(key);
      }
      localStorage.removeItem('lastVID');
      sessionStorage.clear();
    });
    const silentFrames: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/silent-renew.html')
        silentFrames.push(request.url());
    });
    const navigations = recordNavigations(page);

    await page.goto('/dash');
    await venues.waitForPath('/venue-select');
    await venues.options().nth(1).waitFor();
    expect(await venues.optionNames()).toEqual(['Bistro One', 'Bistro Two']);
    // The provider's page never showed: the sign-in ran in the hidden frame.
    expect(navigations.some((url) => IdentityProvider.isInteraction(url))).toBe(false);
    expect(navigations.some((url) => new URL(url).pathname.startsWith('/oidc/'))).toBe(false);
    expect(silentFrames.length).toBeGreaterThan(0);
    expect(await app.hasCachedSignIn()).toBe(true);

    // Choosing a venue opens it and remembers it.
    await venues.open('Bistro Two');
    await page.waitForURL((url) => url.pathname === '/dash');
    await expect.poll(() => app.currentVenueName().textContent()).toBe('Bistro Two');
    expect((await app.localKeys()).lastVID).toBeTruthy();
    expect(shell.problems).toEqual([]);
  });
});

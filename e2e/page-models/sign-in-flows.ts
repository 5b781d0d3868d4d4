import type { Page } from 'playwright-core';
import { IdentityProvider, type ProviderAccount } from './identity-provider.js';
import { VenueScreens, type VenueDetails } from './venue-screens.js';

/** From the dashboard address, signed out: Sign in, then the provider's sign-in page. */
async function openProviderFromDashboard(page: Page): Promise<IdentityProvider> {
  await page.goto('/dash');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const provider = new IdentityProvider(page);
  await provider.waitForSignInPage();
  return provider;
}

/** Waits until the app shows the dashboard. */
async function waitForDashboard(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/dash');
}

/**
 * A new cook's first visit: signs up on the provider's page from the dashboard address and
 * ends on /venue-add, without a venue yet.
 */
export async function signUpToVenueAdd(page: Page, account: ProviderAccount): Promise<void> {
  const provider = await openProviderFromDashboard(page);
  await provider.signUp(account);
  await new VenueScreens(page).waitForPath('/venue-add');
}

/**
 * A new cook's first visit: signs up on the provider's page from the dashboard address,
 * creates their first venue and ends on the dashboard with it open.
 */
export async function signUpWithVenue(
  page: Page,
  { account, venue }: { account: ProviderAccount; venue: VenueDetails },
): Promise<void> {
  await signUpToVenueAdd(page, account);
  await new VenueScreens(page).fillAndSubmit(venue);
  await waitForDashboard(page);
}

/**
 * A cook who already has an account and a venue signs in on the provider's page from the
 * dashboard address, and ends on the dashboard of their venue.
 */
export async function signInToDashboard(
  page: Page,
  account: Pick<ProviderAccount, 'email' | 'password'>,
): Promise<void> {
  const provider = await openProviderFromDashboard(page);
  await provider.signIn(account);
  await waitForDashboard(page);
}

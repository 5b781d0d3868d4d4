import { describe, expect, it } from 'vitest';
import type { ProviderAccount } from '../page-models/identity-provider.js';
import { SignedInApp } from '../page-models/signed-in-app.js';
import { signUpWithVenue } from '../page-models/sign-in-flows.js';
import { SubscriptionScreens } from '../page-models/subscription-screens.js';
import { VenueScreens } from '../page-models/venue-screens.js';
import { useBrowser } from '../support/harness.js';
import { endPeriod, subscriptionIdOf } from '../support/stripe-controls.js';
import { uniqueEmail } from '../support/unique-email.js';

const account: ProviderAccount = {
  name: 'Pro Owner',
  email: uniqueEmail('pro'),
  password: 'pro owner password',
};

/**
 * Pro by card (product spec §3 Plans, §4 Pro status, §7 checkout and cancel, §9 Pricing),
 * against the real server and a local Stripe that speaks its documented API: an owner of two
 * venues buys the plan for one venue on the provider's page; the webhook makes the first venue
 * Pro and leaves the second Free; a cancellation keeps Pro until the period ends, and when it
 * ends the venue is Free again.
 */
describe('Pro subscription journey', () => {
  const browser = useBrowser();

  it('buys Pro for one venue, cancels with feedback, and is Free again when the period ends', async () => {
    const page = await browser.page();
    const app = new SignedInApp(page);
    const venues = new VenueScreens(page);
    const pro = new SubscriptionScreens(page);

    await signUpWithVenue(page, { account, venue: { name: 'Harbour Bistro' } });
    await app.chooseMenuItem('Switch venue');
    await venues.waitForPath('/venue-select');
    await page.getByRole('link', { name: 'Add a venue' }).click();
    await venues.waitForPath('/venue-add');
    await venues.fillAndSubmit({ name: 'Hill Cafe' });
    await page.waitForURL((url) => url.pathname === '/dash');

    await pro.open();
    expect(await pro.venueBadge('Harbour Bistro')).toBe('FREE');
    expect(await pro.venueBadge('Hill Cafe')).toBe('FREE');
    expect(await pro.planPrice('Pro for 1 venue')).toBe('$79.99');
    expect(await pro.planPrice('Pro for 5 venues')).toBe('$399.95');

    // Checkout on the provider's page; Pro comes with its webhook, not with the return.
    await pro.buy('Pro for 1 venue');
    await pro.pay();
    await expect.poll(() => pro.checkoutOutcome(), { timeout: 60_000 }).toBe('confirmed');
    expect(await pro.planText('subscription-plan')).toBe('Pro for 1 venue');
    expect(await pro.planText('subscription-period')).toMatch(/^Renews on \d{1,2} \w+ \d{4}$/);
    expect(await pro.venueBadge('Harbour Bistro')).toBe('PRO');
    expect(await pro.venueBadge('Hill Cafe')).toBe('FREE');
    expect(await pro.venueWhy('Hill Cafe')).toBe('Your plan covers 1 venue; this is your 2nd.');
    // The open venue is the second one: still Free in the side bar.
    expect(await pro.sideBarBadge()).toBe('FREE');
    expect(new URL(page.url()).search).toBe('');

    // Cancelling keeps Pro until the end of the period paid for.
    await pro.cancel('We are closing the cafe for the winter.');
    await expect
      .poll(() => pro.planText('subscription-period'))
      .toMatch(/^Ends on \d{1,2} \w+ \d{4}$/);
    expect(await pro.planText('subscription-status')).toBe('Status: Cancelled: it will not renew');
    expect(await pro.venueBadge('Harbour Bistro')).toBe('PRO');

    // The period ends: after a reload the first venue is Free again.
    const subscriptionId = await subscriptionIdOf(await pro.userId());
    expect(subscriptionId).toBeTruthy();
    await endPeriod(subscriptionId!);
    await expect
      .poll(
        async () => {
          await pro.open();
          return pro.venueBadge('Harbour Bistro');
        },
        { timeout: 30_000 },
      )
      .toBe('FREE');
    expect(await pro.planText('subscription-period')).toMatch(/^Ended on /);
    expect(await page.getByRole('button', { name: 'Buy Pro for 1 venue' }).isVisible()).toBe(true);
  });
});

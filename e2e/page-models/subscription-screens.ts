import type { Locator, Page } from 'playwright-core';

/**
 * /subscription-manage, the payment provider's hosted pages it leads to, and the PRO/FREE
 * badge of the current venue in the side bar.
 */
export class SubscriptionScreens {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/subscription-manage');
    await this.currentPlan().waitFor();
  }

  currentPlan(): Locator {
    return this.page.getByTestId('current-plan');
  }

  /** A venue's row among "Your venues". */
  venue(name: string): Locator {
    return this.page.getByTestId('venue-coverage').filter({
      has: this.page.getByTestId('venue-coverage-name').getByText(name, { exact: true }),
    });
  }

  /** PRO or FREE beside a venue on this page. */
  async venueBadge(name: string): Promise<string | null> {
    return this.venue(name).getByTestId('pro-badge').textContent();
  }

  async venueWhy(name: string): Promise<string | null> {
    return this.venue(name).getByTestId('venue-coverage-why').textContent();
  }

  /** PRO or FREE beside the current venue in the side bar. */
  async sideBarBadge(): Promise<string | null> {
    return this.page.getByTestId('current-venue').getByTestId('pro-badge').textContent();
  }

  /** The price shown on a plan ('$79.99'). */
  async planPrice(label: string): Promise<string | null> {
    return this.page.getByRole('article', { name: label }).getByTestId('plan-price').textContent();
  }

  /** Buys a plan: its button opens the provider's checkout page (a full-page navigation). */
  async buy(label: string): Promise<void> {
    await this.page.getByRole('button', { name: `Buy ${label}` }).click();
    await this.page.waitForURL((url) => url.pathname.startsWith('/pay/'));
  }

  /** On the provider's checkout page: Pay, which returns to /subscription-manage. */
  async pay(): Promise<void> {
    await this.page.getByRole('button', { name: 'Pay' }).click();
    await this.page.waitForURL((url) => url.pathname === '/subscription-manage');
  }

  /** The notice of the return from checkout ('confirming', 'confirmed', 'late', 'cancelled'). */
  checkoutNotice(): Locator {
    return this.page.getByTestId('checkout-notice');
  }

  async checkoutOutcome(): Promise<string | null> {
    return this.checkoutNotice().getAttribute('data-outcome');
  }

  async planText(testId: 'subscription-plan' | 'subscription-status' | 'subscription-period') {
    return this.page.getByTestId(testId).textContent();
  }

  /** Cancels the subscription with feedback, answering the confirmation. */
  async cancel(feedback: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Cancel subscription' }).click();
    const panel = this.page.getByTestId('cancel-subscription');
    await panel.getByLabel('Why are you cancelling? (optional)').fill(feedback);
    await panel.getByRole('button', { name: 'Cancel subscription' }).click();
    await this.page
      .getByRole('dialog', { name: 'Cancel subscription' })
      .getByRole('button', { name: 'Cancel subscription' })
      .click();
  }

  /** The signed-in user's id, as the app keeps it on the device. */
  async userId(): Promise<string> {
    const id = await this.page.evaluate(() =>
      Object.keys(localStorage)
        .find((key) => key.startsWith('larder_user_'))
        ?.slice('larder_user_'.length),
    );
    if (!id) throw new Error('no signed-in user on this device');
    return id;
  }
}

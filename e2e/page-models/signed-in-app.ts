import type { Locator, Page } from 'playwright-core';

/** The app layout's signed-in pieces: current venue, account menu, restricted lock. */
export class SignedInApp {
  constructor(readonly page: Page) {}

  currentVenueName(): Locator {
    return this.page.getByTestId('current-venue-name');
  }

  async openAccountMenu(): Promise<void> {
    await this.page.getByTestId('user-menu').click();
  }

  async chooseMenuItem(name: string): Promise<void> {
    await this.openAccountMenu();
    await this.page.getByRole('menuitem', { name }).click();
  }

  async signOut(): Promise<void> {
    await this.chooseMenuItem('Sign out');
  }

  /** The local browser keys of spec section 3 that sign-in writes. */
  async localKeys(): Promise<{ lastAccount: string | null; lastVID: string | null }> {
    return this.page.evaluate(() => ({
      lastAccount: localStorage.getItem('last_account'),
      lastVID: localStorage.getItem('lastVID'),
    }));
  }

  /** Whether the sign-in cache (oidc-client-ts user) is in local storage. */
  async hasCachedSignIn(): Promise<boolean> {
    return this.page.evaluate(() =>
      Object.keys(localStorage).some((key) => key.startsWith('oidc.user:')),
    );
  }
}

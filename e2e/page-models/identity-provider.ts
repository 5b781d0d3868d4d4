import type { Page } from 'playwright-core';

export interface ProviderAccount {
  name: string;
  email: string;
  password: string;
}

/** The embedded OpenID provider's own pages (/auth/interaction/{uid}): sign in, sign up. */
export class IdentityProvider {
  constructor(readonly page: Page) {}

  /** True when the address is one of the provider's interaction pages. */
  static isInteraction(url: string): boolean {
    return new URL(url).pathname.startsWith('/auth/interaction/');
  }

  /** Waits until the browser shows the provider's sign-in page. */
  async waitForSignInPage(): Promise<void> {
    await this.page.waitForURL((url) => IdentityProvider.isInteraction(url.toString()));
    await this.page.locator('#email').waitFor();
  }

  /** From the sign-in page: 'Create an account', then the sign-up form. */
  async signUp(account: ProviderAccount): Promise<void> {
    await this.page.getByRole('link', { name: 'Create an account' }).click();
    await this.page.locator('#confirm').waitFor();
    await this.page.locator('#name').fill(account.name);
    await this.page.locator('#email').fill(account.email);
    await this.page.locator('#password').fill(account.password);
    await this.page.locator('#confirm').fill(account.password);
    await this.page.getByRole('button', { name: 'Create account' }).click();
  }

  async signIn(account: Pick<ProviderAccount, 'email' | 'password'>): Promise<void> {
    await this.page.locator('#email').fill(account.email);
    await this.page.locator('#password').fill(account.password);
    await this.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }
}

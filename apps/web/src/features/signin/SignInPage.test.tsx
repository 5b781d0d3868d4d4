import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageNavigationProvider, type PageNavigation } from '../../components/page/page-navigation';
import { i18n } from '../../i18n/i18n';
import {
  installSignInFlow,
  setSignedOut,
  unavailableSignInFlow,
  type SignInFlow,
} from '../../state/session';
import { mockFetch } from '../../test/fetch-mock';
import { SignInPage } from './SignInPage';

/** Renders the page in a document whose navigation records where it was asked to go. */
function renderPage() {
  const navigation: PageNavigation = {
    pathname: '/signin',
    sameDocument: true,
    navigate: vi.fn(),
  };
  render(
    <PageNavigationProvider value={navigation}>
      <SignInPage />
    </PageNavigationProvider>,
  );
  return navigation;
}

afterEach(() => {
  vi.unstubAllGlobals();
  installSignInFlow(unavailableSignInFlow);
  setSignedOut();
});

describe('SignInPage', () => {
  it('has a Sign in button that says sign-in could not start when no flow is installed', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('signin-unavailable')).textContent).toContain(
      'Sign-in could not start on this page',
    );
  });

  it('goes where the sign-in step says, replacing the entry', async () => {
    installSignInFlow({
      ...unavailableSignInFlow,
      signIn: async () => ({ ok: true, to: 'http://localhost:3000/venue-select' }),
    } satisfies SignInFlow);
    const user = userEvent.setup();
    const navigation = renderPage();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() =>
      expect(navigation.navigate).toHaveBeenCalledWith('/venue-select', { replace: true }),
    );
  });

  it('shows why sign-in failed', async () => {
    installSignInFlow({
      ...unavailableSignInFlow,
      signIn: async () => ({ ok: false, reason: 'failed', message: 'Sign-in failed.' }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('signin-failed')).textContent).toContain('Sign-in failed.');
  });

  describe('opened at another address than the server was set up with', () => {
    const authConfig = (authority: string) =>
      mockFetch((call) =>
        call.url.endsWith('/api/auth-config')
          ? {
              body: {
                kind: 'embedded',
                authority,
                clientId: 'larder-web',
                scope: 'openid api',
                audience: 'urn:larder:api',
              },
            }
          : { status: 404 },
      );

    it('says which address to sign in at', async () => {
      authConfig('http://larder.example:8080/oidc');
      renderPage();
      const alert = await screen.findByTestId('signin-address');
      expect(alert.textContent).toContain('Sign-in works at http://larder.example:8080');
      expect(alert.textContent).toContain(`not at ${window.location.origin}`);
      expect(screen.getByRole('link', { name: 'http://larder.example:8080' })).toBeTruthy();
    });

    it("says nothing at the server's own address", async () => {
      const calls = authConfig(`${window.location.origin}/oidc`);
      renderPage();
      await vi.waitFor(() => expect(calls).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(screen.queryByTestId('signin-address')).toBeNull();
    });
  });

  it('is in French once the language changes', async () => {
    const user = userEvent.setup();
    renderPage();
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Se connecter à Larder');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect((await screen.findByTestId('signin-unavailable')).textContent).toContain(
      'La connexion n’a pas pu démarrer sur cette page',
    );
  });
});

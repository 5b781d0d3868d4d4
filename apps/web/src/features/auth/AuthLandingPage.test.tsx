import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { setSignedIn, setSignedOut } from '../../state/session';
import { AuthLandingPage } from './AuthLandingPage';

const account = { homeAccountId: 'u1.iss', localAccountId: 'u1', username: 'sam@bistro.example' };

const renderPage = () => {
  const router = createMemoryRouter([{ path: '/auth2', element: <AuthLandingPage /> }], {
    initialEntries: ['/auth2'],
  });
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
};

afterEach(() => setSignedOut());

describe('AuthLandingPage', () => {
  it('without an answer from the provider, offers a signed-in user the way into Larder', () => {
    setSignedIn(account);
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Finishing sign-in');
    expect(screen.getByRole('link', { name: 'Continue to Larder' })).toBeTruthy();
  });

  it('says it in French', async () => {
    setSignedIn(account);
    renderPage();
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Connexion en cours');
    expect(screen.getByRole('link', { name: 'Continuer vers Larder' })).toBeTruthy();
  });
});

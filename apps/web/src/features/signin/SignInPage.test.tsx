import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  installSignInFlow,
  setSignedOut,
  unavailableSignInFlow,
  type SignInFlow,
} from '../../state/session';
import { SignInPage } from './SignInPage';

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/signin', element: <SignInPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/signin'] },
  );
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

afterEach(() => {
  installSignInFlow(unavailableSignInFlow);
  setSignedOut();
});

describe('SignInPage', () => {
  it('has a Sign in button that says sign-in is coming when no flow is installed', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('signin-coming')).textContent).toContain(
      'Sign-in is coming soon',
    );
  });

  it('goes where the sign-in step says, replacing the entry', async () => {
    installSignInFlow({
      ...unavailableSignInFlow,
      signIn: async () => ({ ok: true, to: 'http://localhost:3000/venue-select' }),
    } satisfies SignInFlow);
    const user = userEvent.setup();
    const router = renderPage();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/venue-select');
    expect(router.state.historyAction).toBe('REPLACE');
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
});

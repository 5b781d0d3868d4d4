import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flashStore } from '../../state/flash';
import { PREVIOUS_ROUTE_KEY } from '../../state/previous-route';
import {
  installSignInFlow,
  setSignedIn,
  unavailableSignInFlow,
  type SignInFlow,
} from '../../state/session';
import { renderApp, resetUiState } from '../integration/render-app';

const account = { homeAccountId: 'u1.iss', localAccountId: 'u1', username: 'sam@bistro.example' };

function install(overrides: Partial<SignInFlow>) {
  const flow = { ...unavailableSignInFlow, ...overrides };
  installSignInFlow(flow);
  return flow;
}

beforeEach(() => resetUiState());
afterEach(() => installSignInFlow(unavailableSignInFlow));

describe('sign-in guard with a sign-in step', () => {
  it('restores the session and opens the route asked for', async () => {
    const restore = vi.fn(async () => {
      setSignedIn(account);
      return { ok: true as const, redirect: null };
    });
    install({ restore });
    const { router } = await renderApp('/recipes?x=1');
    expect(restore).toHaveBeenCalledWith('/recipes?x=1');
    expect(router.state.location.pathname).toBe('/recipes');
  });

  it('follows venue selection (e.g. to /venue-select), replacing the entry', async () => {
    install({
      restore: async () => {
        setSignedIn(account);
        return { ok: true, redirect: 'http://localhost:3000/venue-select' };
      },
    });
    const { router } = await renderApp('/dash');
    expect(router.state.location.pathname).toBe('/venue-select');
    expect(sessionStorage.getItem(PREVIOUS_ROUTE_KEY)).toBe('/dash');
  });

  it('goes to /signin when the session cannot be restored', async () => {
    install({ restore: async () => ({ ok: false }) });
    const { router } = await renderApp('/dash');
    expect(router.state.location.pathname).toBe('/signin');
  });
});

describe('/auth2 landing', () => {
  it("lets the provider's answer through and goes where the sign-in step says", async () => {
    const completeRedirect = vi.fn(async () => {
      setSignedIn(account);
      return { ok: true as const, to: '/venue-add' };
    });
    install({ completeRedirect });
    const { router } = await renderApp('/auth2?code=abc&state=xyz');
    await waitFor(() => expect(router.state.location.pathname).toBe('/venue-add'));
    expect(completeRedirect).toHaveBeenCalledWith('http://localhost:3000/auth2?code=abc&state=xyz');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a failed sign-in to /signin with the reason', async () => {
    install({ completeRedirect: async () => ({ ok: false, message: 'Sign-in was cancelled.' }) });
    const { router } = await renderApp('/auth2?error=access_denied&state=xyz');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(flashStore.get()).toMatchObject([{ type: 'error', text: 'Sign-in was cancelled.' }]);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('is guarded like other sign-in routes without an answer', async () => {
    const { router } = await renderApp('/auth2');
    expect(router.state.location.pathname).toBe('/signin');
  });
});

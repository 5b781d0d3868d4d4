import { UserManager, type INavigator } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthConfig, SyncedUser } from '../api/api-types';
import { clockOffsetStore } from '../state/clock';
import { clearFlashes } from '../state/flash';
import { sessionStore } from '../state/session';
import { venueStore } from '../state/venue';
import { mockFetch, type Call } from '../test/fetch-mock';
import { createAuthEvents } from './auth-events';
import { oidcSettings } from './oidc-settings';
import { createOidcSignInFlow } from './oidc-sign-in-flow';

/**
 * sync-and-security-notes §3, item 5: the sign-in's `state` is checked. The app's own flow with
 * the real oidc-client-ts UserManager, configured by the app's settings: a sign-in begun here
 * keeps its state in local storage, and an answer at /auth2 whose state is missing, forged or
 * already used is refused before the code is ever sent to the token endpoint.
 */
const ORIGIN = 'http://localhost:3000';
const ISSUER = `${ORIGIN}/oidc`;
const TOKEN_ENDPOINT = `${ISSUER}/token`;
const CONFIG: AuthConfig = {
  kind: 'embedded',
  authority: ISSUER,
  clientId: 'larder-web',
  scope: 'openid profile email offline_access api',
  audience: 'api',
};

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const syncedUser: SyncedUser = {
  id: 'u1',
  venues: [],
  currency: '$',
  metricOnly: false,
  uwpSynced: false,
  allowedVenueCount: 0,
  restricted: false,
  email: 'sam@bistro.example',
};

/** The real UserManager; its redirect navigator records where the browser would go. */
function realManager() {
  const visited: URL[] = [];
  const navigator: INavigator = {
    prepare: async () => ({
      navigate: async ({ url }) => {
        visited.push(new URL(url));
        return { url };
      },
      close: () => {},
    }),
    callback: async () => {},
  };
  const um = new UserManager(
    {
      ...oidcSettings(CONFIG, ORIGIN),
      metadata: {
        issuer: ISSUER,
        authorization_endpoint: `${ISSUER}/auth`,
        token_endpoint: TOKEN_ENDPOINT,
        end_session_endpoint: `${ISSUER}/session/end`,
      },
      automaticSilentRenew: false,
    },
    navigator,
  );
  return { um, visited };
}

/** The provider's token endpoint and the API: a signed-in answer for the request's nonce. */
function provider(nonce: () => string | null): Call[] {
  return mockFetch(({ url }) => {
    if (url === TOKEN_ENDPOINT) {
      const now = Math.floor(Date.now() / 1000);
      const claims = {
        iss: ISSUER,
        aud: CONFIG.clientId,
        sub: 'u1',
        email: 'sam@bistro.example',
        nonce: nonce(),
        iat: now,
        exp: now + 3600,
      };
      return {
        body: {
          access_token: 'access-1',
          token_type: 'Bearer',
          expires_in: 3600,
          id_token: `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url(claims)}.c2ln`,
          scope: CONFIG.scope,
        },
      };
    }
    if (url === '/api/user') return { body: syncedUser };
    if (url === '/api/count') return { body: { count: 1, timestamp: Date.now() } };
    return { status: 404, body: { error: 'ERR_NOT_FOUND', message: 'Not found' } };
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.reset();
  venueStore.reset();
  clockOffsetStore.reset();
  clearFlashes();
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearFlashes();
});

describe('the sign-in state (checklist item 5)', () => {
  async function begin() {
    const { um, visited } = realManager();
    const flow = () =>
      createOidcSignInFlow({ userManager: async () => um, events: createAuthEvents() });
    const signIn = await flow().signIn();
    expect(signIn).toEqual({ ok: true, to: null });
    const request = visited[0]!;
    const state = request.searchParams.get('state')!;
    const calls = provider(() => request.searchParams.get('nonce'));
    const tokenCalls = () => calls.filter((c) => c.url === TOKEN_ENDPOINT);
    return { flow, request, state, calls, tokenCalls };
  }

  it('sends a fresh random state with each sign-in and keeps it on the device', async () => {
    const first = await begin();
    const second = await begin();
    expect(first.request.origin + first.request.pathname).toBe(`${ISSUER}/auth`);
    expect(first.state).toMatch(/^[0-9a-f]{32}$/);
    expect(second.state).not.toBe(first.state);
    expect(localStorage.getItem(`oidc.state.${first.state}`)).not.toBeNull();
  });

  it('refuses an answer with a forged state, and never sends its code', async () => {
    const { flow, state, tokenCalls } = await begin();
    const forged = `${'0'.repeat(31)}1`;
    expect(forged).not.toBe(state);
    const result = await flow().completeRedirect(`${ORIGIN}/auth2?code=stolen&state=${forged}`);
    expect(result).toEqual({ ok: false, message: 'Sign-in failed. Please try again.' });
    expect(tokenCalls()).toEqual([]);
    expect(sessionStore.get().status).toBe('signed-out');
  });

  it('refuses an answer without a state, and never sends its code', async () => {
    const { flow, tokenCalls } = await begin();
    const result = await flow().completeRedirect(`${ORIGIN}/auth2?code=stolen`);
    expect(result).toEqual({ ok: false, message: 'Sign-in failed. Please try again.' });
    expect(tokenCalls()).toEqual([]);
    expect(sessionStore.get().status).toBe('signed-out');
  });

  it('takes the answer with its own state once, and refuses it replayed', async () => {
    const { flow, state, tokenCalls } = await begin();
    const answer = `${ORIGIN}/auth2?code=good&state=${state}`;
    expect(await flow().completeRedirect(answer)).toEqual({ ok: true, to: '/venue-add' });
    expect(tokenCalls()).toHaveLength(1);
    expect(sessionStore.get().status).toBe('signed-in');
    expect(localStorage.getItem(`oidc.state.${state}`)).toBeNull();

    sessionStore.reset();
    const replayed = await flow().completeRedirect(answer);
    expect(replayed).toEqual({ ok: false, message: 'Sign-in failed. Please try again.' });
    expect(tokenCalls()).toHaveLength(1);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../api/api-client';
import type { AuthConfig, SyncedUser } from '../api/api-types';
import { rememberUser } from '../state/offline-cache';
import { sessionStore } from '../state/session';
import { venueStore } from '../state/venue';
import { mockFetch } from '../test/fetch-mock';
import { resetAuthConfig } from './auth-config';
import { createOidcSignInFlow } from './oidc-sign-in-flow';

// Counts the loads of oidc-client-ts (once at most: a module is loaded once per file): the
// app's start must not fetch it.
const library = vi.hoisted(() => ({ loads: 0 }));
vi.mock('oidc-client-ts', async (importOriginal) => {
  library.loads += 1;
  return importOriginal();
});

const config: AuthConfig = {
  kind: 'embedded',
  authority: 'https://larder.example/oidc',
  clientId: 'larder-web',
  scope: 'openid profile offline_access api',
  audience: 'urn:larder:api',
};

const synced: SyncedUser = {
  id: 'u1',
  venues: [],
  currency: '$',
  metricOnly: false,
  uwpSynced: false,
  allowedVenueCount: 0,
  restricted: false,
  email: 'sam@bistro.example',
};

/** A sign-in kept on the device by oidc-client-ts, valid for `seconds` more. */
function keepSignIn(seconds: number): void {
  localStorage.setItem(
    `oidc.user:${config.authority}:${config.clientId}`,
    JSON.stringify({
      profile: { sub: 'u1', iss: config.authority, email: 'sam@bistro.example' },
      access_token: 'access-kept',
      id_token: 'id-kept',
      token_type: 'Bearer',
      expires_at: Math.floor(Date.now() / 1000) + seconds,
    }),
  );
  localStorage.setItem('last_account', 'sam@bistro.example');
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.reset();
  venueStore.reset();
  resetAuthConfig();
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetAuthConfig();
});

describe('the sign-in step at start', () => {
  it('restores a sign-in kept on the device offline, without oidc-client-ts', async () => {
    keepSignIn(3600);
    localStorage.setItem('larder_auth_config', JSON.stringify(config));
    rememberUser(synced);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const flow = createOidcSignInFlow();
    expect((await flow.restore('/dash')).ok).toBe(true);
    expect(sessionStore.get().status).toBe('signed-in');
    expect(sessionStore.get().user?.id).toBe('u1');
    expect(library.loads).toBe(0);
  });

  it('gives the kept token to the API online, without oidc-client-ts', async () => {
    keepSignIn(3600);
    const calls = mockFetch(({ url }) => {
      if (url === '/api/auth-config') return { body: config };
      if (url === '/api/user') return { body: synced };
      if (url === '/api/count') return { body: { count: 1, timestamp: Date.now() } };
      return { body: {} };
    });
    const flow = createOidcSignInFlow();
    expect((await flow.restore('/dash')).ok).toBe(true);
    await apiRequest('GET', '/api/user');
    const last = calls.at(-1)!;
    expect(last.headers.Authorization ?? last.headers.authorization).toBe('Bearer access-kept');
    expect(library.loads).toBe(0);
  });

  it('fetches oidc-client-ts when the kept sign-in has expired and must be renewed', async () => {
    keepSignIn(-60);
    mockFetch(({ url }) =>
      url === '/api/auth-config' ? { body: config } : { status: 404, body: {} },
    );
    const flow = createOidcSignInFlow();
    await flow.restore('/dash');
    expect(library.loads).toBe(1);
  });
});

import { ErrorResponse, type User, type UserManager } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../api/api-client';
import type { SyncedUser } from '../api/api-types';
import { i18n } from '../i18n/i18n';
import { clockOffsetStore } from '../state/clock';
import { clearFlashes } from '../state/flash';
import { takePageNotice } from '../state/page-notice';
import { sessionStore } from '../state/session';
import { venueStore } from '../state/venue';
import { mockFetch } from '../test/fetch-mock';
import { resetDriveTokens } from './drive-token';
import { resetUserManager } from './user-manager';
import { createAuthEvents, type AuthEventType } from './auth-events';
import { createOidcSignInFlow } from './oidc-sign-in-flow';

const ISS = 'http://localhost:3000/oidc';

function oidcUser(overrides: Partial<User> = {}): User {
  return {
    profile: {
      sub: 'u1',
      iss: ISS,
      email: 'sam@bistro.example',
      aud: 'larder-web',
      exp: 0,
      iat: 0,
    },
    access_token: 'access-1',
    id_token: 'id-1',
    expired: false,
    ...overrides,
  } as unknown as User;
}

function fakeManager(cached: User | null = null) {
  let stored = cached;
  const um = {
    getUser: vi.fn(async () => stored),
    signinSilent: vi.fn(async (_args?: unknown): Promise<User | null> => {
      throw new ErrorResponse({ error: 'login_required' });
    }),
    signinRedirect: vi.fn(async (_args?: unknown) => {}),
    signinRedirectCallback: vi.fn(async (_url?: string) => {
      stored = oidcUser();
      return stored;
    }),
    removeUser: vi.fn(async () => {
      stored = null;
    }),
    signoutRedirect: vi.fn(async (_args?: unknown) => {}),
  };
  /** The next silent sign-on succeeds and, like oidc-client-ts, caches the user. */
  const silentSucceeds = (user: User) =>
    um.signinSilent.mockImplementationOnce(async () => {
      stored = user;
      return user;
    });
  return {
    um,
    manager: um as unknown as UserManager,
    silentSucceeds,
    setStored: (u: User | null) => (stored = u),
  };
}

const syncedUser = (venueIds: string[] = []): SyncedUser => ({
  id: 'u1',
  venues: venueIds.map((id) => ({ id, venue_name: `Venue ${id}`, deleted: false })),
  currency: '$',
  metricOnly: false,
  uwpSynced: false,
  allowedVenueCount: 0,
  restricted: false,
  email: 'sam@bistro.example',
});

function serverWith(user: SyncedUser | null, skewMs = 60_000) {
  return mockFetch(({ url }) => {
    if (url === '/api/user') return user ? { body: user } : { status: 500, body: {} };
    if (url === '/api/count') return { body: { count: 1, timestamp: Date.now() + skewMs } };
    if (url.startsWith('/api/venues/')) {
      const id = url.split('/').at(-1)!;
      return {
        body: {
          venue: { id, venue_name: `Venue ${id}` },
          settings: { PROFILE: { skey: 'PROFILE', venue_name: `Venue ${id}` } },
        },
      };
    }
    return { status: 404, body: { error: 'ERR_NOT_FOUND', message: 'Not found' } };
  });
}

function setup(cached: User | null = null) {
  const fake = fakeManager(cached);
  const events = createAuthEvents();
  const seen: AuthEventType[] = [];
  events.subscribe((event) => seen.push(event.type));
  const flow = createOidcSignInFlow({ userManager: async () => fake.manager, events });
  return { ...fake, events, seen, flow };
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

describe('redirect landing (/auth2)', () => {
  it('sets the account, stores last_account, loads the user and the count, then picks the venue', async () => {
    const { flow, um, seen } = setup();
    const calls = serverWith(syncedUser());
    const result = await flow.completeRedirect('http://localhost:3000/auth2?code=c&state=s');
    expect(result).toEqual({ ok: true, to: '/venue-add' });
    expect(um.signinRedirectCallback).toHaveBeenCalledWith(
      'http://localhost:3000/auth2?code=c&state=s',
    );
    expect(localStorage.getItem('last_account')).toBe('sam@bistro.example');
    expect(sessionStore.get()).toMatchObject({
      status: 'signed-in',
      interaction: 'idle',
      account: {
        homeAccountId: `u1.${ISS}`,
        localAccountId: 'u1',
        username: 'sam@bistro.example',
      },
      user: { id: 'u1' },
    });
    expect(clockOffsetStore.get()).toBeGreaterThan(59_000);
    expect(clockOffsetStore.get()).toBeLessThanOrEqual(60_000);
    expect(calls.map((c) => c.headers.authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-1',
    ]);
    expect(seen).toContain('HANDLE_REDIRECT_END');
    expect(seen).toContain('LOGIN_SUCCESS');
  });

  it('completes each answer once, however often it is asked (strict mode)', async () => {
    const { flow, um } = setup();
    serverWith(syncedUser(['a']));
    const url = 'http://localhost:3000/auth2?code=c&state=s';
    const [first, second] = await Promise.all([
      flow.completeRedirect(url),
      flow.completeRedirect(url),
    ]);
    expect(first).toEqual({ ok: true, to: '/dash' });
    expect(second).toBe(first);
    expect(um.signinRedirectCallback).toHaveBeenCalledTimes(1);
    expect(venueStore.get().current?.id).toBe('a');
  });

  it('fails (and the page goes to /signin) when the provider answer is refused', async () => {
    const { flow, um, seen } = setup();
    um.signinRedirectCallback.mockRejectedValueOnce(new ErrorResponse({ error: 'access_denied' }));
    serverWith(syncedUser());
    const result = await flow.completeRedirect('http://localhost:3000/auth2?error=access_denied');
    expect(result).toEqual({ ok: false, message: 'Sign-in was cancelled.' });
    expect(seen).toContain('LOGIN_FAILURE');
    expect(sessionStore.get().status).toBe('signed-out');
  });

  it('says why in the interface language', async () => {
    await i18n.changeLanguage('fr');
    const { flow, um } = setup();
    um.signinRedirectCallback.mockRejectedValueOnce(new ErrorResponse({ error: 'access_denied' }));
    serverWith(syncedUser());
    const cancelled = await flow.completeRedirect('http://localhost:3000/auth2?error=fr');
    expect(cancelled).toEqual({ ok: false, message: 'La connexion a été annulée.' });
    um.signinRedirectCallback.mockRejectedValueOnce(new Error('state mismatch'));
    const failed = await flow.completeRedirect('http://localhost:3000/auth2?code=x&state=fr');
    expect(failed).toEqual({ ok: false, message: 'La connexion a échoué. Veuillez réessayer.' });
  });

  it('fails when the synced user cannot be loaded', async () => {
    const { flow } = setup();
    serverWith(null);
    const result = await flow.completeRedirect('http://localhost:3000/auth2?code=c&state=s');
    expect(result.ok).toBe(false);
    expect(sessionStore.get().status).toBe('signed-out');
  });
});

describe('restoring a session for the guard', () => {
  it('uses a valid cached sign-in without the provider', async () => {
    const { flow, um } = setup(oidcUser());
    serverWith(syncedUser(['a', 'b']));
    expect(await flow.restore('/recipes')).toEqual({ ok: true, redirect: '/venue-select' });
    expect(um.signinSilent).not.toHaveBeenCalled();
    expect(sessionStore.get().status).toBe('signed-in');
  });

  it('signs on silently with last_account as the hint', async () => {
    const { flow, um, seen, silentSucceeds } = setup();
    localStorage.setItem('last_account', 'sam@bistro.example');
    localStorage.setItem('lastVID', 'b');
    silentSucceeds(oidcUser());
    serverWith(syncedUser(['a', 'b']));
    expect(await flow.restore('/dash')).toEqual({ ok: true, redirect: null });
    expect(um.signinSilent).toHaveBeenCalledWith(
      expect.objectContaining({ login_hint: 'sam@bistro.example', nonce: expect.any(String) }),
    );
    expect(seen).toContain('SSO_SILENT_SUCCESS');
    expect(venueStore.get().current?.id).toBe('b');
  });

  it('gives up without a hint or a cached sign-in', async () => {
    const { flow, um } = setup();
    serverWith(syncedUser());
    expect(await flow.restore('/dash')).toEqual({ ok: false });
    expect(um.signinSilent).not.toHaveBeenCalled();
  });

  it('gives up when silent sign-on needs interaction', async () => {
    const { flow, seen } = setup();
    localStorage.setItem('last_account', 'sam@bistro.example');
    serverWith(syncedUser());
    expect(await flow.restore('/dash')).toEqual({ ok: false });
    expect(seen).toContain('SSO_SILENT_FAILURE');
  });
});

describe('interactive sign-in', () => {
  it('tries silent sign-on first, then redirects to the provider with the hint', async () => {
    const { flow, um } = setup();
    localStorage.setItem('last_account', 'sam@bistro.example');
    serverWith(syncedUser());
    expect(await flow.signIn()).toEqual({ ok: true, to: null });
    expect(um.signinSilent).toHaveBeenCalledTimes(1);
    expect(um.signinRedirect).toHaveBeenCalledWith(
      expect.objectContaining({ login_hint: 'sam@bistro.example', nonce: expect.any(String) }),
    );
  });

  it('redirects straight away without a last account', async () => {
    const { flow, um } = setup();
    serverWith(syncedUser());
    await flow.signIn();
    expect(um.signinSilent).not.toHaveBeenCalled();
    expect(um.signinRedirect).toHaveBeenCalledTimes(1);
  });

  it('signs in silently when the provider session is still there', async () => {
    const { flow, um, silentSucceeds } = setup();
    localStorage.setItem('last_account', 'sam@bistro.example');
    silentSucceeds(oidcUser());
    serverWith(syncedUser(['a']));
    expect(await flow.signIn()).toEqual({ ok: true, to: '/dash' });
    expect(um.signinRedirect).not.toHaveBeenCalled();
  });
});

describe('tokens and provider events', () => {
  it('renews an expired token silently for API calls', async () => {
    const { seen, silentSucceeds } = setup(oidcUser({ expired: true } as Partial<User>));
    silentSucceeds(oidcUser({ access_token: 'access-2' } as Partial<User>));
    const calls = mockFetch(() => ({ body: { count: 0, timestamp: 1 } }));
    await apiRequest('GET', '/api/count');
    expect(calls[0]?.headers.authorization).toBe('Bearer access-2');
    expect(seen).toContain('ACQUIRE_TOKEN_SUCCESS');
  });

  it('refreshes the account list on an event: a removed account signs the session out', async () => {
    const { events, setStored } = setup();
    const done = new Promise<void>((resolve) =>
      events.subscribe((e) => e.type === 'ACCOUNT_REMOVED' && resolve()),
    );
    setStored(null);
    sessionStore.set({
      ...sessionStore.get(),
      status: 'signed-in',
      accounts: [{ homeAccountId: 'x', localAccountId: 'x', username: 'x@y.example' }],
      account: { homeAccountId: 'x', localAccountId: 'x', username: 'x@y.example' },
    });
    events.emit('ACQUIRE_TOKEN_FAILURE');
    await done;
    expect(sessionStore.get().status).toBe('signed-out');
    expect(sessionStore.get().accounts).toEqual([]);
  });

  it('adds the account of a newly loaded sign-in', async () => {
    const { events, seen, setStored } = setup();
    setStored(oidcUser());
    const added = new Promise<void>((resolve) =>
      events.subscribe((e) => e.type === 'ACCOUNT_ADDED' && resolve()),
    );
    events.emit('ACQUIRE_TOKEN_SUCCESS');
    await added;
    expect(sessionStore.get().accounts).toHaveLength(1);
    expect(seen.filter((t) => t === 'ACCOUNT_ADDED')).toHaveLength(1);
  });
});

describe('sign-out', () => {
  it("forgets the drive's own sign-in too", async () => {
    resetDriveTokens();
    resetUserManager();
    const { flow } = setup(oidcUser());
    const driveUserKey = 'larder.drive.user:https://larder.example/oidc:larder-web';
    localStorage.setItem(driveUserKey, '{"access_token":"drive"}');
    mockFetch(({ url }) =>
      url === '/api/auth-config'
        ? {
            body: {
              kind: 'embedded',
              authority: 'https://larder.example/oidc',
              clientId: 'larder-web',
              scope: 'openid api',
              audience: 'urn:larder:api',
              drive: {
                provider: 'onedrive',
                graphUrl: 'https://graph.example/v1.0',
                scope: 'openid offline_access Files.ReadWrite.AppFolder',
                resource: 'https://graph.microsoft.com',
              },
            },
          }
        : { status: 404, body: { error: 'ERR_NOT_FOUND', message: 'Not found' } },
    );
    await flow.signOut();
    expect(localStorage.getItem(driveUserKey)).toBeNull();
    resetDriveTokens();
  });

  it('closes the browser data, then ends the provider session back to the public site', async () => {
    const { flow, um, seen } = setup(oidcUser());
    serverWith(syncedUser(['a']));
    await flow.restore('/dash');
    expect(localStorage.getItem('lastVID')).toBe('a');
    await flow.signOut();
    expect(localStorage.getItem('last_account')).toBeNull();
    expect(localStorage.getItem('lastVID')).toBeNull();
    expect(um.removeUser).toHaveBeenCalled();
    expect(um.signoutRedirect).toHaveBeenCalledWith({
      id_token_hint: 'id-1',
      post_logout_redirect_uri: 'http://localhost:3000/',
    });
    expect(sessionStore.get().status).toBe('signed-out');
    expect(venueStore.get().current).toBeNull();
    expect(seen).toContain('LOGOUT_END');
  });
  it('after Delete account, clears the account from the device and leaves the provider alone', async () => {
    const { flow, um } = setup(oidcUser());
    serverWith(syncedUser(['a', 'b']));
    await flow.restore('/dash');
    const userId = sessionStore.get().user!.id;
    localStorage.setItem(`restricted_${userId}`, '100');
    localStorage.setItem('kitchenList_a', '{}');
    localStorage.setItem('kitchenList_b', '{}');
    localStorage.setItem('kitchenList_other', '{}');
    await flow.signOut({ accountDeleted: { notice: 'Your account has been deleted.' } });
    expect(localStorage.getItem('last_account')).toBeNull();
    expect(localStorage.getItem('lastVID')).toBeNull();
    expect(localStorage.getItem(`restricted_${userId}`)).toBeNull();
    expect(localStorage.getItem('kitchenList_a')).toBeNull();
    expect(localStorage.getItem('kitchenList_b')).toBeNull();
    expect(localStorage.getItem('kitchenList_other')).toBe('{}');
    expect(um.removeUser).toHaveBeenCalled();
    // The provider's session went with the account: no sign-out redirect to it.
    expect(um.signoutRedirect).not.toHaveBeenCalled();
    expect(takePageNotice()).toBe('Your account has been deleted.');
    expect(sessionStore.get().status).toBe('signed-out');
  });
});

describe('a sign-in restored from the device without oidc-client-ts', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands the sign-in to oidc-client-ts shortly before its renewal is due, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const fake = fakeManager(oidcUser());
    const userManager = vi.fn(async () => fake.manager);
    const expiresAt = Math.floor(Date.now() / 1000) + 3600;
    const kept = { ...oidcUser(), expires_at: expiresAt, expired: false };
    const flow = createOidcSignInFlow({
      userManager,
      storedUser: async () => kept,
      events: createAuthEvents(),
    });
    serverWith(syncedUser());
    expect((await flow.restore('/dash')).ok).toBe(true);
    expect(userManager).not.toHaveBeenCalled();

    // The library renews 300 s before expiry once it holds the sign-in: it gets it 10 s earlier.
    await vi.advanceTimersByTimeAsync((3600 - 300 - 10) * 1000 - 2000);
    expect(userManager).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3000);
    expect(userManager).toHaveBeenCalled();
    expect(fake.um.getUser).toHaveBeenCalled();
  });
});

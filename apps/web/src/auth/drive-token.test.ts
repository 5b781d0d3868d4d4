import type { User, UserManager } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthConfig } from '../api/api-types';
import { driveStore } from '../state/drive-access';
import { DRIVE_STATE_PREFIX, DRIVE_STORE_PREFIX } from './drive-sign-in';
import { isDriveAnswer } from './drive-token';
import { createDriveTokens, driveResourceFor, driveSettings } from './drive-user-manager';
import { TOKEN_RENEWAL_OFFSET_S } from './oidc-request';

const drive = {
  provider: 'onedrive' as const,
  graphUrl: 'https://graph.example/v1.0',
  scope: 'openid offline_access Files.ReadWrite.AppFolder',
  resource: 'https://graph.microsoft.com',
};
const embedded: AuthConfig = {
  kind: 'embedded',
  authority: 'https://larder.example/oidc',
  clientId: 'larder-web',
  scope: 'openid profile email offline_access api',
  audience: 'urn:larder:api',
  drive,
};
const microsoft: AuthConfig = {
  ...embedded,
  kind: 'external',
  authority: 'https://login.microsoftonline.com/common/v2.0',
};

/** A UserManager's few calls the drive uses, recorded. */
function fakeManager(initial: Partial<User> | null) {
  let user = initial as User | null;
  const um = {
    getUser: vi.fn(async () => user),
    removeUser: vi.fn(async () => {
      user = null;
    }),
    signinSilent: vi.fn(async (_args?: unknown): Promise<User | null> => null),
    signinRedirect: vi.fn(async (_args?: unknown) => undefined),
    signinRedirectCallback: vi.fn(async (_url?: string) => ({}) as User),
  };
  return {
    um,
    manager: um as unknown as UserManager,
    setUser: (next: User | null) => (user = next),
  };
}

beforeEach(() => {
  driveStore.set({ status: 'on', graphUrl: drive.graphUrl, token: 'unknown' });
});
afterEach(() => {
  driveStore.reset();
  vi.unstubAllGlobals();
});

describe('the drive sign-in settings', () => {
  it('ask for the drive scope and resource, with storage of their own, apart from the API', () => {
    const settings = driveSettings(embedded, drive, 'https://larder.example', localStorage);
    expect(settings.scope).toBe(drive.scope);
    expect(settings.client_id).toBe('larder-web');
    expect(settings.authority).toBe(embedded.authority);
    expect(settings.resource).toBe(drive.resource);
    expect(settings.extraTokenParams).toEqual({ resource: drive.resource });
    expect(settings.redirect_uri).toBe('https://larder.example/auth2');
    expect(settings.silent_redirect_uri).toBe('https://larder.example/silent-renew.html');
    expect(settings.automaticSilentRenew).toBe(false);
    expect(DRIVE_STORE_PREFIX).not.toBe('oidc.');
    expect(DRIVE_STATE_PREFIX.startsWith('oidc.')).toBe(false);
  });

  it("send no resource to Microsoft's sign-in, which refuses it", () => {
    expect(driveResourceFor(microsoft, drive)).toBeUndefined();
    const settings = driveSettings(microsoft, drive, 'https://larder.example', localStorage);
    expect(settings.resource).toBeUndefined();
    expect(settings.extraTokenParams).toBeUndefined();
  });
});

describe('getDriveToken', () => {
  const options = { graphUrl: drive.graphUrl, resource: drive.resource };

  it(`answers the cached token while it has more than ${TOKEN_RENEWAL_OFFSET_S} s left`, async () => {
    const { um, manager } = fakeManager({ access_token: 'cached', expires_in: 301 });
    expect(await createDriveTokens(manager, options).getDriveToken()).toBe('cached');
    expect(um.signinSilent).not.toHaveBeenCalled();
    expect(driveStore.get()).toMatchObject({ token: 'ready' });
  });

  it('renews silently 300 s before expiry, for the drive resource, once for callers at the same time', async () => {
    const { um, manager } = fakeManager({ access_token: 'old', expires_in: 300 });
    um.signinSilent.mockResolvedValue({ access_token: 'new' } as User);
    const tokens = createDriveTokens(manager, options);
    const [a, b] = await Promise.all([tokens.getDriveToken(), tokens.getDriveToken()]);
    expect([a, b]).toEqual(['new', 'new']);
    expect(um.signinSilent).toHaveBeenCalledTimes(1);
    expect(um.signinSilent.mock.calls[0]![0]).toMatchObject({ resource: drive.resource });
  });

  it('answers undefined and asks for "Connect OneDrive" when the silent sign-in fails', async () => {
    const { um, manager } = fakeManager(null);
    um.signinSilent.mockRejectedValue(new Error('login_required'));
    expect(await createDriveTokens(manager, options).getDriveToken()).toBeUndefined();
    expect(driveStore.get()).toMatchObject({ status: 'on', token: 'needs-sign-in' });
  });

  it("drops a drive refresh token that no longer works and tries the provider's frame once", async () => {
    const { um, manager } = fakeManager({ access_token: 'old', expires_in: 0, refresh_token: 'r' });
    um.signinSilent
      .mockRejectedValueOnce(new Error('invalid_grant'))
      .mockResolvedValueOnce({ access_token: 'framed' } as User);
    expect(await createDriveTokens(manager, options).getDriveToken()).toBe('framed');
    expect(um.removeUser).toHaveBeenCalledTimes(1);
    expect(um.signinSilent).toHaveBeenCalledTimes(2);
  });

  it('tries nothing offline', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const { um, manager } = fakeManager(null);
    expect(await createDriveTokens(manager, options).getDriveToken()).toBeUndefined();
    expect(um.signinSilent).not.toHaveBeenCalled();
    expect(driveStore.get()).toMatchObject({ token: 'unknown' });
  });
});

describe('"Connect OneDrive"', () => {
  const options = { graphUrl: drive.graphUrl, resource: drive.resource };

  it('signs in through the redirect, and comes back at /auth2 to where the user was', async () => {
    const { um, manager } = fakeManager(null);
    const tokens = createDriveTokens(manager, options);
    await tokens.connect('/settings');
    expect(um.signinRedirect.mock.calls[0]![0]).toMatchObject({ state: { returnTo: '/settings' } });
    um.signinRedirectCallback.mockResolvedValue({ state: { returnTo: '/recipes' } } as User);
    expect(await tokens.completeRedirect('https://larder.example/auth2?code=c&state=s')).toBe(
      '/recipes',
    );
    expect(driveStore.get()).toMatchObject({ token: 'ready' });
  });

  it('goes back to the settings when the answer names no path of the app', async () => {
    const { um, manager } = fakeManager(null);
    um.signinRedirectCallback.mockResolvedValue({ state: { returnTo: 'https://evil' } } as User);
    expect(await createDriveTokens(manager, options).completeRedirect('https://x/auth2')).toBe(
      '/settings',
    );
  });

  it("tells a drive answer from the API sign-in's by its state", () => {
    localStorage.setItem(`${DRIVE_STATE_PREFIX}abc`, '{}');
    expect(isDriveAnswer('https://larder.example/auth2?code=1&state=abc')).toBe(true);
    expect(isDriveAnswer('https://larder.example/auth2?code=1&state=other')).toBe(false);
    expect(isDriveAnswer('https://larder.example/auth2?code=1')).toBe(false);
  });
});

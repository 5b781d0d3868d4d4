import type { DriveAuthConfig } from '@larder/domain';
import { UserManager, WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import type { AuthConfig } from '../api/api-types';
import { setDriveToken } from '../state/drive-access';
import { LAST_ACCOUNT_KEY, readLocal } from '../state/local-keys';
import { DRIVE_STATE_PREFIX, DRIVE_STORE_PREFIX, type DriveTokens } from './drive-sign-in';
import { newNonce, TOKEN_RENEWAL_OFFSET_S } from './oidc-request';
import { oidcSettings } from './oidc-settings';

// The drive's own sign-in with oidc-client-ts, fetched only while the drive mirror is on.

type DriveOn = Extract<DriveAuthConfig, { provider: 'onedrive' }>;

/** Microsoft's sign-in refuses a `resource` parameter; a drive token there is named by its scope. */
const MICROSOFT_LOGIN_HOST = 'login.microsoftonline.com';

/** The resource indicator a drive sign-in sends: the drive's resource, except to Microsoft. */
export function driveResourceFor(config: AuthConfig, drive: DriveOn): string | undefined {
  return new URL(config.authority).hostname === MICROSOFT_LOGIN_HOST ? undefined : drive.resource;
}

/**
 * The drive's own oidc-client-ts settings: the same issuer, client and redirect pages as the
 * API's sign-in, the drive's scope and resource, its own storage prefixes, and no automatic
 * renewal (`getDriveToken` renews on demand, 300 s before the token expires).
 */
export function driveSettings(
  config: AuthConfig,
  drive: DriveOn,
  origin: string,
  store: Storage = window.localStorage,
): UserManagerSettings {
  const resource = driveResourceFor(config, drive);
  return {
    ...oidcSettings(config, origin, store),
    scope: drive.scope,
    userStore: new WebStorageStateStore({ store, prefix: DRIVE_STORE_PREFIX }),
    stateStore: new WebStorageStateStore({ store, prefix: DRIVE_STATE_PREFIX }),
    automaticSilentRenew: false,
    ...(resource ? { resource, extraTokenParams: { resource } } : {}),
  };
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * The drive token of the signed-in user: the cached one while it has more than 300 s left,
 * else one renewal at a time, silently (the drive's refresh token, else the provider's frame
 * with the user's existing session). When no token comes the page is told the user must sign
 * in again ("Connect OneDrive"); offline nothing is tried.
 */
export function createDriveTokens(
  um: UserManager,
  options: { graphUrl: string; resource: string | undefined },
): DriveTokens {
  let renewing: Promise<string | undefined> | null = null;
  const silentArgs = () => ({
    login_hint: readLocal(LAST_ACCOUNT_KEY) ?? undefined,
    nonce: newNonce(),
    ...(options.resource ? { resource: options.resource } : {}),
  });

  async function renew(): Promise<string | undefined> {
    const cached = await um.getUser();
    try {
      const renewed = await um.signinSilent(silentArgs());
      if (renewed?.access_token) return renewed.access_token;
    } catch {
      if (!cached?.refresh_token) return undefined;
    }
    // The drive's refresh token no longer works: drop it and try the frame once.
    await um.removeUser();
    const framed = await um.signinSilent(silentArgs()).catch(() => null);
    return framed?.access_token || undefined;
  }

  return {
    graphUrl: options.graphUrl,

    async getDriveToken() {
      const user = await um.getUser();
      if (user?.access_token && (user.expires_in ?? 0) > TOKEN_RENEWAL_OFFSET_S) {
        setDriveToken('ready');
        return user.access_token;
      }
      if (isOffline()) return undefined;
      renewing ??= renew()
        .catch(() => undefined)
        .then((token) => {
          setDriveToken(token ? 'ready' : 'needs-sign-in');
          return token;
        })
        .finally(() => {
          renewing = null;
        });
      return renewing;
    },

    async connect(returnTo) {
      await um.signinRedirect({
        login_hint: readLocal(LAST_ACCOUNT_KEY) ?? undefined,
        nonce: newNonce(),
        state: { returnTo },
      });
    },

    async completeRedirect(url) {
      const user = await um.signinRedirectCallback(url);
      setDriveToken('ready');
      const returnTo = (user.state as { returnTo?: unknown } | undefined)?.returnTo;
      return typeof returnTo === 'string' && returnTo.startsWith('/') ? returnTo : '/settings';
    },

    async forget() {
      await um.removeUser();
    },
  };
}

/** The drive's tokens for the signed-in user, with a UserManager of the drive's own. */
export function driveTokensFor(config: AuthConfig, drive: DriveOn): DriveTokens {
  const um = new UserManager(driveSettings(config, drive, window.location.origin));
  return createDriveTokens(um, {
    graphUrl: drive.graphUrl,
    resource: driveResourceFor(config, drive),
  });
}

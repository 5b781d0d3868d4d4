import { UserManager, type User } from 'oidc-client-ts';
import { fetchAuthConfig } from '../api/larder-api';
import type { AuthConfig } from '../api/api-types';
import { readLocal, writeLocal } from '../state/local-keys';
import { isOffline } from '../state/offline-cache';
import { accountFromClaims, type IdTokenClaims } from './account';
import { authEvents, type AuthEventEmitter } from './auth-events';
import { oidcSettings } from './oidc-settings';

let manager: Promise<UserManager> | null = null;

/** The account of a cached sign-in, if any. */
export function accountOf(user: User | null) {
  return user ? accountFromClaims(user.profile as unknown as IdTokenClaims) : null;
}

/**
 * Passes the oidc-client-ts events on as the provider events of spec section 4: a loaded
 * user is an acquired token (and may add an account), an unloaded one removes it, a failed
 * automatic renewal is a failed token and a failed silent sign-on.
 */
export function wireUserManagerEvents(um: UserManager, events: AuthEventEmitter): () => void {
  const off = [
    um.events.addUserLoaded(() => events.emit('ACQUIRE_TOKEN_SUCCESS')),
    um.events.addUserUnloaded(() => events.emit('ACCOUNT_REMOVED')),
    um.events.addSilentRenewError((error) => {
      events.emit('SSO_SILENT_FAILURE', error);
      events.emit('ACQUIRE_TOKEN_FAILURE', error);
    }),
    um.events.addAccessTokenExpired(() => events.emit('ACQUIRE_TOKEN_FAILURE')),
    um.events.addUserSignedOut(() => events.emit('LOGOUT_END')),
  ];
  return () => off.forEach((remove) => remove());
}

/** GET /api/auth-config, remembered on the device so that the app also starts offline. */
async function authConfig(): Promise<AuthConfig> {
  try {
    const config = await fetchAuthConfig();
    writeLocal(AUTH_CONFIG_KEY, JSON.stringify(config));
    return config;
  } catch (error) {
    const saved = readLocal(AUTH_CONFIG_KEY);
    if (isOffline(error) && saved) return JSON.parse(saved) as AuthConfig;
    throw error;
  }
}

const AUTH_CONFIG_KEY = 'larder_auth_config';

let sharedConfig: Promise<AuthConfig> | null = null;

/** The auth configuration of this page load, asked once for the sign-in and the drive alike. */
export function pageAuthConfig(): Promise<AuthConfig> {
  if (!sharedConfig) {
    sharedConfig = authConfig();
    // A failed read is tried again on the next use.
    sharedConfig.catch(() => {
      sharedConfig = null;
    });
  }
  return sharedConfig;
}

/** The one UserManager, configured from GET /api/auth-config on first use. */
export function getUserManager(): Promise<UserManager> {
  if (!manager) {
    manager = pageAuthConfig().then((config) => {
      const um = new UserManager(oidcSettings(config, window.location.origin));
      wireUserManagerEvents(um, authEvents);
      return um;
    });
    // A failed configuration is retried on the next use.
    manager.catch(() => {
      manager = null;
    });
  }
  return manager;
}

/** Forgets the UserManager (tests). */
export function resetUserManager(): void {
  manager = null;
  sharedConfig = null;
}

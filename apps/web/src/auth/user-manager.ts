import { UserManager } from 'oidc-client-ts';
import { pageAuthConfig, resetAuthConfig } from './auth-config';
import { authEvents, type AuthEventEmitter } from './auth-events';
import { oidcSettings } from './oidc-settings';

let manager: Promise<UserManager> | null = null;

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
  resetAuthConfig();
}

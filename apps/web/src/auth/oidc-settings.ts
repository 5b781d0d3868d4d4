import { WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import type { AuthConfig } from '../api/api-types';

/** Spec section 9: the token is renewed 300 s before it expires. */
export const TOKEN_RENEWAL_OFFSET_S = 300;
/** Spec section 9: the sign-in frame gives up after 20000 ms. */
export const SIGN_IN_FRAME_TIMEOUT_MS = 20_000;

export const REDIRECT_PATH = '/auth2';
export const SILENT_REDIRECT_PATH = '/silent-renew.html';

/**
 * oidc-client-ts settings from the server's /api/auth-config: authorization code with PKCE
 * (S256, state and nonce are added per request), exact redirect URIs on this origin, the
 * sign-in cache in local storage, renewal 300 s before expiry, and a 20 s frame timeout.
 */
export function oidcSettings(
  config: AuthConfig,
  origin: string,
  store: Storage = window.localStorage,
): UserManagerSettings {
  return {
    authority: config.authority,
    client_id: config.clientId,
    scope: config.scope,
    response_type: 'code',
    redirect_uri: `${origin}${REDIRECT_PATH}`,
    silent_redirect_uri: `${origin}${SILENT_REDIRECT_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    userStore: new WebStorageStateStore({ store }),
    stateStore: new WebStorageStateStore({ store, prefix: 'oidc.state.' }),
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: TOKEN_RENEWAL_OFFSET_S,
    silentRequestTimeoutInSeconds: SIGN_IN_FRAME_TIMEOUT_MS / 1000,
    // The id token carries the profile; the access token is for our API only.
    loadUserInfo: false,
    monitorSession: false,
    // The sign-in page may take the whole window; the app's own /auth2 completes it.
    redirectMethod: 'assign',
  };
}

/** A fresh nonce for each sign-in request (sync-and-security-notes section 3, item 5). */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

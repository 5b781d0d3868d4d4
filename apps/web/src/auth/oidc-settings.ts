import { WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import type { AuthConfig } from '../api/api-types';
import {
  REDIRECT_PATH,
  SIGN_IN_FRAME_TIMEOUT_MS,
  SILENT_REDIRECT_PATH,
  TOKEN_RENEWAL_OFFSET_S,
} from './oidc-request';

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

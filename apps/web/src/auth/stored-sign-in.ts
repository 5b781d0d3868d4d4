import type { User } from 'oidc-client-ts';
import type { AuthConfig } from '../api/api-types';
import { pageAuthConfig } from './auth-config';

/** A sign-in as oidc-client-ts keeps it on the device, read without loading the library. */
export type StoredSignIn = Pick<
  User,
  'profile' | 'access_token' | 'id_token' | 'refresh_token' | 'expires_at' | 'expired'
>;

/** Where oidc-client-ts keeps the sign-in of a provider and client (`oidcSettings`' userStore). */
export const storedSignInKey = (config: Pick<AuthConfig, 'authority' | 'clientId'>): string =>
  `oidc.user:${config.authority}:${config.clientId}`;

/**
 * The sign-in cached on this device for the provider and client of `config`, as
 * oidc-client-ts's `getUser` would answer it (expired or not), or null.
 */
export function readStoredSignIn(
  config: Pick<AuthConfig, 'authority' | 'clientId'>,
  store: Storage = window.localStorage,
  now: number = Date.now(),
): StoredSignIn | null {
  let stored: Partial<StoredSignIn> | null;
  try {
    const text = store.getItem(storedSignInKey(config));
    stored = text ? (JSON.parse(text) as Partial<StoredSignIn>) : null;
  } catch {
    return null;
  }
  if (!stored || typeof stored !== 'object' || !stored.profile) return null;
  const expiresAt = typeof stored.expires_at === 'number' ? stored.expires_at : undefined;
  return {
    profile: stored.profile,
    access_token: stored.access_token ?? '',
    id_token: stored.id_token,
    refresh_token: stored.refresh_token,
    expires_at: expiresAt,
    // As oidc-client-ts: expired once no whole second is left; never without an expiry.
    expired: expiresAt === undefined ? undefined : expiresAt - Math.floor(now / 1000) <= 0,
  };
}

/** The sign-in cached on this device for this page's provider and client, or null. */
export async function storedSignIn(): Promise<StoredSignIn | null> {
  return readStoredSignIn(await pageAuthConfig());
}

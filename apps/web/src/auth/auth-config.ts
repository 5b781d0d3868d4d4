import { fetchAuthConfig } from '../api/larder-api';
import type { AuthConfig } from '../api/api-types';
import { readLocal, writeLocal } from '../state/local-keys';
import { isOffline } from '../state/offline-cache';

const AUTH_CONFIG_KEY = 'larder_auth_config';

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

/** Forgets this page load's configuration (tests). */
export function resetAuthConfig(): void {
  sharedConfig = null;
}

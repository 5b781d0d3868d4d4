import type { DriveAuthConfig } from '@larder/domain';
import { driveStore, setDriveAccessSource } from '../state/drive-access';
import { pageAuthConfig } from './auth-config';
import { DRIVE_STATE_PREFIX, type DriveTokens } from './drive-sign-in';

let tokens: Promise<DriveTokens | null> | null = null;

/**
 * The drive's access from GET /api/auth-config (remembered for offline starts): null while
 * the mirror is off, and the page's drive state says so and why.
 */
export function loadDriveTokens(): Promise<DriveTokens | null> {
  if (!tokens) {
    tokens = pageAuthConfig().then(async (config) => {
      const drive: DriveAuthConfig = config.drive ?? { provider: null, reason: 'off' };
      if (!drive.provider) {
        driveStore.set({ status: 'off', reason: drive.reason });
        return null;
      }
      driveStore.set((state) =>
        state.status === 'on' && state.graphUrl === drive.graphUrl
          ? state
          : { status: 'on', graphUrl: drive.graphUrl, token: 'unknown' },
      );
      // oidc-client-ts is fetched only now, with the drive's own sign-in.
      const { driveTokensFor } = await import('./drive-user-manager');
      return driveTokensFor(config, drive);
    });
    // A failed configuration is retried on the next use.
    tokens.catch(() => {
      tokens = null;
    });
  }
  return tokens;
}

/** Whether an answer at /auth2 belongs to a "Connect OneDrive" sign-in (its state is the drive's). */
export function isDriveAnswer(url: string, store: Storage = window.localStorage): boolean {
  const state = new URL(url).searchParams.get('state');
  try {
    return Boolean(state) && store.getItem(`${DRIVE_STATE_PREFIX}${state}`) !== null;
  } catch {
    return false;
  }
}

/** Lends the page's drive access to whoever asks (the venue's sync worker, the settings). */
export function installDriveAccess(): void {
  setDriveAccessSource(loadDriveTokens);
}

/** Forgets the drive (tests). */
export function resetDriveTokens(): void {
  tokens = null;
}

import type { DriveAuthConfig } from '@larder/domain';
import { createStore, useStore } from './create-store';

/**
 * The cloud-drive mirror as the page knows it: off (and why, from GET /api/auth-config), or
 * on with its Graph address and whether a drive token could be had without the user.
 */
export type DriveState =
  | { status: 'unknown' }
  | { status: 'off'; reason: Extract<DriveAuthConfig, { provider: null }>['reason'] }
  | { status: 'on'; graphUrl: string; token: 'unknown' | 'ready' | 'needs-sign-in' };

export const driveStore = createStore<DriveState>({ status: 'unknown' });

export function useDriveState(): DriveState {
  return useStore(driveStore);
}

/** Tells the page whether the last silent drive token came or the user must sign in again. */
export function setDriveToken(token: 'ready' | 'needs-sign-in'): void {
  driveStore.set((state) =>
    state.status === 'on' && state.token !== token ? { ...state, token } : state,
  );
}

/** What the page lends the sync worker for the mirror, and the sign-in prompt. */
export interface DriveAccess {
  graphUrl: string;
  /** A drive token got silently (renewed 300 s before it expires); undefined when none came. */
  getDriveToken(): Promise<string | undefined>;
  /** "Connect OneDrive": the sign-in prompt, back through /auth2 to `returnTo`. */
  connect(returnTo: string): Promise<void>;
}

type DriveAccessSource = () => Promise<DriveAccess | null>;
let source: DriveAccessSource = async () => null;

/** Installed by the sign-in step (auth/drive-token.ts); unit tests run without one. */
export function setDriveAccessSource(next: DriveAccessSource): void {
  source = next;
}

/** The drive's access while the mirror is on, else null (never throws). */
export async function driveAccess(): Promise<DriveAccess | null> {
  try {
    return await source();
  } catch {
    return null;
  }
}

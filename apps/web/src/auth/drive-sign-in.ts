import type { DriveAccess } from '../state/drive-access';

/** The drive's sign-in cache and request states, apart from the API's (`oidc.`). */
export const DRIVE_STORE_PREFIX = 'larder.drive.';
export const DRIVE_STATE_PREFIX = 'larder.drive.state.';

export interface DriveTokens extends DriveAccess {
  /** Completes the answer of `connect` at /auth2; resolves the path to go back to. */
  completeRedirect(url: string): Promise<string>;
  /** Forgets the drive's sign-in (sign-out). */
  forget(): Promise<void>;
}

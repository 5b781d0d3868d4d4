import type { GraphErrorKind } from './graph-error';

/** What the status bar says of the drive mirror (product spec §8). */
export type DriveStatus = 'full' | 'throttled' | 'unavailable' | 'sign-in';

/** Cloud drive full (OneDriveStorageFull); two spaces after the '!', as the spec writes it. */
export const DRIVE_FULL_TEXT = 'Looks like your OneDrive is full!  Sync incomplete.';

/** Cloud drive throttled. */
export const DRIVE_THROTTLED_TEXT =
  'OneDrive throttled!  Please try signing in or refresh page after some time to continue syncing.';

/** Cloud drive unavailable. */
export const DRIVE_DOWN_TEXT =
  'Looks like OneDrive service is down.  Data sync to OneDrive incomplete!';

/** No token for the drive (spec §8 "No token"). */
export const DRIVE_SIGN_IN_TEXT = 'Token failed';

/** Venue profile missing on load. */
export const VENUE_DATA_ERROR_TEXT =
  'Venue data error. Please try after some time, data might not be synced from your OneDrive!';

/** A drive status stays 10 s; after these 10 s a full drive opens the dialog (spec §8, §9). */
export const DRIVE_STATUS_MS = 10_000;

/** The spec's text of each drive status. */
export const DRIVE_STATUS_TEXT: Readonly<Record<DriveStatus, string>> = {
  full: DRIVE_FULL_TEXT,
  throttled: DRIVE_THROTTLED_TEXT,
  unavailable: DRIVE_DOWN_TEXT,
  'sign-in': DRIVE_SIGN_IN_TEXT,
};

/** The status a failed Graph call shows, or null when it shows none. */
export function driveStatusOf(error: GraphErrorKind): DriveStatus | null {
  switch (error.kind) {
    case 'full':
      return 'full';
    case 'throttled':
      return 'throttled';
    case 'unavailable':
      return 'unavailable';
    case 'unauthenticated':
    case 'forbidden':
      return 'sign-in';
    default:
      return null;
  }
}

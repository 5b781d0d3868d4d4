import { DRIVE_STATUS_TEXT, driveStatusOf, type MirrorManifest } from '@larder/domain';
import { DriveError, MirrorReadError } from '@larder/data';
import type { DriveState } from '../../../state/drive-access';

type OffReason = Extract<DriveState, { status: 'off' }>['reason'];

/** Why the mirror is off, in the user's words (the server's DRIVE_MIRROR and issuer). */
export const DRIVE_OFF_TEXTS: Readonly<Record<OffReason, string>> = {
  embedded:
    "Your venues are not copied to a cloud drive: this server's own sign-in has no OneDrive. They are kept on this device and on the server.",
  off: 'Your venues are not copied to a cloud drive: the OneDrive mirror is turned off on this server (DRIVE_MIRROR=off).',
  issuer:
    "Your venues are not copied to a cloud drive: this server's sign-in is not a Microsoft account, so it has no OneDrive.",
};

export const DRIVE_SETTINGS_UNREAD_TEXT =
  "The cloud drive's settings could not be read from the server. Check the connection and open the settings again.";
export const NOT_YET_TEXT = 'Not yet mirrored to OneDrive.';
export const NO_MIRRORED_VENUES_TEXT = 'No venue has been mirrored to this OneDrive yet.';
export const DRIVE_SIGN_IN_NEEDED_TEXT =
  'Larder could not get access to your OneDrive without you. Connect OneDrive to sign in again.';

/** When and up to which server revision a venue was last mirrored. */
export function mirroredText(manifest: MirrorManifest, locale?: string): string {
  const at = new Date(manifest.writtenAt).toLocaleString(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return `Last mirrored ${at}, up to server change ${manifest.cursor}.`;
}

/** Whether an error came from the drive or its copy (else from the server or the device). */
export function isMirrorError(error: unknown): boolean {
  return error instanceof DriveError || error instanceof MirrorReadError;
}

/** What a failed read of the drive or of a venue's mirror says. */
export function mirrorErrorText(error: unknown): string {
  if (error instanceof MirrorReadError) {
    return error.reason === 'no-manifest'
      ? "This venue's copy in OneDrive could not be read: it has no manifest. Nothing was restored."
      : "This venue's copy in OneDrive could not be read: its manifest is not valid. Nothing was restored.";
  }
  if (error instanceof DriveError) {
    if (error.kind.kind === 'not-found') return 'The copy is no longer in your OneDrive.';
    const status = driveStatusOf(error.kind);
    if (status === 'sign-in') return DRIVE_SIGN_IN_NEEDED_TEXT;
    if (status) return DRIVE_STATUS_TEXT[status];
    return `OneDrive could not be read (error ${error.status}). Please try again later.`;
  }
  return 'OneDrive could not be read. Please try again later.';
}

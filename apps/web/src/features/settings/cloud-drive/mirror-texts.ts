import { driveStatusOf, type MirrorManifest } from '@larder/domain';
import { DriveError, MirrorReadError } from '@larder/data';
import { formatDateTime } from '../../../i18n/format';
import { i18n } from '../../../i18n/i18n';
import type { DriveState } from '../../../state/drive-access';
import { driveStatusText } from '../../../state/drive-status';

type OffReason = Extract<DriveState, { status: 'off' }>['reason'];

/** Why the mirror is off, in the user's words (the server's DRIVE_MIRROR and issuer). */
export const driveOffText = (reason: OffReason): string => i18n.t(`settings:drive.off.${reason}`);

export const driveSettingsUnreadText = (): string => i18n.t('settings:drive.settingsUnread');
export const notYetText = (): string => i18n.t('settings:drive.notYet');
export const noMirroredVenuesText = (): string => i18n.t('settings:drive.noVenues');
export const driveSignInNeededText = (): string => i18n.t('settings:drive.signInNeeded');

/** When and up to which server revision a venue was last mirrored. */
export function mirroredText(manifest: MirrorManifest): string {
  return i18n.t('settings:drive.mirrored', {
    at: formatDateTime(manifest.writtenAt),
    cursor: manifest.cursor,
  });
}

/** Whether an error came from the drive or its copy (else from the server or the device). */
export function isMirrorError(error: unknown): boolean {
  return error instanceof DriveError || error instanceof MirrorReadError;
}

/** What a failed read of the drive or of a venue's mirror says. */
export function mirrorErrorText(error: unknown): string {
  if (error instanceof MirrorReadError) {
    return error.reason === 'no-manifest'
      ? i18n.t('settings:drive.errors.noManifest')
      : i18n.t('settings:drive.errors.badManifest');
  }
  if (error instanceof DriveError) {
    if (error.kind.kind === 'not-found') return i18n.t('settings:drive.errors.gone');
    const status = driveStatusOf(error.kind);
    if (status === 'sign-in') return driveSignInNeededText();
    if (status) return driveStatusText(status);
    return i18n.t('settings:drive.errors.status', { status: error.status });
  }
  return i18n.t('settings:drive.errors.other');
}

import { DRIVE_STATUS_MS, DRIVE_STATUS_TEXT, type DriveStatus } from '@larder/domain';
import { tokenFailedText } from '../api/error-texts';
import { i18n } from '../i18n/i18n';
import { confirm } from './dialog';
import { driveAccess } from './drive-access';
import { flash } from './flash';

/** One status-bar message for the drive mirror, renewed rather than stacked. */
export const DRIVE_FLASH_ID = 'drive-status';

/** "Connect OneDrive" in English, as the spec writes it; connectDriveLabel reads it in the
 * interface language. */
export const CONNECT_DRIVE_LABEL = 'Connect OneDrive';

/** The spec's text of a drive status (product spec §8), in the interface language. */
export function driveStatusText(status: DriveStatus): string {
  return status === 'sign-in' ? tokenFailedText() : i18n.t(`app:drive.${status}`);
}

/** "Connect OneDrive", in the interface language. */
export const connectDriveLabel = (): string => i18n.t('app:drive.connect');

/** What the page does on "Restart" (reload the app); the tests replace it. */
let restartApp: () => void = () => window.location.reload();
export function setRestartApp(restart: () => void): void {
  restartApp = restart;
}

let fullDialog: ReturnType<typeof setTimeout> | 'open' | null = null;

const here = () => `${window.location.pathname}${window.location.search}`;

/**
 * The drive mirror's status (product spec §8): the spec's text for 10 s as a sync error
 * toast; with no token, "Connect OneDrive" beside it; for a full drive, once those 10 s are
 * over, a dialog asks the user to free space and restart (Restart reloads the app). One
 * dialog at a time: a full drive reported again while one waits or shows adds none.
 */
export function showDriveStatus(status: DriveStatus): void {
  flash({
    type: 'error',
    text: driveStatusText(status),
    id: DRIVE_FLASH_ID,
    durationMs: DRIVE_STATUS_MS,
    ...(status === 'sign-in'
      ? {
          action: {
            label: connectDriveLabel(),
            run: () => void driveAccess().then((drive) => drive?.connect(here())),
          },
        }
      : {}),
  });
  if (status !== 'full' || fullDialog !== null) return;
  fullDialog = setTimeout(() => {
    fullDialog = 'open';
    void confirm({
      title: i18n.t('app:drive.fullTitle'),
      message: i18n.t('app:drive.fullText'),
      confirmText: i18n.t('app:drive.restart'),
      rejectText: i18n.t('app:drive.later'),
    }).then((restart) => {
      fullDialog = null;
      if (restart) restartApp();
    });
  }, DRIVE_STATUS_MS);
}

/** The drive status of a sync progress event, or null for any other event. */
export function driveStatusOfEvent(event: { type: string }): DriveStatus | null {
  if (event.type !== 'drive' || !('status' in event)) return null;
  const status = event.status;
  return typeof status === 'string' && status in DRIVE_STATUS_TEXT ? (status as DriveStatus) : null;
}

/** Drops a waiting full-drive dialog (venue closed, sign-out, tests). */
export function resetDriveStatus(): void {
  if (fullDialog !== null && fullDialog !== 'open') clearTimeout(fullDialog);
  fullDialog = null;
}

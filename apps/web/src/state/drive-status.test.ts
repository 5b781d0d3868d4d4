import {
  DRIVE_DOWN_TEXT,
  DRIVE_FULL_TEXT,
  DRIVE_STATUS_MS,
  DRIVE_THROTTLED_TEXT,
  type DriveStatus,
} from '@larder/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { answerDialog, dialogStore } from './dialog';
import { setDriveAccessSource } from './drive-access';
import {
  CONNECT_DRIVE_LABEL,
  connectDriveLabel,
  driveStatusOfEvent,
  resetDriveStatus,
  setRestartApp,
  showDriveStatus,
} from './drive-status';
import { flashStore } from './flash';
import { showSyncProgress } from './venue-data';

afterEach(() => {
  resetDriveStatus();
  flashStore.reset();
  dialogStore.reset();
  setDriveAccessSource(async () => null);
  vi.useRealTimers();
});

describe('the drive mirror in the status bar (product spec §8)', () => {
  it('waits 10000 ms, as the spec says, before the full-drive dialog', () => {
    expect(DRIVE_STATUS_MS).toBe(10_000);
  });

  it.each([
    ['full', DRIVE_FULL_TEXT],
    ['throttled', DRIVE_THROTTLED_TEXT],
    ['unavailable', DRIVE_DOWN_TEXT],
  ] as const)('says the spec text of a %s drive for 10 s as a sync error toast', (status, text) => {
    vi.useFakeTimers();
    showSyncProgress({ type: 'drive', userId: 'me', status } as never, 'me');
    expect(flashStore.get()).toEqual([expect.objectContaining({ type: 'error', text })]);
    vi.advanceTimersByTime(9_999);
    expect(flashStore.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(flashStore.get()).toEqual([]);
  });

  it('keeps the spec texts exactly, two spaces after the first sentence', () => {
    expect(DRIVE_FULL_TEXT).toBe('Looks like your OneDrive is full!  Sync incomplete.');
    expect(DRIVE_THROTTLED_TEXT).toBe(
      'OneDrive throttled!  Please try signing in or refresh page after some time to continue syncing.',
    );
    expect(DRIVE_DOWN_TEXT).toBe(
      'Looks like OneDrive service is down.  Data sync to OneDrive incomplete!',
    );
  });

  it('after the 10 s of a full drive, asks to free space and restart; Restart reloads the app', async () => {
    vi.useFakeTimers();
    const restart = vi.fn();
    setRestartApp(restart);
    showDriveStatus('full');
    vi.advanceTimersByTime(9_999);
    expect(dialogStore.get()).toEqual([]);
    vi.advanceTimersByTime(1);
    const [dialog] = dialogStore.get();
    expect(dialog).toMatchObject({
      title: 'Your OneDrive is full',
      message:
        'Larder could not copy your venue to OneDrive because it has no space left. Free some space in your OneDrive, then restart Larder so the sync can complete.',
      confirmText: 'Restart',
      rejectText: 'Later',
    });
    expect(dialog!.message).toMatch(/free some space in your OneDrive, then restart/i);
    answerDialog(dialog!.id, true);
    await vi.waitFor(() => expect(restart).toHaveBeenCalledTimes(1));
  });

  it('shows one full-drive dialog however often the drive says so, and none when put off', async () => {
    vi.useFakeTimers();
    const restart = vi.fn();
    setRestartApp(restart);
    showDriveStatus('full');
    vi.advanceTimersByTime(5_000);
    showDriveStatus('full');
    vi.advanceTimersByTime(DRIVE_STATUS_MS);
    showDriveStatus('full');
    vi.advanceTimersByTime(DRIVE_STATUS_MS);
    expect(dialogStore.get()).toHaveLength(1);
    answerDialog(dialogStore.get()[0]!.id, false);
    await Promise.resolve();
    expect(restart).not.toHaveBeenCalled();
  });

  it.each(['throttled', 'unavailable'] as const)('opens no dialog for a %s drive', (status) => {
    vi.useFakeTimers();
    showDriveStatus(status);
    vi.advanceTimersByTime(DRIVE_STATUS_MS * 2);
    expect(dialogStore.get()).toEqual([]);
  });

  it('offers "Connect OneDrive" when no drive token came, and it starts the sign-in back to here', async () => {
    const connect = vi.fn(async () => undefined);
    setDriveAccessSource(async () => ({
      graphUrl: 'https://graph.example/v1.0',
      getDriveToken: async () => undefined,
      connect,
    }));
    window.history.pushState({}, '', '/settings?tab=1');
    showDriveStatus('sign-in');
    const [message] = flashStore.get();
    expect(message).toMatchObject({ type: 'error', text: 'Token failed' });
    expect(message!.action?.label).toBe('Connect OneDrive');
    expect(connectDriveLabel()).toBe(CONNECT_DRIVE_LABEL);
    message!.action!.run();
    await vi.waitFor(() => expect(connect).toHaveBeenCalledWith('/settings?tab=1'));
  });

  it('speaks French when the interface does: the toast, its button and the dialog', async () => {
    vi.useFakeTimers();
    await i18n.changeLanguage('fr');
    showDriveStatus('sign-in');
    expect(flashStore.get()[0]).toMatchObject({ text: 'Échec du jeton' });
    expect(flashStore.get()[0]!.action?.label).toBe('Connecter OneDrive');
    showDriveStatus('full');
    expect(flashStore.get()[0]!.text).toBe(
      'Votre OneDrive semble plein! Synchronisation incomplète.',
    );
    vi.advanceTimersByTime(DRIVE_STATUS_MS);
    expect(dialogStore.get()[0]).toMatchObject({
      title: 'Votre OneDrive est plein',
      confirmText: 'Redémarrer',
      rejectText: 'Plus tard',
    });
  });

  it('reads the drive status of a progress event, and nothing of any other', () => {
    expect(driveStatusOfEvent({ type: 'drive', status: 'full' } as { type: string })).toBe('full');
    expect(driveStatusOfEvent({ type: 'site' })).toBeNull();
    expect(
      driveStatusOfEvent({ type: 'drive', status: 'bogus' as DriveStatus } as { type: string }),
    ).toBeNull();
  });
});

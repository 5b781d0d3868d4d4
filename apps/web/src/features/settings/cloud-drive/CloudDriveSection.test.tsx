import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MIRROR_FORMAT_VERSION, type MirrorManifest } from '@larder/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../components/catalogue/test-store';
import { i18n } from '../../../i18n/i18n';
import { driveStore, setDriveAccessSource } from '../../../state/drive-access';
import { venueStore } from '../../../state/venue';
import { setCurrentTestVenue } from '../../../test/current-venue';
import { mockFetch, type Call } from '../../../test/fetch-mock';
import { CloudDriveSection, restoreNameError } from './CloudDriveSection';
import {
  driveOffText,
  driveSettingsUnreadText,
  noMirroredVenuesText,
  notYetText,
} from './mirror-texts';

const graphUrl = 'https://graph.test/v1.0';
const connect = vi.fn(async (_returnTo: string) => undefined);

const manifest = (venueId: string, venueName: string): MirrorManifest => ({
  format: MIRROR_FORMAT_VERSION,
  venueId,
  venueName,
  epoch: 'e1',
  cursor: 42,
  writtenAt: '2026-11-20T09:30:00.000Z',
  files: [{ kind: 'item', name: 'item.e1-42.json', sha256: 'a'.repeat(64), size: 10, count: 3 }],
});

/** A drive whose app folder holds the mirrors of `venues` (Graph's answers through fetch). */
function graphWith(venues: MirrorManifest[], fail?: { status: number; code: string }) {
  return mockFetch((call: Call) => {
    const url = new URL(call.url);
    if (fail) return { status: fail.status, body: { error: { code: fail.code, message: 'x' } } };
    if (url.pathname === '/v1.0/me/drive/special/approot:/venues:/children') {
      return { body: { value: venues.map((m) => ({ name: m.venueId, folder: {} })) } };
    }
    const meta = /^\/v1\.0\/me\/drive\/special\/approot:\/venues\/([^/]+)\/manifest\.json$/.exec(
      url.pathname,
    );
    if (meta)
      return {
        body: {
          name: 'manifest.json',
          '@microsoft.graph.downloadUrl': `https://dl.test/${meta[1]}`,
        },
      };
    if (url.host === 'dl.test') {
      const found = venues.find((m) => m.venueId === url.pathname.slice(1));
      return found ? { body: found } : { status: 404 };
    }
    return { status: 404, body: { error: { code: 'itemNotFound', message: 'x' } } };
  });
}

function driveOn(token: 'ready' | 'needs-sign-in' = 'ready') {
  driveStore.set({ status: 'on', graphUrl, token });
  setDriveAccessSource(async () => ({ graphUrl, getDriveToken: async () => 'tok', connect }));
}

const show = () =>
  renderRoutes([{ path: '/settings', element: <CloudDriveSection /> }], '/settings');

beforeEach(() => setCurrentTestVenue('Bistro'));
afterEach(() => {
  driveStore.reset();
  venueStore.reset();
  setDriveAccessSource(async () => null);
  connect.mockClear();
  vi.unstubAllGlobals();
});

describe('the Cloud drive section of the settings', () => {
  it.each([
    ['embedded', /this server's own sign-in has no OneDrive/],
    ['off', /turned off on this server/],
    ['issuer', /not a Microsoft account/],
  ] as const)('says the mirror is off and why (%s)', async (reason, why) => {
    driveStore.set({ status: 'off', reason });
    show();
    expect((await screen.findByTestId('cloud-drive-off')).textContent).toBe(driveOffText(reason));
    expect(driveOffText(reason)).toMatch(why);
  });

  it('says when the drive settings could not be read (no answer from the server)', async () => {
    show();
    expect((await screen.findByTestId('cloud-drive-unknown')).textContent).toBe(
      driveSettingsUnreadText(),
    );
  });

  it('shows a loading state while it asks, then when this venue was last mirrored and every mirrored venue', async () => {
    driveOn();
    const calls = graphWith([manifest('v1', 'Bistro'), manifest('v-old', 'Old Cafe')]);
    show();
    expect(await screen.findByTestId('cloud-drive-loading')).toBeTruthy();
    const state = await screen.findByTestId('cloud-drive-state');
    expect(state.textContent).toMatch(/^Last mirrored .*, up to server change 42\.$/);
    const rows = screen.getAllByTestId('cloud-drive-venue');
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Bistro',
      'Old Cafe',
    ]);
    expect(within(rows[1]!).getAllByRole('cell')[2]!.textContent).toBe('3');
    // Downloads go to the pre-authenticated URL without the token; Graph calls carry it.
    expect(calls.filter((c) => c.url.startsWith('https://dl.test')).length).toBe(2);
  });

  it('says "not yet" for a venue not mirrored, and the empty state of an empty drive', async () => {
    driveOn();
    graphWith([]);
    show();
    expect((await screen.findByTestId('cloud-drive-state')).textContent).toBe(notYetText());
    expect(screen.getByTestId('cloud-drive-empty').textContent).toBe(noMirroredVenuesText());
  });

  it("says the spec's text when OneDrive is down, and reads again on Try again", async () => {
    driveOn();
    graphWith([], { status: 503, code: 'serviceNotAvailable' });
    show();
    expect((await screen.findByTestId('cloud-drive-error')).textContent).toBe(
      'Looks like OneDrive service is down.  Data sync to OneDrive incomplete!',
    );
    graphWith([]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('cloud-drive-empty')).toBeTruthy();
  });

  it('offers "Connect OneDrive" when no drive token came, back to the settings', async () => {
    driveOn('needs-sign-in');
    graphWith([]);
    show();
    await userEvent.click(await screen.findByTestId('cloud-drive-connect'));
    expect(connect).toHaveBeenCalledWith('/settings');
  });

  it('is drawn in French, its dates in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    driveOn();
    graphWith([manifest('v1', 'Bistro')]);
    show();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Stockage infonuagique');
    const state = await screen.findByTestId('cloud-drive-state');
    expect(state.textContent).toMatch(
      /^Dernière copie le \d{1,2} nov\. 2026, \d{1,2} h \d{2}, jusqu’au changement serveur 42\.$/,
    );
    expect(
      screen.getByRole('button', { name: 'Restaurer Bistro dans un nouvel établissement' }),
    ).toBeTruthy();
  });

  it("asks the new venue's name for a restore, and refuses an empty one", async () => {
    driveOn();
    graphWith([manifest('v-old', 'Old Cafe')]);
    show();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Restore Old Cafe into a new venue' }),
    );
    const name = await screen.findByTestId('cloud-drive-restore-name');
    expect((name as HTMLInputElement).value).toBe('Old Cafe');
    await userEvent.clear(name);
    await userEvent.click(screen.getByTestId('cloud-drive-restore-start'));
    expect(await screen.findByText('Enter the venue name')).toBeTruthy();
    expect(restoreNameError('x'.repeat(101))).toBe('The name must be at most 100 characters');
  });

  it('says clearly when the copy cannot be read, and makes no venue', async () => {
    driveOn();
    graphWith([manifest('v-old', 'Old Cafe')]);
    show();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Restore Old Cafe into a new venue' }),
    );
    // OneDrive goes down between the list and the restore.
    const calls = graphWith([], { status: 503, code: 'serviceNotAvailable' });
    await userEvent.click(await screen.findByTestId('cloud-drive-restore-start'));
    const error = await screen.findByTestId('cloud-drive-restore-error');
    expect(error.textContent).toBe(
      'Looks like OneDrive service is down.  Data sync to OneDrive incomplete! The venue was not added.',
    );
    expect(calls.some((c) => c.url.includes('/api/venues'))).toBe(false);
  });
});

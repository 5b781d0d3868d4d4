import { describe, expect, it } from 'vitest';
import {
  DRIVE_DOWN_TEXT,
  DRIVE_FULL_TEXT,
  DRIVE_STATUS_MS,
  DRIVE_STATUS_TEXT,
  DRIVE_THROTTLED_TEXT,
  driveStatusOf,
  VENUE_DATA_ERROR_TEXT,
} from './drive-status';

describe('the drive status texts (product spec §8)', () => {
  it('says the spec texts, two spaces after the first sentence', () => {
    expect(DRIVE_FULL_TEXT).toBe('Looks like your OneDrive is full!  Sync incomplete.');
    expect(DRIVE_THROTTLED_TEXT).toBe(
      'OneDrive throttled!  Please try signing in or refresh page after some time to continue syncing.',
    );
    expect(DRIVE_DOWN_TEXT).toBe(
      'Looks like OneDrive service is down.  Data sync to OneDrive incomplete!',
    );
    expect(VENUE_DATA_ERROR_TEXT).toBe(
      'Venue data error. Please try after some time, data might not be synced from your OneDrive!',
    );
  });

  it('shows a status 10 s (the full-drive dialog follows after them)', () => {
    expect(DRIVE_STATUS_MS).toBe(10_000);
  });

  it('gives each status its text; no token reads Token failed', () => {
    expect(DRIVE_STATUS_TEXT).toEqual({
      full: DRIVE_FULL_TEXT,
      throttled: DRIVE_THROTTLED_TEXT,
      unavailable: DRIVE_DOWN_TEXT,
      'sign-in': 'Token failed',
    });
  });

  it('maps Graph failures to statuses; the others show none', () => {
    expect(driveStatusOf({ kind: 'full' })).toBe('full');
    expect(driveStatusOf({ kind: 'throttled', retryAfterMs: null })).toBe('throttled');
    expect(driveStatusOf({ kind: 'unavailable' })).toBe('unavailable');
    expect(driveStatusOf({ kind: 'unauthenticated' })).toBe('sign-in');
    expect(driveStatusOf({ kind: 'forbidden' })).toBe('sign-in');
    for (const kind of ['precondition', 'range', 'session-gone', 'not-found', 'other'] as const) {
      expect(driveStatusOf({ kind })).toBeNull();
    }
  });
});

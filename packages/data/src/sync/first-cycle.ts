import { PATCH_VERSION, type SyncedUser, type UserVenueSummary } from '@larder/domain';
import { patchVersionKey, UWP_SYNC_COUNT_KEY } from '../db/local-keys';
import type { VenueStore } from '../store/venue-store';
import { importLegacyVenue, type LegacyExportSource } from './legacy-import';
import { patchVenue } from './patch-venue';
import type { SyncProgress } from './sync-progress';
import type { UserApi } from './user-api';

/** How many completed legacy syncs make the user `uwpSynced` (product spec §4 "Sync loop"). */
export const UWP_SYNCS_TO_COMPLETE = 2;

/** What the first cycle's steps need from the worker: the device, the server, the drive. */
export interface FirstCycleDeps {
  userId: string;
  /** The venue the loop syncs (its store is open). */
  venueId: string;
  /** The device's keys (`patchVersion_{userId}`, `uwpSyncCount`). */
  keys: {
    number(name: string): Promise<number | null>;
    setNumber(name: string, value: number): Promise<void>;
  };
  users: UserApi;
  /** The legacy exports (the OneDrive app folder); null when the user has no drive here. */
  legacy: LegacyExportSource | null;
  /** The user's venues whose database is on this device, the open one among them. */
  localVenueIds(): Promise<string[]>;
  /**
   * Runs `work` on a venue's store: the open one for the loop's venue, else one opened for the
   * work and closed after it.
   */
  withVenue<T>(venueId: string, work: (store: VenueStore) => Promise<T>): Promise<T>;
  /** One sync (push, pull) of a venue other than the loop's, whose store is open in `withVenue`. */
  syncOther(store: VenueStore, venueId: string): Promise<void>;
  emit(event: SyncProgress): void;
}

export type PatchOutcome = 'current' | 'applied' | 'failed';
export type LegacyOutcome = 'not-needed' | 'no-drive' | 'incomplete' | 'completed' | 'failed';

/**
 * The steps of the loop's first cycle (product spec §4 "Sync loop"): the patch update when
 * the device's stored patch version is not 39, then the legacy Windows-app sync when the user
 * is not uwpSynced and has a non-deleted venue whose source is 'UWP'. Each step reports its
 * progress and its failure on its own; neither fails the cycle.
 */
export async function runFirstCycle(
  deps: FirstCycleDeps,
): Promise<{ patch: PatchOutcome; legacy: LegacyOutcome }> {
  const patch = await runPatchUpdate(deps);
  const legacy = await runLegacySync(deps);
  return { patch, legacy };
}

/**
 * The patch update: every venue database of the user on this device patched through its write
 * path (`patchVenue`), then 39 stored under `patchVersion_{userId}`. Its messages show only when
 * a venue has something to write, or when it fails. A venue that fails leaves
 * the version as it was, so the next first cycle tries again (what was written stays: a second
 * run writes only what still differs).
 */
export async function runPatchUpdate(deps: FirstCycleDeps): Promise<PatchOutcome> {
  const key = patchVersionKey(deps.userId);
  if ((await deps.keys.number(key)) === PATCH_VERSION) return 'current';
  const { userId } = deps;
  // Said only once there is something to write: a device whose venues are up to date (a new
  // one, say) patches in silence.
  let started = false;
  const start = () => {
    if (!started) deps.emit({ type: 'patch', userId, status: 'start' });
    started = true;
  };
  try {
    let updated = 0;
    for (const venueId of await deps.localVenueIds()) {
      const patched = await deps.withVenue(venueId, (store) => patchVenue(store, start));
      updated += patched.written;
    }
    await deps.keys.setNumber(key, PATCH_VERSION);
    if (started) deps.emit({ type: 'patch', userId, status: 'done', updated });
    return 'applied';
  } catch {
    deps.emit({ type: 'patch', userId, status: 'error' });
    return 'failed';
  }
}

/** The user's venues the legacy sync imports: non-deleted, with source 'UWP'. */
export const legacyVenues = (user: SyncedUser): UserVenueSummary[] =>
  user.venues.filter((venue) => venue.source === 'UWP' && !venue.deleted);

/**
 * The legacy Windows-app sync: each UWP venue's export read from the drive and imported
 * through its store's write path (a venue other than the loop's is synced first, so the
 * import meets what the server holds, and after, so what it wrote reaches the server now).
 * A run completes when every UWP venue's export was imported; it then counts in
 * `uwpSyncCount`, and at the second completed run the user is marked uwpSynced through
 * "update setting". A venue without an export, a refused export or any failure leaves the
 * run incomplete: it does not count, and the next first cycle runs it again.
 */
export async function runLegacySync(deps: FirstCycleDeps): Promise<LegacyOutcome> {
  const { userId } = deps;
  let user: SyncedUser;
  try {
    user = await deps.users.getUser();
  } catch {
    return 'failed';
  }
  const venues = user.uwpSynced === true ? [] : legacyVenues(user);
  if (venues.length === 0) return 'not-needed';
  if (!deps.legacy) return 'no-drive';
  let complete = true;
  for (const venue of venues) {
    const venueName = venue.venue_name;
    deps.emit({ type: 'legacy', userId, status: 'start', venueName });
    try {
      const data = await deps.legacy.read(venue.id);
      if (data === null) {
        deps.emit({ type: 'legacy', userId, status: 'missing', venueName });
        complete = false;
        continue;
      }
      const outcome = await deps.withVenue(venue.id, async (store) => {
        const other = venue.id !== deps.venueId;
        if (other) await deps.syncOther(store, venue.id);
        const imported = await importLegacyVenue(store, data, venue.id);
        if (other && imported.status === 'imported' && imported.written > 0) {
          await deps.syncOther(store, venue.id);
        }
        return imported;
      });
      if (outcome.status === 'refused') {
        deps.emit({ type: 'legacy', userId, status: 'error', venueName });
        complete = false;
        continue;
      }
      const unreadable = outcome.problems.length;
      deps.emit({ type: 'legacy', userId, status: 'done', venueName, unreadable });
    } catch {
      deps.emit({ type: 'legacy', userId, status: 'error', venueName });
      complete = false;
    }
  }
  if (!complete) return 'incomplete';
  try {
    const count = ((await deps.keys.number(UWP_SYNC_COUNT_KEY)) ?? 0) + 1;
    await deps.keys.setNumber(UWP_SYNC_COUNT_KEY, count);
    // Past the second run too: a mark the server did not take is asked for again.
    if (count >= UWP_SYNCS_TO_COMPLETE) await deps.users.updateSetting({ uwpSynced: true });
    return 'completed';
  } catch {
    return 'failed';
  }
}

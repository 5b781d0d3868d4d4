import {
  generateThumbnail,
  SITE_MESSAGE_MS,
  startSyncWorker,
  SYNC_ERROR_TOAST_MS,
  VenueSession,
  type SyncProgress,
  type SyncWorkerHandle,
  type Thumbnail,
  type VenueStore,
} from '@larder/data';
import type { UnitOverrides } from '@larder/domain';
import SyncWorker from '@larder/data/sync-worker?worker';
import { fetchCount } from '../api/larder-api';
import { getAccessToken } from '../api/api-client';
import { clockOffset, clockOffsetStore, setClockOffset } from './clock';
import { createStore, useStore } from './create-store';
import { flash, removeFlash } from './flash';
import { proStatusOf } from './pro-status';
import { currentUser, sessionStore } from './session';
import { unitOverridesOf } from './unit-overrides';
import { cleanUpVenueImages } from './venue-images';
import { afterPaint } from './after-paint';
import { askPersistentStorage } from './persistent-storage';
import { takeVenuePublished } from './site-publish';
import { driveAccess } from './drive-access';
import { driveStatusOfEvent, resetDriveStatus, showDriveStatus } from './drive-status';
import { syncProgressText } from './sync-progress-text';

/** The current venue's local database and sync, once a venue is loaded. */
const session = new VenueSession();
let worker: SyncWorkerHandle | null = null;
/** Stops telling the open venue's store its Pro status. */
let stopProWatch: (() => void) | null = null;

export const venueStoreState = createStore<VenueStore | null>(null);

/** localStorage key that only browser tests set, to shorten the sync interval. */
export const TEST_SYNC_INTERVAL_KEY = 'larder_test_sync_interval_ms';

const SYNC_FLASH_ID = 'sync-progress';
const SYNC_ERROR_FLASH_ID = 'sync-error';
// One message each for synced and for recomputed records: a pull of many records renews it
// rather than stacking one toast per record over the page.
const SYNC_RECORD_FLASH_ID = 'sync-record';
const SYNC_UPDATED_FLASH_ID = 'sync-updated';
// The published venue sync's outcome, one message renewed by each cycle that runs it.
const SITE_FLASH_ID = 'site-sync';
// The first cycle's patch update and legacy Windows-app sync: one message, the step under way
// staying until it ends (an import message), then its outcome for the type's time.
const FIRST_CYCLE_FLASH_ID = 'first-cycle';

export function showSyncProgress(event: SyncProgress, userId: string): void {
  if (event.type === 'done') {
    removeFlash(SYNC_FLASH_ID);
    return;
  }
  // The drive mirror's status (product spec §8): its own message, and a dialog for a full drive.
  const driveStatus = driveStatusOfEvent(event);
  if (driveStatus) {
    showDriveStatus(driveStatus);
    return;
  }
  const text = syncProgressText(event, userId);
  if ((event.type === 'patch' || event.type === 'legacy') && event.userId === userId) {
    // A venue without a legacy export says nothing: the message of its start goes.
    if (!text) removeFlash(FIRST_CYCLE_FLASH_ID);
    else {
      const type =
        event.status === 'start' ? 'import' : event.status === 'error' ? 'error' : 'info';
      flash({ type, text, id: FIRST_CYCLE_FLASH_ID });
    }
    return;
  }
  if (!text) return;
  if (event.type === 'site' || event.type === 'site-error') {
    const type = event.type === 'site' ? 'sync' : 'error';
    flash({ type, text, id: SITE_FLASH_ID, durationMs: SITE_MESSAGE_MS });
  } else if (event.type === 'error') {
    removeFlash(SYNC_FLASH_ID);
    // One toast per venue, renewed by each failed cycle rather than stacked.
    flash({ type: 'error', text, id: SYNC_ERROR_FLASH_ID, durationMs: SYNC_ERROR_TOAST_MS });
  } else if (event.type === 'start') {
    flash({ type: 'sync', text, id: SYNC_FLASH_ID });
  } else {
    const id = event.type === 'updated' ? SYNC_UPDATED_FLASH_ID : SYNC_RECORD_FLASH_ID;
    flash({ type: 'info', text, id });
  }
}

function testInterval(): number | undefined {
  try {
    const value = Number(localStorage.getItem(TEST_SYNC_INTERVAL_KEY));
    return Number.isFinite(value) && value >= 200 ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Opens the venue's local database (IndexedDB, through @larder/data) and starts the sync
 * worker for it. Called when a venue loads; the previous venue's are closed first.
 */
export async function openVenueData(userId: string, venueId: string, venueName: string) {
  await closeVenueData();
  const store = await session.open({
    userId,
    venueId,
    newClientId: () => crypto.randomUUID().replaceAll('-', ''),
    now: () => Date.now() + clockOffsetStore.get(),
    // The user's unit sizes (cupML, ozG, ...) as they are now, for every recompute.
    units: () => currentUser() ?? undefined,
    // A save shows the next screen first, then stores (still within a frame or two).
    deferWrite: (start) => void afterPaint(start),
    // ...and keeps it in localStorage until it is stored: a reload meanwhile loses nothing.
    ...(typeof localStorage === 'undefined' ? {} : { journalStorage: localStorage }),
  });
  watchUnload();
  watchProStatus(store, venueId);
  venueStoreState.set(store);
  // A signed-in user keeps venues on this device: ask the browser not to evict them.
  void askPersistentStorage();
  // Local image cleanup once the venue's catalogue is here (product spec §5).
  void cleanUpVenueImages(store).catch(() => undefined);
  if (typeof Worker === 'undefined') return store;
  const interval = testInterval();
  // The drive mirror while it is on: its Graph address, and a drive token lent on each run.
  const drive = await driveAccess();
  const driveConfig = drive ? { drive: { graphUrl: drive.graphUrl } } : {};
  const driveCallbacks = drive ? { getDriveToken: () => drive.getDriveToken() } : {};
  const handle = await startSyncWorker(
    () => new SyncWorker(),
    {
      baseUrl: location.origin,
      userId,
      venueId,
      venueName,
      offsetMs: clockOffsetStore.get(),
      units: unitOverridesOf(currentUser()),
      ...(interval ? { intervalMs: interval } : {}),
      ...driveConfig,
    },
    {
      getToken: async () => (await getAccessToken()) ?? undefined,
      refreshOffset: async () => {
        const { timestamp } = await fetchCount();
        const offset = clockOffset(timestamp, Date.now());
        setClockOffset(offset);
        return offset;
      },
      progress: (event) => showSyncProgress(event, userId),
      takePublishRequest: async () => takeVenuePublished(venueId),
      ...driveCallbacks,
    },
  );
  worker = handle;
  // The worker writes each save the page shows (decision 0005): the page keeps drawing.
  store.writeStagedWith((write) => handle.saveLocal(write));
  return store;
}

/**
 * Tells the venue's store its Pro status now and whenever the signed-in user changes (a new
 * allowed venue count, venues added or deleted), for the trial limit of its one write path.
 */
function watchProStatus(store: VenueStore, venueId: string): void {
  const tell = () => store.setPro(proStatusOf(currentUser(), venueId));
  tell();
  stopProWatch = sessionStore.subscribe(tell);
}

let unloadWatched = false;

/** While a save is not yet stored, leaving the page asks first (the browser's own dialog). */
function watchUnload(): void {
  if (unloadWatched || typeof window === 'undefined') return;
  unloadWatched = true;
  window.addEventListener('beforeunload', (event) => {
    if (venueStoreState.get()?.writesPending) event.preventDefault();
  });
}

/** Stops the sync worker and closes the local database (venue switch, sign-out). */
export async function closeVenueData(): Promise<void> {
  resetDriveStatus();
  stopProWatch?.();
  stopProWatch = null;
  // The saves the worker is writing are stored before it stops; any later one is written here.
  const store = venueStoreState.get();
  await store?.settled();
  store?.writeStagedWith(null);
  const running = worker;
  worker = null;
  await running?.stop().catch(() => undefined);
  await session.close();
  venueStoreState.set(null);
}

/** Tells the sync worker the user's new unit sizes (after they changed in settings). */
export async function setWorkerUnits(units: UnitOverrides): Promise<void> {
  await worker?.setUnits(units);
}

/**
 * The 'small' thumbnail of a picture (a data URL), generated in the sync worker (product spec
 * §7, local worker tasks); in the page while no worker runs.
 */
export async function makeThumbnail(picture: string): Promise<Thumbnail> {
  return worker ? worker.makeThumbnail(picture) : generateThumbnail(picture);
}

/** Runs a sync cycle now (after a save, say). */
export async function syncNow(): Promise<void> {
  await worker?.syncNow();
}

/** The open venue's store, for screens; null until a venue is loaded. */
export function useVenueStore(): VenueStore | null {
  return useStore(venueStoreState);
}

import type { UnitOverrides } from '@larder/domain';
import { ImageCache } from '../images/image-cache';
import { VenueSession } from '../store/venue-session';
import type { StagedWrite } from '../store/staged-write';
import { stagedWriteReply, type StagedWriteReply } from './staged-write-reply';
import { DataError } from '../errors/data-error';
import { httpSyncApi } from '../sync/sync-api';
import { holdLeadership, type LockManagerLike } from '../sync/leadership';
import { createSyncLoop, type SyncLoop } from '../sync/sync-loop';
import { recordLabel, updatedEvents, type SyncProgress } from '../sync/sync-progress';
import { httpSiteApi } from '../sync/site-api';
import { syncPublishedSite } from '../sync/sync-published-site';
import { syncThumbnails } from '../sync/sync-thumbnails';
import { syncVenue } from '../sync/sync-venue';
import { httpThumbnailApi } from '../sync/thumbnail-api';
import { LocalKeys } from '../db/local-keys';
import { runFirstCycle } from '../sync/first-cycle';
import type { LegacyExportSource } from '../sync/legacy-import';
import { httpUserApi } from '../sync/user-api';
import { workerFirstCycleDeps } from './first-cycle-deps';
import { workerLegacySource } from './legacy-source-worker';
import type { Thumbnail } from '../images/image-cache';
import { generateThumbnail } from '../images/generate-thumbnail';
import type { WebImageLookupRun } from '../images/web-image-lookups';
import { startWorkerWebImageLookups } from './web-image-worker';
import { workerDriveMirror } from './drive-mirror-worker';
import type { DriveMirrorRunner } from '../drive/drive-mirror-runner';

export interface SyncWorkerConfig {
  /** Origin of the server, e.g. https://larder.example. */
  baseUrl: string;
  userId: string;
  venueId: string;
  venueName: string;
  /** Server time minus device time, from "get count" (product spec §7). */
  offsetMs: number;
  /** Shorter than 60000 ms only in tests. */
  intervalMs?: number;
  /** The user's unit sizes (cupML, ozG, ...), for recomputing what arrives. */
  units?: UnitOverrides;
  /**
   * The OneDrive mirror (the server's /api/auth-config `drive`): absent when it is off. The
   * venue is mirrored after each successful server sync, never holding the loop up.
   */
  drive?: { graphUrl: string };
}

/** What the page lends the worker: the token, the clock offset, and where progress goes. */
export interface SyncWorkerCallbacks {
  getToken(): Promise<string | undefined>;
  /** Measures the server offset again (after the server refused a stamp as too far ahead). */
  refreshOffset(): Promise<number>;
  progress(event: SyncProgress): void;
  /**
   * Whether the user has just published this venue's site (the session's venuePublished
   * flag, product spec §3, §4), clearing it: the cycle then runs the published venue sync.
   */
  takePublishRequest?(): Promise<boolean>;
  /**
   * A Graph token (audience the drive resource), renewed silently by the page; undefined when
   * it cannot be had without the user: the mirror then reports 'sign-in' once and waits.
   */
  getDriveToken?(): Promise<string | undefined>;
}

/**
 * The sync worker's named handlers (style-examples habit 6): start the loop for a venue once
 * after sign-in, stop it, or run a cycle now. Only the device's sync leader (Web Locks) runs
 * the loop; other tabs see the changes through IndexedDB.
 */
export class SyncWorkerApi {
  private loop: SyncLoop | null = null;
  private leadership: { release: () => void } | null = null;
  private readonly session = new VenueSession();
  private units: UnitOverrides | undefined;
  /** The unit sizes of the last staged save, kept as one object (`sameUnits`). */
  private savedUnits: { key: string; units: UnitOverrides } | null = null;
  private images: ImageCache | null = null;
  private webImages: WebImageLookupRun | null = null;
  private driveMirror: DriveMirrorRunner | null = null;

  constructor(
    private readonly locks: LockManagerLike | undefined,
    private readonly newId: () => string,
    /** Where the legacy Windows-app exports are read: the user's drive, when there is one. */
    private readonly legacySource: (
      config: SyncWorkerConfig,
      callbacks: SyncWorkerCallbacks,
    ) => LegacyExportSource | null = workerLegacySource,
  ) {}

  async start(config: SyncWorkerConfig, callbacks: SyncWorkerCallbacks): Promise<void> {
    await this.stop();
    let offset = config.offsetMs;
    this.units = config.units;
    const store = await this.session.open({
      userId: config.userId,
      venueId: config.venueId,
      newClientId: this.newId,
      now: () => Date.now() + offset,
      units: () => this.units,
    });
    const http = { baseUrl: config.baseUrl, token: () => callbacks.getToken() };
    const api = httpSyncApi(http);
    const thumbnailApi = httpThumbnailApi(http);
    const siteApi = httpSiteApi(http);
    const images = await ImageCache.open(store.db.name);
    this.images = images;
    const emit = (event: SyncProgress) => callbacks.progress(event);
    const userId = config.userId;
    // Measures the server offset again (after the server refused a stamp as too far ahead).
    const refreshOffset = async () => {
      offset = await callbacks.refreshOffset();
    };
    let firstCyclePending = true;
    const driveMirror =
      config.drive && callbacks.getDriveToken
        ? workerDriveMirror({
            graphUrl: config.drive.graphUrl,
            getToken: () => callbacks.getDriveToken!(),
            store,
            userId,
            venueId: config.venueId,
            venueName: config.venueName,
            emit,
          })
        : null;
    this.driveMirror = driveMirror;
    const loop = createSyncLoop({
      ...(config.intervalMs ? { intervalMs: config.intervalMs } : {}),
      schedule: (fn, ms) => {
        const timer = setTimeout(fn, ms);
        return () => clearTimeout(timer);
      },
      runCycle: async (cycle) => {
        emit({
          type: 'start',
          userId,
          mode: cycle.full ? 'full' : 'changes',
          venueName: config.venueName,
        });
        try {
          await syncVenue(store, api, {
            venueId: config.venueId,
            full: cycle.full,
            refreshOffset,
            onApplied: (kind, record) => {
              const label = recordLabel(kind, record);
              if (label)
                emit({
                  type: 'record',
                  userId,
                  label,
                  name: String(record.name ?? record.skey ?? ''),
                });
            },
            onRecomputed: (items) => updatedEvents(userId, items).forEach(emit),
          });
          // The server sync succeeded: mirror to the drive beside the loop, never awaited.
          driveMirror?.afterSync();
          // First cycle: the patch update, then the legacy Windows-app sync (product spec §4);
          // on the next cycle instead when the first one's venue sync failed.
          if (firstCyclePending) {
            firstCyclePending = false;
            const keys = await LocalKeys.open();
            await runFirstCycle(
              workerFirstCycleDeps({
                userId,
                venueId: config.venueId,
                store,
                keys,
                api,
                emit,
                users: httpUserApi(http),
                legacy: this.legacySource(config, callbacks),
                units: () => this.units,
                newClientId: this.newId,
                now: () => Date.now() + offset,
                refreshOffset,
              }),
            ).finally(() => keys.close());
          }
          // Then fetch web images (product spec §4): once, beside the loop.
          this.webImages ??= startWorkerWebImageLookups(store, images, http, config.venueId);
          // Thumbnails on the first cycle and every 10th (product spec §4).
          if (cycle.thumbnails) await syncThumbnails(images, thumbnailApi, config.venueId);
          // Published venues on the first cycle, every 20th, and once the user publishes.
          const asked = (await callbacks.takePublishRequest?.()) ?? false;
          if (cycle.published || asked) {
            await syncPublishedSite(siteApi, config.venueId, userId, emit);
          }
        } finally {
          emit({ type: 'done', userId });
        }
      },
      // Every call asks the page for a token, so a 401 renews on the next cycle by itself.
      onError: () => emit({ type: 'error', userId, venueId: config.venueId, current: true }),
    });
    this.loop = loop;
    if (this.locks) {
      this.leadership = holdLeadership(this.locks, () => loop.start());
    } else {
      loop.start();
    }
  }

  /**
   * Plans and writes a staged save the page made and showed (`VenueStore.applyStaged`), so
   * that its transaction, and the copying of every re-costed record it writes, is not the
   * page's work. Answers with the keys written or the failure (see `StagedWriteReply`).
   */
  saveLocal(write: StagedWrite): Promise<StagedWriteReply> {
    return stagedWriteReply(() => {
      const store = this.session.current;
      if (!store) return Promise.reject(new DataError('no-db-name'));
      return store.applyStaged({ ...write, units: this.sameUnits(write.units) });
    });
  }

  /**
   * The unit sizes of a save as the object last seen with the same sizes: the domain keeps its
   * unit table and costing entries per units object, and each save's copy is a new object.
   */
  private sameUnits(units: UnitOverrides | undefined): UnitOverrides | undefined {
    if (units === undefined) return undefined;
    const key = JSON.stringify(units);
    if (this.savedUnits?.key !== key) this.savedUnits = { key, units };
    return this.savedUnits.units;
  }

  /** The user changed a unit size: later recomputes use the new sizes. */
  setUnits(units: UnitOverrides | undefined): void {
    this.units = units;
  }

  /** Generates an item's thumbnail (default size 'small') from a picture, off the page. */
  makeThumbnail(picture: string): Promise<Thumbnail> {
    return generateThumbnail(picture);
  }

  async syncNow(): Promise<void> {
    await this.loop?.runNow();
  }

  async stop(): Promise<void> {
    this.loop?.stop();
    this.loop = null;
    this.driveMirror?.stop();
    this.driveMirror = null;
    this.leadership?.release();
    this.leadership = null;
    this.webImages?.stop();
    this.webImages = null;
    this.images?.close();
    this.images = null;
    await this.session.close();
  }
}

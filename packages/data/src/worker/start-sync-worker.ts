import * as Comlink from 'comlink';
import type { UnitOverrides } from '@larder/domain';
import type { Thumbnail } from '../images/image-cache';
import type { StagedWrite } from '../store/staged-write';
import type { WrittenKeys } from '../store/staged-write';
import { writtenOf } from './staged-write-reply';
import type { SyncWorkerApi, SyncWorkerCallbacks, SyncWorkerConfig } from './sync-worker-api';

export interface SyncWorkerHandle {
  syncNow(): Promise<void>;
  /** Tells the worker the user's new unit sizes. */
  setUnits(units: UnitOverrides | undefined): Promise<void>;
  /** The thumbnail (default size 'small') of a picture's data URL, generated in the worker. */
  makeThumbnail(picture: string): Promise<Thumbnail>;
  /**
   * Writes a staged save in the worker (`VenueStore.writeStagedWith`): the keys written, or the
   * write path's failure, a `DataError` made again with its code, message and details.
   */
  saveLocal(write: StagedWrite): Promise<WrittenKeys[]>;
  stop(): Promise<void>;
}

/**
 * Starts the sync worker for a venue (once after sign-in). `createWorker` makes the Worker
 * (the app imports '@larder/data/sync-worker?worker'); the callbacks stay on the page.
 */
export async function startSyncWorker(
  createWorker: () => Worker,
  config: SyncWorkerConfig,
  callbacks: SyncWorkerCallbacks,
): Promise<SyncWorkerHandle> {
  const worker = createWorker();
  const remote = Comlink.wrap<SyncWorkerApi>(worker);
  await remote.start(config, Comlink.proxy(callbacks));
  return {
    syncNow: () => remote.syncNow(),
    setUnits: (units) => remote.setUnits(units),
    makeThumbnail: (picture) => remote.makeThumbnail(picture),
    saveLocal: async (write) => writtenOf(await remote.saveLocal(write)),
    async stop() {
      await remote.stop();
      remote[Comlink.releaseProxy]();
      worker.terminate();
    },
  };
}

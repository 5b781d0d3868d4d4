import {
  MAX_THUMBNAILS_PER_REQUEST,
  planThumbnailSync,
  type ThumbnailSyncPlan,
} from '@larder/domain';
import type { ImageCache } from '../images/image-cache';
import type { CachedImage } from '../images/image-db';
import { sha256Hex } from '../images/sha256';
import { SyncHttpError } from './sync-api';
import type { ThumbnailApi } from './thumbnail-api';

export interface ThumbnailSyncReport {
  uploaded: number;
  downloaded: number;
  /** Removed on the server (removed on this device first). */
  removedThere: number;
  /** Removed on this device (removed on another one first). */
  removedHere: number;
  /** Thumbnails the server refused (not an image, too large): left here, tried again later. */
  refused: number;
  /** The server asked to slow down: the rest waits for the next thumbnail sync. */
  deferred: boolean;
}

const isRateLimit = (error: unknown) => error instanceof SyncHttpError && error.status === 429;

/**
 * One thumbnail sync of a venue (product spec §4: on the first cycle and every 10th): compares
 * this device's thumbnails, the server's and the hashes both last agreed on
 * (`planThumbnailSync`), then sends, fetches and removes. A picture changed on this device
 * while the sync runs is never overwritten or removed; it goes out at the next one.
 */
export async function syncThumbnails(
  cache: ImageCache,
  api: ThumbnailApi,
  venueId: string,
): Promise<ThumbnailSyncReport> {
  const report: ThumbnailSyncReport = {
    uploaded: 0,
    downloaded: 0,
    removedThere: 0,
    removedHere: 0,
    refused: 0,
    deferred: false,
  };
  const entries = await cache.entries();
  const local = new Map<string, string>();
  for (const [foodkey, entry] of entries) local.set(foodkey, await sha256Hex(entry.dataUrl));
  const server = new Map((await api.list(venueId)).map((t) => [t.foodkey, t.hash]));
  const plan = planThumbnailSync(local, server, await cache.agreedHashes());
  await cache.agree(plan.agree);
  await cache.forget(plan.forget);
  try {
    await carryOut(plan, entries, cache, api, venueId, report);
  } catch (error) {
    // What was done is remembered as agreed; the next thumbnail sync goes on from there.
    if (!isRateLimit(error)) throw error;
    report.deferred = true;
  }
  return report;
}

/** Sends, removes and fetches as planned, counting into `report`. */
async function carryOut(
  plan: ThumbnailSyncPlan,
  entries: ReadonlyMap<string, CachedImage>,
  cache: ImageCache,
  api: ThumbnailApi,
  venueId: string,
  report: ThumbnailSyncReport,
): Promise<void> {
  for (const foodkey of plan.upload) {
    const { dataUrl, width, height } = entries.get(foodkey)!;
    try {
      const { hash } = await api.store(venueId, foodkey, { dataUrl, width, height });
      await cache.agree([[foodkey, hash]]);
      report.uploaded++;
    } catch (error) {
      if (!(error instanceof SyncHttpError && error.status === 400)) throw error;
      report.refused++;
    }
  }
  for (const foodkey of plan.deleteOnServer) {
    await api.remove(venueId, foodkey);
    await cache.forget([foodkey]);
    report.removedThere++;
  }
  for (let at = 0; at < plan.download.length; at += MAX_THUMBNAILS_PER_REQUEST) {
    const chunk = plan.download.slice(at, at + MAX_THUMBNAILS_PER_REQUEST);
    for (const t of await api.read(venueId, chunk)) {
      const thumbnail = { dataUrl: t.dataUrl, width: t.width, height: t.height };
      const expected = entries.get(t.foodkey)?.dataUrl ?? null;
      if (await cache.putIfUnchanged(t.foodkey, thumbnail, expected, t.hash)) report.downloaded++;
    }
  }
  for (const foodkey of plan.removeLocally) {
    if (await cache.removeIfUnchanged(foodkey, entries.get(foodkey)!.dataUrl)) report.removedHere++;
  }
}

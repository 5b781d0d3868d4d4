import { createDriveMirrorRunner, type DriveMirrorRunner } from '../drive/drive-mirror-runner';
import { createGraphDrive } from '../drive/graph-drive';
import { createVenueMirror } from '../drive/mirror-venue';
import type { VenueStore } from '../store/venue-store';
import type { SyncProgress } from '../sync/sync-progress';

export interface WorkerDriveMirrorOptions {
  /** The Graph base URL the server's /api/auth-config named (`drive.graphUrl`). */
  graphUrl: string;
  /** A Graph token from the page; undefined when it could not renew one silently. */
  getToken: () => Promise<string | undefined>;
  store: VenueStore;
  userId: string;
  venueId: string;
  venueName: string;
  emit: (event: SyncProgress) => void;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * The sync worker's drive mirror: the Graph client over the page's Graph token, the mirror of
 * the open venue (`createVenueMirror`: no Graph call while the cursor has not moved), and the
 * runner that starts it after each successful server sync without waiting for it (one in
 * flight, its own backoff), reporting `{ type: 'drive', status }` once per episode.
 */
export function workerDriveMirror(options: WorkerDriveMirrorOptions): DriveMirrorRunner {
  const now = options.now ?? Date.now;
  const drive = createGraphDrive({
    graphUrl: options.graphUrl,
    token: options.getToken,
    now,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return createDriveMirrorRunner({
    mirror: createVenueMirror(options.store, drive, {
      venueId: options.venueId,
      venueName: options.venueName,
      now: () => new Date(now()).toISOString(),
      clock: now,
    }),
    onStatus: (status) => options.emit({ type: 'drive', userId: options.userId, status }),
    now,
  });
}

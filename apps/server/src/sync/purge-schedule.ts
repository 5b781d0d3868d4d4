import type { Database } from '../db/database.js';
import { purgeSuperseded } from './purge-superseded.js';
import { purgeDeletedItemThumbnails } from './purge-thumbnails.js';

/** How often the running server purges (and once when it starts). */
export const PURGE_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * Purges at start and then every day while the server runs (the timer never keeps the
 * process alive): the versions superseded more than 30 days ago, and the thumbnails of
 * deleted items. A failed purge is logged and tried again at the next turn.
 */
export function schedulePurges(
  database: Database,
  now: () => number,
  log: { warn(object: unknown, message: string): void },
): { stop(): void } {
  const run = async () => {
    try {
      await purgeSuperseded(database, now());
      await purgeDeletedItemThumbnails(database);
    } catch (error) {
      log.warn({ err: error }, 'the daily purge failed');
    }
  };
  void run();
  const timer = setInterval(() => void run(), PURGE_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

import { factsOf } from '../start-errors.js';

/** PostgreSQL's SQLSTATE disk_full: a table or index file could not grow. */
const DISK_FULL = '53100';

/** Seconds a client is asked to wait before it sends a write again after a full disk. */
export const STORAGE_FULL_RETRY_SECONDS = 60;

/**
 * True when `error` (or an error it wraps) says the database's disk is full: PostgreSQL's
 * disk_full, or ENOSPC from Node or from PGlite's file system. Nothing of the failed
 * statement was stored; the same write succeeds once there is room again.
 */
export function isStorageFull(error: unknown): boolean {
  const facts = factsOf(error);
  return facts.sqlState === DISK_FULL || facts.code === 'ENOSPC';
}

import { i18n } from '../../i18n/i18n';

/**
 * What a save says when the device has no room left (its IndexedDB quota is used up), in
 * English: the spec's words, which the tests and journeys read.
 */
export const STORAGE_FULL_TEXT =
  'The device is out of storage space: nothing new was saved. Free some space and save again.';

/** What a save says when the device has no room left, in the interface language. */
export const storageFullText = (): string => i18n.t('components:save.storageFull');

const QUOTA_NAMES = new Set(['QuotaExceededError', 'QuotaExceeded']);

/**
 * True when `error` is the browser's QuotaExceededError, directly or wrapped: Dexie keeps the
 * error it met as `inner` (an aborted transaction), or in `failures` (a bulk write).
 */
export function isStorageFull(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const { name, inner, cause, failures } = current as {
      name?: unknown;
      inner?: unknown;
      cause?: unknown;
      failures?: unknown;
    };
    if (typeof name === 'string' && QUOTA_NAMES.has(name)) return true;
    queue.push(inner, cause, ...(Array.isArray(failures) ? failures : []));
  }
  return false;
}

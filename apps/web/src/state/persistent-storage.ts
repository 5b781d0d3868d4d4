/** The part of `navigator.storage` this module uses (absent in some browsers and in tests). */
export interface PersistableStorage {
  persisted?(): Promise<boolean>;
  persist?(): Promise<boolean>;
}

let asked: Promise<boolean> | null = null;

/**
 * Asks the browser, once per page load, to keep this site's data (the venues' IndexedDB)
 * even when the device runs low on space, instead of evicting it. Called when a signed-in
 * user's venue store opens. Answers whether the storage is persistent; a browser without the
 * Storage API, or one that says no, answers false and nothing else changes.
 */
export function askPersistentStorage(
  storage: PersistableStorage | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.storage,
): Promise<boolean> {
  asked ??= (async () => {
    if (!storage?.persist) return false;
    try {
      if (await storage.persisted?.()) return true;
      return await storage.persist();
    } catch {
      return false;
    }
  })();
  return asked;
}

/** Forgets that the browser was asked (tests). */
export function resetPersistentStorageRequest(): void {
  asked = null;
}

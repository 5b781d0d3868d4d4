import {
  kitchenListKey,
  LAST_ACCOUNT_KEY,
  LAST_VENUE_KEY,
  removeLocal,
  restrictedKey,
} from '../state/local-keys';

/** Prefix of a user's venue databases (@larder/data venueDbName). */
export const userDbPrefix = (userId: string): string => `larder_${userId}_`;

function deleteDatabase(factory: IDBFactory, name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = factory.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    // Another tab still has it open: it is deleted once that tab lets go.
    request.onblocked = () => resolve();
  });
}

/** Deletes the user's IndexedDB databases where the browser can list them. */
export async function deleteUserDatabases(
  userId: string,
  factory: IDBFactory | undefined = globalThis.indexedDB,
): Promise<string[]> {
  if (!factory || typeof factory.databases !== 'function') return [];
  const prefix = userDbPrefix(userId);
  const names = (await factory.databases())
    .map((db) => db.name)
    .filter((name): name is string => typeof name === 'string' && name.startsWith(prefix));
  await Promise.all(names.map((name) => deleteDatabase(factory, name)));
  return names;
}

/** Removes Cache Storage entries except the service worker's precache (the app itself). */
async function clearRuntimeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => !name.includes('precache')).map((name) => caches.delete(name)),
  );
}

/**
 * Closes the browser's data of a user at sign-out (sync-and-security-notes section 3, item
 * 21: kitchen devices are shared): last account, last venue, session storage, the user's
 * venue databases and runtime caches. The sign-in cache is removed by the sign-in step.
 */
export async function closeBrowserData(userId: string | null | undefined): Promise<void> {
  removeLocal(LAST_ACCOUNT_KEY);
  removeLocal(LAST_VENUE_KEY);
  try {
    sessionStorage.clear();
  } catch {
    // storage blocked: nothing kept there
  }
  await Promise.all([
    userId ? deleteUserDatabases(userId).catch(() => []) : Promise.resolve([]),
    clearRuntimeCaches().catch(() => undefined),
  ]);
}

/**
 * After "Delete account": the account's own local keys too (its restricted-mode choice and each
 * venue's kitchen list), on top of what sign-out closes (`closeBrowserData`).
 */
export async function closeDeletedAccountData(
  userId: string | null | undefined,
  venueIds: readonly string[],
): Promise<void> {
  if (userId) removeLocal(restrictedKey(userId));
  for (const venueId of venueIds) removeLocal(kitchenListKey(venueId));
  await closeBrowserData(userId);
}

import {
  CATEGORY_LIST_KEYS,
  listEntries,
  withEntries,
  type CategoryListKey,
} from '../settings/category-lists';
import { entryName, sameName, type NamedEntry } from '../settings/name-list';

const isListKey = (key: string): key is CategoryListKey =>
  (CATEGORY_LIST_KEYS as readonly string[]).includes(key);

/**
 * A legacy category or storage area list (IC, RC, SA) joined to the venue's own: the venue's
 * entries first, as they are, then each legacy entry whose name the list does not hold yet
 * (names compared as keys: case and spacing aside). So the import loses no name the Windows
 * app's items use, nor one the venue has; a second import adds nothing. Null for any other
 * settings record, and when there is no venue list to join.
 */
export function mergeLegacyList(
  key: string,
  legacy: Record<string, unknown>,
  current: Readonly<Record<string, unknown>> | undefined,
): Record<string, unknown> | null {
  if (!isListKey(key) || current === undefined || current.deleted === true) return null;
  const entries: NamedEntry[] = [...listEntries(key, current)];
  for (const entry of listEntries(key, legacy)) {
    const name = entryName(entry);
    if (name.trim() !== '' && !entries.some((e) => sameName(entryName(e), name))) {
      entries.push(entry);
    }
  }
  return withEntries(key, current, entries);
}

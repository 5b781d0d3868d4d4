import type { VenueStore } from '@larder/data';
import {
  entryName,
  renameAt,
  renameInItems,
  withEntries,
  type CategoryListKey,
  type NamedEntry,
} from '@larder/domain';
import { venueStore } from '../../state/venue';
import { withVenueList } from './venue-lists';

/** Writes the list to its settings record and to the loaded venue. */
export async function saveCategoryList(
  store: VenueStore,
  key: CategoryListKey,
  record: Record<string, unknown> | null,
  entries: readonly NamedEntry[],
): Promise<void> {
  await store.saveRecord('settings', withEntries(key, record, entries));
  venueStore.set((state) =>
    state.current ? { ...state, current: withVenueList(state.current, key, entries) } : state,
  );
}

/**
 * Renames entry `index`, then every item that used the old name (product spec §3). Throws
 * with a message naming the field when the name is empty or taken. Answers the items changed.
 */
export async function renameCategory(
  store: VenueStore,
  key: CategoryListKey,
  list: { record: Record<string, unknown> | null; entries: readonly NamedEntry[] },
  index: number,
  name: string,
): Promise<number> {
  const old = list.entries[index];
  if (old === undefined) return 0;
  const renamed = renameAt(list.entries, index, name);
  if (!renamed.ok) throw new Error(nameError(renamed.error[0]));
  await saveCategoryList(store, key, list.record, renamed.value);
  const changed = renameInItems(key, entryName(old), name.trim(), (await store.itemMap()).values());
  await store.saveItems(changed);
  return changed.length;
}

/** A name problem as one sentence starting with the field. */
export function nameError(issue: { reason: string; message: string } | undefined): string {
  if (issue?.reason === 'name-missing') return 'Name is required';
  return `Name: ${issue?.message ?? 'not valid'}`;
}

import { DataError, renameListEntry, saveRecord, type VenueStore } from '@larder/data';
import {
  renameAt,
  withEntries,
  type CategoryListKey,
  type DomainIssue,
  type NamedEntry,
} from '@larder/domain';
import { venueStore } from '../../state/venue';
import { withVenueList } from '../../state/venue-lists';

/** Writes the list to its settings record and to the loaded venue. */
export async function saveCategoryList(
  store: VenueStore,
  key: CategoryListKey,
  record: Record<string, unknown> | null,
  entries: readonly NamedEntry[],
): Promise<void> {
  await store.apply(saveRecord('settings', withEntries(key, record, entries)));
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
  if (list.entries[index] === undefined) return 0;
  const renamed = renameAt(list.entries, index, name);
  if (!renamed.ok) throw new Error(nameError(renamed.error[0]));
  // The list and every item that used the old name are written in one transaction.
  const { items } = await store
    .apply(renameListEntry(key, list, index, name))
    .catch((error: unknown) => {
      const issues =
        error instanceof DataError ? (error.details as DomainIssue[] | undefined) : undefined;
      throw issues?.[0] ? new Error(nameError(issues[0])) : error;
    });
  venueStore.set((state) =>
    state.current ? { ...state, current: withVenueList(state.current, key, renamed.value) } : state,
  );
  return items.length;
}

/** A name problem as one sentence starting with the field. */
export function nameError(issue: { reason: string; message: string } | undefined): string {
  if (issue?.reason === 'name-missing') return 'Name is required';
  return `Name: ${issue?.message ?? 'not valid'}`;
}

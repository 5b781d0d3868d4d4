import { DataError, renameListEntry, saveRecord, type VenueStore } from '@larder/data';
import {
  entryName,
  renameAt,
  sameName,
  withEntries,
  type CategoryListKey,
  type DomainIssue,
  type NamedEntry,
} from '@larder/domain';
import { issueText } from '../../api/issue-text';
import { i18n } from '../../i18n/i18n';
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
  if (!renamed.ok) throw new Error(nameError(renamed.error[0], list.entries, name, index));
  // The list and every item that used the old name are written in one transaction.
  const { items } = await store
    .apply(renameListEntry(key, list, index, name))
    .catch((error: unknown) => {
      const issues =
        error instanceof DataError ? (error.details as DomainIssue[] | undefined) : undefined;
      throw issues?.[0] ? new Error(nameError(issues[0], list.entries, name, index)) : error;
    });
  venueStore.set((state) =>
    state.current ? { ...state, current: withVenueList(state.current, key, renamed.value) } : state,
  );
  return items.length;
}

/**
 * A name problem as one sentence starting with the field: 'Name: Dairy is already in the
 * list' names the entry that has the name (`entries` without the one at `except`).
 */
export function nameError(
  issue: DomainIssue | undefined,
  entries: readonly NamedEntry[],
  name: string,
  except?: number,
): string {
  if (issue?.reason === 'name-missing') return i18n.t('categories:name.required');
  if (issue?.reason === 'name-taken') {
    const taken = entries.find((e, i) => i !== except && sameName(entryName(e), name));
    return i18n.t('categories:name.taken', { name: taken ? entryName(taken) : name.trim() });
  }
  return i18n.t('categories:name.invalid', {
    reason: issue ? issueText(issue) : i18n.t('categories:name.notValid'),
  });
}

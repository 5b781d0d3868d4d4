import type { StoredRecord } from '../db/venue-db';

/** The part of the Web Storage API the journal uses (localStorage in the page). */
export type JournalStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A staged save not yet known to be stored: the saved item as it was staged. */
export interface JournalEntry {
  id: string;
  item: StoredRecord;
}

/**
 * Staged saves, kept synchronously until IndexedDB holds them. A save is on screen before its
 * IndexedDB transaction commits; should the page be reloaded or closed in between, that
 * transaction is aborted. The journal keeps the saved item meanwhile, and the next opening of
 * the venue saves it again (`VenueStore.replayJournal`).
 */
export interface StagedJournal {
  add(entry: JournalEntry): void;
  remove(id: string): void;
  entries(): JournalEntry[];
}

/**
 * A journal in Web Storage under `key`. Storage that cannot be written (full, or refused by
 * the browser) leaves the save to IndexedDB alone: the journal is a safeguard, never a reason
 * for a save to fail.
 */
export function storageJournal(storage: JournalStorage, key: string): StagedJournal {
  const read = (): JournalEntry[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
      return Array.isArray(parsed) ? (parsed as JournalEntry[]).filter(isEntry) : [];
    } catch {
      return [];
    }
  };
  const write = (entries: JournalEntry[]) => {
    try {
      if (entries.length === 0) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(entries));
    } catch {
      // Full or refused: the IndexedDB write goes on without the safeguard.
    }
  };
  return {
    add: (entry) => write([...read(), entry]),
    remove: (id) => {
      const entries = read();
      const kept = entries.filter((entry) => entry.id !== id);
      if (kept.length !== entries.length) write(kept);
    },
    entries: read,
  };
}

function isEntry(value: unknown): value is JournalEntry {
  const entry = value as Partial<JournalEntry> | null;
  return typeof entry?.id === 'string' && typeof entry.item === 'object' && entry.item !== null;
}

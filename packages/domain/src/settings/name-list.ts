import { err, issue, ok, type DomainIssue, type Result } from '../errors';
import { keyFromName } from '../records/record-key';

/** An entry of a named list: a name, or an object with a name (storage areas, spec §3). */
export type NamedEntry = string | { readonly name?: string | null | undefined };

/** The name of an entry ('' when an object has none). */
export const entryName = (entry: NamedEntry): string =>
  typeof entry === 'string' ? entry : (entry.name ?? '');

/** Names compare trimmed and case-insensitively, like item keys (product spec §3). */
export const sameName = (a: string | null | undefined, b: string | null | undefined): boolean =>
  keyFromName(a ?? '') === keyFromName(b ?? '');

/**
 * Checks a name for a list: required, and not already in the list (case-insensitively).
 * `except` is the index of the entry being renamed, which may keep its own name.
 * Answers the trimmed name.
 */
export const checkName = (
  list: readonly NamedEntry[],
  name: string,
  except?: number,
): Result<string, DomainIssue[]> => {
  const trimmed = name.trim();
  if (trimmed === '') return err([issue('name-missing', 'name')]);
  const taken = list.findIndex((entry, i) => i !== except && sameName(entryName(entry), trimmed));
  if (taken >= 0) {
    return err([
      issue('name-taken', 'name', `${entryName(list[taken] as NamedEntry)} is already in the list`),
    ]);
  }
  return ok(trimmed);
};

/** The list with a new name at the end. */
export const addName = <T extends NamedEntry>(
  list: readonly T[],
  name: string,
): Result<(T | string)[], DomainIssue[]> => {
  const checked = checkName(list, name);
  return checked.ok ? ok([...list, checked.value]) : checked;
};

/** The list with entry `index` renamed; an object entry keeps its other fields. */
export const renameAt = <T extends NamedEntry>(
  list: readonly T[],
  index: number,
  name: string,
): Result<(T | string)[], DomainIssue[]> => {
  const checked = checkName(list, name, index);
  if (!checked.ok) return checked;
  return ok(
    list.map((entry, i) => {
      if (i !== index) return entry;
      return typeof entry === 'string'
        ? checked.value
        : ({ ...(entry as object), name: checked.value } as T);
    }),
  );
};

/** The list with entry `from` moved to position `to` (clamped to the list). */
export const moveAt = <T>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [entry] = next.splice(from, 1);
  next.splice(target, 0, entry as T);
  return next;
};

/** The list without entry `index`. */
export const removeAt = <T>(list: readonly T[], index: number): T[] =>
  list.filter((_, i) => i !== index);

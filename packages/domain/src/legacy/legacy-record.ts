import { err, issue, ok, type DomainIssue, type Result } from '../errors';
import { cleanName } from '../records/clean-name';
import { keyFromName } from '../records/record-key';
import { parseSyncRecord } from '../sync/parse-sync-record';
import type { LegacyKind, LegacyList } from './legacy-export';

/** A legacy entry read as the record it becomes, keyed by its legacy key. */
export interface LegacyRecord {
  /** The export's list it came from. */
  list: LegacyList;
  kind: LegacyKind;
  key: string;
  record: Record<string, unknown>;
}

/** The type a list's entries have when the Windows app left it out. */
const LIST_TYPE: Partial<Record<LegacyList, string>> = {
  recipes: 'recipe',
  packaging: 'packaging',
  suppliers: 'supplier',
};

/** The field that names each kind's records (cleaned as the write path cleans it). */
const NAME_FIELD: Record<LegacyKind, string | null> = {
  item: 'name',
  supplier: 'name',
  menu: 'name',
  settings: null,
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads one legacy entry as a record of its kind: the key is the legacy key (foodkey for
 * master items, skey for the others; made from the name when the Windows app left it out;
 * a settings record's is its key in the settings object), the type filled in from the list
 * when absent, the name cleaned, then the record checked with its kind's schema. Every field
 * the product does not know is kept as it was.
 */
export function legacyRecord(
  list: LegacyList,
  kind: LegacyKind,
  entry: unknown,
  settingsKey?: string,
): Result<LegacyRecord, DomainIssue[]> {
  if (!isObject(entry)) return err([issue('record-invalid', '', 'not a record')]);
  const keyField = kind === 'item' ? 'foodkey' : 'skey';
  const draft: Record<string, unknown> = { ...entry };
  const type = LIST_TYPE[list];
  if (type && (draft.type === undefined || draft.type === null)) draft.type = type;
  const nameField = NAME_FIELD[kind];
  if (nameField && typeof draft[nameField] === 'string') {
    draft[nameField] = cleanName(draft[nameField]);
  }
  const given = draft[keyField];
  const key =
    settingsKey ??
    (typeof given === 'string' && given.trim() !== ''
      ? given
      : typeof draft.name === 'string' && draft.name !== ''
        ? keyFromName(draft.name)
        : '');
  if (key === '') return err([issue('key-missing', keyField, `${keyField}: required`)]);
  draft[keyField] = key;
  const parsed = parseSyncRecord(kind, draft);
  if (!parsed.ok) return err(parsed.error);
  return ok({ list, kind, key, record: parsed.value });
}

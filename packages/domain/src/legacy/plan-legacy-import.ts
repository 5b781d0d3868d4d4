import { err, issue, ok, type DomainIssue, type Result } from '../errors';
import { sameFigures } from '../records/same-figures';
import { issuesOfZod } from '../zod-issue';
import {
  LEGACY_LIST_ORDER,
  LEGACY_LISTS,
  legacyExportSchema,
  type LegacyKind,
  type LegacyList,
} from './legacy-export';
import { legacyRecord, type LegacyRecord } from './legacy-record';
import { mergeLegacyList } from './merge-legacy-list';

/** The venue's records as they stand, by kind and key (stored versions; sync fields ignored). */
export type LegacyExisting = Readonly<
  Partial<Record<LegacyKind, ReadonlyMap<string, Readonly<Record<string, unknown>>>>>
>;

/** An entry of the export that cannot be imported, and why. */
export interface LegacyProblem {
  list: LegacyList;
  /** Its place in the list (its skey for a settings record). */
  entry: number | string;
  /** Its legacy key, when it had one. */
  key: string | null;
  issues: DomainIssue[];
}

/** What importing an export writes, and what it leaves. */
export interface LegacyImportPlan {
  /** Records to write through the write path, master items first, in the export's order. */
  writes: LegacyRecord[];
  problems: LegacyProblem[];
  /** Entries already here as they are, or older than the venue's own version: not written. */
  unchanged: number;
}

/** A timestamp (epoch ms or ISO text) in ms, or null when it says no time. */
const timeOf = (value: unknown): number | null => {
  const ms =
    typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isFinite(ms) ? ms : null;
};

/**
 * Whether an entry of the export is to be written over what the venue holds: always when the
 * venue has no such record (a deleted entry excepted: there is nothing to delete); never when
 * the venue's version holds the same fields; otherwise only when the export's version is the
 * later one. So a second import of the same export writes nothing (what the first wrote is
 * either equal or stamped later by the write), and a record edited in Larder since is kept.
 */
function supersedes(next: Record<string, unknown>, current: object | undefined): boolean {
  if (current === undefined) return next.deleted !== true;
  if (sameFigures(next, current)) return false;
  const at = timeOf(next.timestamp);
  const here = timeOf((current as { timestamp?: unknown }).timestamp);
  return at !== null && (here === null || at > here);
}

/** Each entry of each list, with the settings object's entries under their skey. */
function* entriesOf(
  data: ReturnType<typeof legacyExportSchema.parse>,
): Generator<{ list: LegacyList; entry: number | string; value: unknown }> {
  for (const list of LEGACY_LIST_ORDER) {
    if (list === 'settings') {
      for (const [skey, value] of Object.entries(data.settings ?? {})) {
        yield { list, entry: skey, value };
      }
    } else {
      const values = data[list] ?? [];
      for (let i = 0; i < values.length; i++) yield { list, entry: i, value: values[i] };
    }
  }
}

/**
 * Plans the import of a legacy Windows-app export (docs/legacy-export-format.md) into a venue
 * holding `existing`: every entry read as a record of its kind and checked with that kind's
 * schema (fields the product does not know are kept), keyed by its legacy key. An entry that
 * cannot be read, or whose key an earlier entry of the same kind already took, is reported on
 * its own and the others are still imported. An entry equal to the venue's record, or older
 * than it, is not written (`supersedes`): planning again after the writes plans nothing. A
 * category or storage area list the venue has already is joined to it (`mergeLegacyList`).
 *
 * Fails as a whole only when the file is not an export at all, or is another venue's
 * (`venueId` given and different from the file's).
 */
export function planLegacyImport(
  exportData: unknown,
  existing: LegacyExisting,
  options: { venueId?: string } = {},
): Result<LegacyImportPlan, DomainIssue[]> {
  const parsed = legacyExportSchema.safeParse(exportData);
  if (!parsed.success) return err(issuesOfZod(parsed.error, exportData));
  const data = parsed.data;
  if (
    options.venueId !== undefined &&
    data.venueId !== undefined &&
    data.venueId !== null &&
    String(data.venueId) !== options.venueId
  ) {
    return err([issue('field-invalid', 'venueId', `venueId: the export of another venue`)]);
  }
  const writes: LegacyRecord[] = [];
  const problems: LegacyProblem[] = [];
  const seen = new Set<string>();
  let unchanged = 0;
  for (const { list, entry, value } of entriesOf(data)) {
    const kind = LEGACY_LISTS[list];
    const read = legacyRecord(list, kind, value, typeof entry === 'string' ? entry : undefined);
    if (!read.ok) {
      problems.push({ list, entry, key: legacyKeyOf(value), issues: read.error });
      continue;
    }
    const { key, record } = read.value;
    const id = `${kind}\u0000${key}`;
    if (seen.has(id)) {
      const field = kind === 'item' ? 'foodkey' : 'skey';
      problems.push({
        list,
        entry,
        key,
        issues: [issue('name-taken', field, `${field}: ${key} is in the export twice`)],
      });
      continue;
    }
    seen.add(id);
    const current = existing[kind]?.get(key);
    // A category or storage area list is joined to the venue's, never put in its place.
    const merged = kind === 'settings' ? mergeLegacyList(key, record, current) : null;
    if (merged) {
      if (sameFigures(merged, current)) unchanged++;
      else writes.push({ ...read.value, record: merged });
    } else if (supersedes(record, current)) writes.push(read.value);
    else unchanged++;
  }
  return ok({ writes, problems, unchanged });
}

/** The key an unreadable entry gives itself, for the report. */
function legacyKeyOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const { foodkey, skey, name } = value as Record<string, unknown>;
  const key = foodkey ?? skey ?? name;
  return typeof key === 'string' ? key : null;
}

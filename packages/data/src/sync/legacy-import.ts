import {
  documentSizeIssue,
  LEGACY_LISTS,
  planLegacyImport,
  type DomainIssue,
  type LegacyExisting,
  type LegacyKind,
  type LegacyProblem,
} from '@larder/domain';
import { saveItems, type KindRecord } from '../store/change';
import { keyOf, withoutSync } from '../store/record-doc';
import type { VenueStore } from '../store/venue-store';

/**
 * Where a legacy Windows-app export is read from: the venue's `uwp/{venueId}.json` in the
 * user's OneDrive app folder (docs/legacy-export-format.md); null when there is none.
 */
export interface LegacyExportSource {
  read(venueId: string): Promise<unknown | null>;
}

/** What importing one venue's export did. */
export type LegacyImportOutcome =
  | {
      status: 'imported';
      /** Records written through the write path. */
      written: number;
      /** Entries already here, or older than the venue's own version. */
      unchanged: number;
      /** Entries that could not be read: reported, the others imported. */
      problems: LegacyProblem[];
    }
  /** The file is not an export, or is another venue's: nothing written. */
  | { status: 'refused'; issues: DomainIssue[] };

const KINDS = [...new Set(Object.values(LEGACY_LISTS))] as LegacyKind[];

/**
 * Imports a venue's legacy export into its database on this device: the venue's records read
 * (without their sync fields), the import planned by the domain (`planLegacyImport`), and what
 * it plans written through the one write path in one change (checked, re-costed, stamped and
 * queued for the server). A second import of the same export writes nothing.
 */
export async function importLegacyVenue(
  store: VenueStore,
  exportData: unknown,
  venueId: string,
): Promise<LegacyImportOutcome> {
  const existing: Partial<Record<LegacyKind, Map<string, Record<string, unknown>>>> = {};
  for (const kind of KINDS) {
    const rows = await store.db.recordTable(kind).toArray();
    existing[kind] = new Map(rows.map((row) => [keyOf(kind, row), withoutSync(row)]));
  }
  const planned = planLegacyImport(exportData, existing as LegacyExisting, { venueId });
  if (!planned.ok) return { status: 'refused', issues: planned.error };
  const { unchanged } = planned.value;
  const problems = [...planned.value.problems];
  // What the server would refuse for its size is reported here instead of sinking the rest.
  const writes = planned.value.writes.filter((write) => {
    const tooLarge = documentSizeIssue(write.kind, write.record);
    if (tooLarge)
      problems.push({ list: write.list, entry: write.key, key: write.key, issues: [tooLarge] });
    return !tooLarge;
  });
  if (writes.length > 0) {
    const items = writes.filter((w) => w.kind === 'item').map((w) => w.record);
    const others = writes
      .filter((w) => w.kind !== 'item')
      .map((w) => ({ kind: w.kind, record: w.record }) as KindRecord);
    await store.apply(saveItems(items, others));
  }
  return { status: 'imported', written: writes.length, unchanged, problems };
}

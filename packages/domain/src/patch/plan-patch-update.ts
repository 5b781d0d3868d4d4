import type { DomainIssue } from '../errors';
import { recalculateAll } from '../costing/recalculate-all';
import type { CatalogueItem } from '../records/item';
import { sameFigures } from '../records/same-figures';
import { parseSyncRecord } from '../sync/parse-sync-record';
import { isServerWrittenKind, type SyncKind } from '../sync/sync-kinds';
import type { UnitsInput } from '../units/unit-table';

/**
 * The patch version of this release (product spec §4 "Sync loop", §9): the first sync cycle
 * applies the patch update when the device's stored version (`patchVersion_{userId}`) is not it.
 */
export const PATCH_VERSION = 39;

/** A stored record of a venue, without its sync fields. */
export interface PatchRecord {
  kind: SyncKind;
  record: Readonly<Record<string, unknown>>;
}

/** A record the patch update writes: as its kind's schema reads it, re-costed for items. */
export interface PatchWrite {
  kind: SyncKind;
  record: Record<string, unknown>;
}

/** A stored record its kind's schema refuses: left as it is, and reported. */
export interface PatchProblem {
  kind: SyncKind;
  key: string | null;
  issues: DomainIssue[];
}

export interface PatchPlan {
  /** Master items first (in input order), then the other records. */
  writes: PatchWrite[];
  problems: PatchProblem[];
}

const keyOf = (kind: SyncKind, record: Readonly<Record<string, unknown>>): string | null => {
  const key = kind === 'item' ? record.foodkey : record.skey;
  return typeof key === 'string' ? key : null;
};

/**
 * The patch update (product spec §4, §7): every live record of a venue read again with its
 * kind's schema (legacy numeric text becomes a number, and so on) and every live master item
 * re-costed with this release's costing (`recalculateAll`, costing-model §3, §6). Gives only
 * the records whose fields or figures changed (`sameFigures`, stamps aside): a venue already
 * up to date plans nothing. Deleted records, and the kinds only the server writes, are left
 * as they are; a record its schema refuses is reported and left as well.
 */
export function planPatchUpdate(records: readonly PatchRecord[], units?: UnitsInput): PatchPlan {
  const problems: PatchProblem[] = [];
  const items: CatalogueItem[] = [];
  const storedItems: Readonly<Record<string, unknown>>[] = [];
  const others: PatchWrite[] = [];
  for (const { kind, record } of records) {
    if (record.deleted === true || isServerWrittenKind(kind)) continue;
    const parsed = parseSyncRecord(kind, record);
    if (!parsed.ok) {
      problems.push({ kind, key: keyOf(kind, record), issues: parsed.error });
    } else if (kind === 'item') {
      items.push(parsed.value as CatalogueItem);
      storedItems.push(record);
    } else if (!sameFigures(parsed.value, record)) {
      others.push({ kind, record: parsed.value });
    }
  }
  const recosted = recalculateAll(items, units);
  const writes: PatchWrite[] = [];
  recosted.forEach((item, i) => {
    if (!sameFigures(item, storedItems[i])) writes.push({ kind: 'item', record: item });
  });
  return { writes: [...writes, ...others], problems };
}

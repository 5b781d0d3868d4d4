import { compareVersions, SYNC_KINDS, type SyncKind, type SyncRow } from '@larder/domain';
import { STORES, type StoredRecord, type VenueDb } from '../db/venue-db';
import { ChangeLog } from './change-log';
import type { PullScope } from './change';
import { withoutSync } from './record-doc';

/** Records that arrived from other devices and win here, by kind. */
export interface ReceivedPlan {
  writes: Array<{ kind: SyncKind; records: StoredRecord[] }>;
  /** Queued local changes the arrived versions beat: they leave the outbox. */
  superseded: number[];
  /** The greatest stamp per node among the rows, for the clock. */
  stamps: string[];
}

/**
 * Decides, inside the write transaction, which pulled rows replace the local records
 * (sync-and-security-notes §1.5): a local queued version that wins by the conflict rule is
 * kept (it will be pushed); otherwise the row replaces it, and its queued entry goes.
 */
export async function planReceived(
  db: VenueDb,
  log: ChangeLog,
  rows: readonly SyncRow[],
  scope: PullScope | undefined,
): Promise<ReceivedPlan> {
  const pendingByKey = await log.pendingByKey();
  const superseded: number[] = [];
  const writes: ReceivedPlan['writes'] = [];
  for (const kind of SYNC_KINDS) {
    const ofKind = rows.filter((r) => r.kind === kind);
    if (ofKind.length === 0) continue;
    const absent = (key: string) =>
      scope !== undefined &&
      scope.emptyKinds.has(kind) &&
      !scope.written.has(ChangeLog.pendingId(kind, key));
    const lookUp = ofKind.filter((row) => !absent(row.key)).map((row) => row.key);
    const found = lookUp.length > 0 ? await db.recordTable(kind).bulkGet(lookUp) : [];
    const locals = new Map(lookUp.map((key, i) => [key, found[i]]));
    const records: StoredRecord[] = [];
    for (const row of ofKind) {
      const local = locals.get(row.key);
      const pending = pendingByKey.get(ChangeLog.pendingId(kind, row.key));
      const remote = { gen: row.gen, hlc: row.hlc, node: row.node };
      if (pending && compareVersions({ ...pending, node: log.nodeId }, remote) > 0) continue;
      if (!pending && local?.sync && compareVersions(local.sync, remote) > 0) continue;
      if (pending) superseded.push(pending.mid!);
      const record: StoredRecord = row.deleted
        ? { ...(local ? withoutSync(local) : {}), [STORES[kind].keyField]: row.key, deleted: true }
        : { ...(row.doc as Record<string, unknown>) };
      record.sync = { ...remote, rev: row.rev };
      records.push(record);
      scope?.written.add(ChangeLog.pendingId(kind, row.key));
    }
    if (records.length > 0) writes.push({ kind, records });
  }
  return { writes, superseded, stamps: latestStamps(rows) };
}

/** The greatest stamp per node: merging those into the clock is the same as merging all. */
function latestStamps(rows: readonly SyncRow[]): string[] {
  const byNode = new Map<string, string>();
  for (const row of rows) {
    const seen = byNode.get(row.node);
    if (!seen || row.hlc > seen) byNode.set(row.node, row.hlc);
  }
  return [...byNode.values()];
}

import {
  documentBytes,
  MAX_PUSH_DOCUMENT_BYTES,
  bucketDigests,
  bucketOf,
  compareVersions,
  DEVICE_KINDS,
  MAX_MUTATIONS_PER_PUSH,
  SYNC_KINDS,
  SYNC_PROTOCOL,
  SYNC_SCHEMA_VERSION,
  type CatalogueItem,
  type MutationResult,
  type SyncCursor,
  type SyncKind,
  type SyncRow,
  type WireIssue,
} from '@larder/domain';
import type { OutboxEntry, StoredRecord } from '../db/venue-db';
import type { PullScope } from '../store/change';
import type { HeldRefusal, Refusal } from '../store/change-log';
import { keyOf, withoutSync, type VenueStore } from '../store/venue-store';
import type { SyncApi } from './sync-api';

export interface SyncOptions {
  venueId: string;
  /** The anti-entropy cycle: compare bucket digests and repair what differs. */
  full?: boolean;
  /** Refreshes the server clock offset (after the server refused a stamp as too far ahead). */
  refreshOffset?: () => Promise<void>;
  /** A record pulled from another device was written here. */
  onApplied?: (kind: SyncKind, record: StoredRecord) => void;
  /** The server refused a change for good; it left the outbox for the refused list. */
  onRejected?: (entry: OutboxEntry, reason: string) => void;
  /** Items whose figures were recomputed here after records arrived (written and pushed). */
  onRecomputed?: (items: readonly CatalogueItem[]) => void;
}

export interface SyncReport {
  pushed: number;
  pulled: number;
  rejected: number;
  /** Changes the server held back for the trial limit (kept queued for the next cycles). */
  held: number;
  repaired: number;
}

/**
 * A refusal that can pass later: the trial limit of a venue that is not Pro (product spec
 * §6). Such a change is held in the outbox, not set aside: once the venue is Pro, the next
 * cycle stores it.
 */
const holdsBack = (result: MutationResult): result is MutationResult & { issue: WireIssue } =>
  result.issue?.reason === 'trial-limit';

const MAX_PUSH_ROUNDS = 50;

/**
 * One sync cycle of a venue (sync-and-security-notes §1.4–1.6): push the outbox, then pull
 * until there is no more; on a full cycle, compare bucket digests and repair differences.
 * An outbox entry leaves only when the server acknowledged it; one it refused is set aside in
 * the change log's refused list, except one refused for the trial limit, which stays queued
 * (held, under a new mutation id) and is pushed again from the next cycle on.
 */
export async function syncVenue(
  store: VenueStore,
  api: SyncApi,
  options: SyncOptions,
): Promise<SyncReport> {
  const report: SyncReport = { pushed: 0, pulled: 0, rejected: 0, held: 0, repaired: 0 };
  // The new ids of changes held back in this cycle: none is pushed again before the next.
  const heldNow = new Set<number>();
  const received = new Set<string>();
  const tracked: SyncOptions = {
    ...options,
    onApplied: (kind, record) => {
      if (kind === 'item' && !record.deleted) received.add(String(record.foodkey));
      options.onApplied?.(kind, record);
    },
  };
  await pushOutbox(store, api, tracked, report, heldNow);
  await pullAll(store, api, tracked, report, heldNow);
  if (options.full) {
    report.repaired = await repairBuckets(store, api, tracked, report);
  }
  // Figures that depend on what arrived are recomputed here and pushed in the same cycle.
  const { items: recomputed } = await store.apply({ type: 'recompute', keys: [...received] });
  if (recomputed.length > 0) options.onRecomputed?.(recomputed);
  if (report.repaired > 0 || recomputed.length > 0) {
    await pushOutbox(store, api, tracked, report, heldNow);
  }
  return report;
}

async function pushOutbox(
  store: VenueStore,
  api: SyncApi,
  options: SyncOptions,
  report: SyncReport,
  heldNow: Set<number>,
) {
  const log = store.changes;
  let refreshed = false;
  for (let round = 0; round < MAX_PUSH_ROUNDS; round++) {
    const queued = await log.pending(MAX_MUTATIONS_PER_PUSH, heldNow);
    if (queued.length === 0) return;
    const withDoc = await withDocs(store, queued);
    if (withDoc.length < queued.length) {
      // Entries whose record is gone from this device: nothing to push.
      const kept = new Set(withDoc.map((e) => e.mid));
      await log.settle(queued.filter((e) => !kept.has(e.mid)).map((e) => e.mid!));
      if (withDoc.length === 0) continue;
    }
    const entries = withinPushBudget(withDoc);
    const response = await api.push(options.venueId, {
      protocol: SYNC_PROTOCOL,
      schemaVersion: SYNC_SCHEMA_VERSION,
      clientId: log.nodeId,
      mutations: entries.map((e) => ({
        mid: e.mid!,
        kind: e.kind,
        key: e.key,
        gen: e.gen,
        hlc: e.hlc,
        ...(e.deleted ? { deleted: true } : { doc: e.doc }),
      })),
    });
    const byMid = new Map<number, MutationResult>(response.results.map((r) => [r.mid, r]));
    const ahead = entries.filter((e) => byMid.get(e.mid!)?.reason === 'clock-ahead');
    const acknowledged = entries.filter((entry) => entry.mid! <= response.ackMid);
    const refused: Refusal[] = [];
    const held: HeldRefusal[] = [];
    const settled: number[] = [];
    for (const entry of acknowledged) {
      const result = byMid.get(entry.mid!);
      if (result?.status === 'rejected' && holdsBack(result)) {
        report.held++;
        held.push({ entry, reason: result.reason ?? 'rejected', issue: result.issue });
      } else if (result?.status === 'rejected') {
        report.rejected++;
        const reason = result.reason ?? 'rejected';
        refused.push({ entry, reason, ...(result.issue ? { issue: result.issue } : {}) });
        options.onRejected?.(entry, reason);
      } else {
        report.pushed++;
        settled.push(entry.mid!);
      }
    }
    // A refused change is set aside, never dropped: the user sees it, fixes it or discards it.
    await log.setAside(refused, store.env.now());
    // Held back for the trial limit: it stays queued under a new id for the next cycles.
    for (const mid of await log.hold(held, store.env.now())) heldNow.add(mid);
    await log.settle(settled);
    if (ahead.length > 0) {
      if (refreshed) return; // still ahead after a refresh: try again next cycle
      refreshed = true;
      await options.refreshOffset?.();
      await store.apply({ type: 'restamp', entries: ahead });
    }
  }
}

/**
 * The queued changes with their documents: an entry without one pushes the record stored
 * under its stamp (a save writes each document once). A record since replaced under another
 * stamp is pushed as stored now; an entry whose record is gone is left out.
 */
/**
 * The first entries whose documents fit one push (`MAX_PUSH_DOCUMENT_BYTES`), at least one:
 * the rest go in the next round, so many large records never make a push the server refuses
 * whole for its size.
 */
export function withinPushBudget(entries: readonly OutboxEntry[]): OutboxEntry[] {
  let bytes = 0;
  let count = 0;
  for (const entry of entries) {
    bytes += entry.doc === undefined ? 0 : documentBytes(entry.doc);
    if (count > 0 && bytes > MAX_PUSH_DOCUMENT_BYTES) break;
    count++;
  }
  return entries.slice(0, count);
}

async function withDocs(store: VenueStore, entries: OutboxEntry[]): Promise<OutboxEntry[]> {
  const { db } = store;
  const out: (OutboxEntry | null)[] = [...entries];
  for (const kind of SYNC_KINDS) {
    const wanted = entries
      .map((entry, i) => ({ entry, i }))
      .filter(({ entry }) => entry.kind === kind && !entry.deleted && entry.doc === undefined);
    if (wanted.length === 0) continue;
    const records = await db.recordTable(kind).bulkGet(wanted.map(({ entry }) => entry.key));
    wanted.forEach(({ entry, i }, at) => {
      const record = records[at];
      if (!record?.sync) {
        out[i] = null;
        return;
      }
      out[i] = record.deleted
        ? { ...entry, gen: record.sync.gen, hlc: record.sync.hlc, deleted: true }
        : { ...entry, gen: record.sync.gen, hlc: record.sync.hlc, doc: withoutSync(record) };
    });
  }
  return out.filter((e): e is OutboxEntry => e !== null);
}

async function pullScope(store: VenueStore): Promise<PullScope> {
  const emptyKinds = new Set<SyncKind>();
  for (const kind of SYNC_KINDS) {
    if ((await store.db.recordTable(kind).count()) === 0) emptyKinds.add(kind);
  }
  return { emptyKinds, written: new Set() };
}

async function pullAll(
  store: VenueStore,
  api: SyncApi,
  options: SyncOptions,
  report: SyncReport,
  heldNow: Set<number>,
) {
  const scope = await pullScope(store);
  // Into an empty store the catalogue is built in memory page by page, not read back after.
  if (scope.emptyKinds.has('item')) await store.itemMap();
  for (;;) {
    const cursor = await store.changes.cursor();
    const page = await api.pull(options.venueId, cursor);
    if (page.reset) {
      // The server's store was restored or reset: re-push everything (safe under the max
      // rule) and pull again from the start.
      await requeue(store);
      await store.changes.setCursor(null);
      await pushOutbox(store, api, options, report, heldNow);
      const fresh = await api.pull(options.venueId, null);
      await applyRows(store, fresh.rows, fresh.cursor, options);
      report.pulled += fresh.rows.length;
      if (!fresh.hasMore) return;
      continue;
    }
    await applyRows(store, page.rows, page.cursor, options, scope);
    report.pulled += page.rows.length;
    if (!page.hasMore) return;
  }
}

/**
 * Writes pulled rows and the new cursor in one transaction, through the store's write path.
 * A local pending version that wins by the conflict rule is kept (it will be pushed);
 * otherwise the row replaces it.
 */
export async function applyRows(
  store: VenueStore,
  rows: SyncRow[],
  cursor: SyncCursor | null,
  options: Pick<SyncOptions, 'onApplied'>,
  scope?: PullScope,
): Promise<void> {
  const { received } = await store.apply({
    type: 'pulled',
    rows,
    cursor,
    ...(scope ? { scope } : {}),
  });
  for (const { kind, record } of received) options.onApplied?.(kind, record);
}

/**
 * Queues stored records for pushing again (after a server reset or a repair), through the
 * change log; `only` picks which. Records only the server writes (estimate numbers) are never
 * pushed: the server gives them again.
 */
async function requeue(store: VenueStore, only?: (kind: SyncKind, key: string) => boolean) {
  let count = 0;
  for (const kind of DEVICE_KINDS) {
    const records = (await store.db.recordTable(kind).toArray())
      .map((record) => ({ key: keyOf(kind, record), record }))
      .filter(({ key }) => !only || only(kind, key));
    count += await store.changes.requeue(kind, records);
  }
  return count;
}

/**
 * The full cycle's anti-entropy: 64 digests over (kind, key, gen, hlc); the server sends its
 * rows of the buckets that differ; those win here where they are greater, and local records
 * of those buckets that the server lacks or holds older are pushed again.
 */
async function repairBuckets(
  store: VenueStore,
  api: SyncApi,
  options: SyncOptions,
  report: SyncReport,
): Promise<number> {
  const { db } = store;
  const entries: Array<{ kind: SyncKind; key: string; gen: number; hlc: string; node: string }> =
    [];
  for (const kind of SYNC_KINDS) {
    for (const record of await db.recordTable(kind).toArray()) {
      if (record.sync) entries.push({ kind, key: keyOf(kind, record), ...record.sync });
    }
  }
  const answer = await api.buckets(options.venueId, bucketDigests(entries));
  if (answer.mismatched.length === 0) return 0;
  await applyRows(store, answer.rows, null, options);
  report.pulled += answer.rows.length;
  const server = new Map(answer.rows.map((r) => [`${r.kind}\u0000${r.key}`, r]));
  const wanted = new Set(answer.mismatched);
  return requeue(store, (kind, key) => {
    if (!wanted.has(bucketOf(kind, key))) return false;
    const theirs = server.get(`${kind}\u0000${key}`);
    const mine = entries.find((e) => e.kind === kind && e.key === key);
    return !theirs || !mine || compareVersions(mine, theirs) > 0;
  });
}

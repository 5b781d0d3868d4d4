import {
  bucketDigests,
  bucketOf,
  compareVersions,
  formatHlc,
  MAX_MUTATIONS_PER_PUSH,
  SYNC_KINDS,
  SYNC_PROTOCOL,
  SYNC_SCHEMA_VERSION,
  tickHlc,
  type CatalogueItem,
  type MutationResult,
  type SyncCursor,
  type SyncKind,
  type SyncRow,
} from '@larder/domain';
import { STORES, type OutboxEntry, type StoredRecord } from '../db/venue-db';
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
  /** The server refused a change for good; it left the outbox. */
  onRejected?: (entry: OutboxEntry, reason: string) => void;
  /** Items whose figures were recomputed here after records arrived (written and pushed). */
  onRecomputed?: (items: readonly CatalogueItem[]) => void;
}

export interface SyncReport {
  pushed: number;
  pulled: number;
  rejected: number;
  repaired: number;
}

const CURSOR = 'cursor';
const MAX_PUSH_ROUNDS = 50;

/**
 * One sync cycle of a venue (sync-and-security-notes §1.4–1.6): push the outbox, then pull
 * until there is no more; on a full cycle, compare bucket digests and repair differences.
 * An outbox entry leaves only when the server acknowledged it.
 */
export async function syncVenue(
  store: VenueStore,
  api: SyncApi,
  options: SyncOptions,
): Promise<SyncReport> {
  const report: SyncReport = { pushed: 0, pulled: 0, rejected: 0, repaired: 0 };
  const received = new Set<string>();
  const tracked: SyncOptions = {
    ...options,
    onApplied: (kind, record) => {
      if (kind === 'item' && !record.deleted) received.add(String(record.foodkey));
      options.onApplied?.(kind, record);
    },
  };
  await pushOutbox(store, api, tracked, report);
  await pullAll(store, api, tracked, report);
  if (options.full) {
    report.repaired = await repairBuckets(store, api, tracked, report);
  }
  // Figures that depend on what arrived are recomputed here and pushed in the same cycle.
  const recomputed = await store.recomputeReceived([...received]);
  if (recomputed.length > 0) options.onRecomputed?.(recomputed);
  if (report.repaired > 0 || recomputed.length > 0) await pushOutbox(store, api, tracked, report);
  return report;
}

async function pushOutbox(store: VenueStore, api: SyncApi, options: SyncOptions, report: SyncReport) {
  const { db } = store;
  let refreshed = false;
  for (let round = 0; round < MAX_PUSH_ROUNDS; round++) {
    const queued = await db.outbox.orderBy('mid').limit(MAX_MUTATIONS_PER_PUSH).toArray();
    if (queued.length === 0) return;
    const entries = await withDocs(store, queued);
    if (entries.length < queued.length) {
      // Entries whose record is gone from this device: nothing to push.
      const kept = new Set(entries.map((e) => e.mid));
      await db.outbox.bulkDelete(queued.filter((e) => !kept.has(e.mid)).map((e) => e.mid!));
      if (entries.length === 0) continue;
    }
    const response = await api.push(options.venueId, {
      protocol: SYNC_PROTOCOL,
      schemaVersion: SYNC_SCHEMA_VERSION,
      clientId: store.env.nodeId,
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
    await db.transaction('rw', [db.outbox], async () => {
      for (const entry of entries) {
        if (entry.mid! > response.ackMid) continue;
        const result = byMid.get(entry.mid!);
        if (result?.status === 'rejected') {
          report.rejected++;
          options.onRejected?.(entry, result.reason ?? 'rejected');
        } else {
          report.pushed++;
        }
        await db.outbox.delete(entry.mid!);
      }
    });
    if (ahead.length > 0) {
      if (refreshed) return; // still ahead after a refresh: try again next cycle
      refreshed = true;
      await options.refreshOffset?.();
      await restamp(store, ahead);
    }
  }
}

/**
 * The queued changes with their documents: an entry without one pushes the record stored
 * under its stamp (a save writes each document once). A record since replaced under another
 * stamp is pushed as stored now; an entry whose record is gone is left out.
 */
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

/** New stamps for changes the server found too far ahead, on the records and their entries. */
async function restamp(store: VenueStore, entries: OutboxEntry[]) {
  const { db } = store;
  await db.transaction('rw', [db.outbox, db.state, db.master, db.suppliers, db.settings, db.menus], async () => {
    let clock = await store.clock();
    clock = { ...clock, ms: Math.min(clock.ms, store.env.now()) };
    for (const entry of entries) {
      clock = tickHlc(clock, store.env.now());
      const hlc = formatHlc(clock);
      await db.outbox.update(entry.mid!, { hlc });
      const table = db.recordTable(entry.kind);
      const record = await table.get(entry.key);
      if (record?.sync) await table.put({ ...record, sync: { ...record.sync, hlc } });
    }
    await db.state.put({ name: 'clock', value: clock });
  });
}

/**
 * What a pull knows of this device's stores: the kinds whose store was empty when it began,
 * and the keys it has written since. A row of such a kind whose key is not among those has no
 * local record, so it is not looked up: a first sync of 10,000 items reads nothing back.
 * (A record another context writes meanwhile has an outbox entry, and is decided by that.)
 */
export interface PullScope {
  emptyKinds: ReadonlySet<SyncKind>;
  written: Set<string>;
}

async function pullScope(store: VenueStore): Promise<PullScope> {
  const emptyKinds = new Set<SyncKind>();
  for (const kind of SYNC_KINDS) {
    if ((await store.db.recordTable(kind).count()) === 0) emptyKinds.add(kind);
  }
  return { emptyKinds, written: new Set() };
}

async function pullAll(store: VenueStore, api: SyncApi, options: SyncOptions, report: SyncReport) {
  const scope = await pullScope(store);
  // Into an empty store the catalogue is built in memory page by page, not read back after.
  if (scope.emptyKinds.has('item')) await store.itemMap();
  for (;;) {
    const cursor = (await store.getState<SyncCursor>(CURSOR)) ?? null;
    const page = await api.pull(options.venueId, cursor);
    if (page.reset) {
      // The server's store was restored or reset: re-push everything (safe under the max
      // rule) and pull again from the start.
      await requeueAll(store);
      await store.db.state.delete(CURSOR);
      await pushOutbox(store, api, options, report);
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
 * Writes pulled rows and the new cursor in one transaction. A local pending version that wins
 * by the conflict rule is kept (it will be pushed); otherwise the row replaces it.
 */
export async function applyRows(
  store: VenueStore,
  rows: SyncRow[],
  cursor: SyncCursor | null,
  options: Pick<SyncOptions, 'onApplied'>,
  scope?: PullScope,
): Promise<void> {
  const { db } = store;
  const applied: Array<[SyncKind, StoredRecord]> = [];
  const tables = [db.master, db.suppliers, db.settings, db.menus, db.outbox, db.state];
  await db.transaction('rw', tables, async () => {
    // Pending changes are few: read them once, and each kind's local records in bulk.
    const pendingByKey = new Map<string, OutboxEntry>();
    for (const entry of await db.outbox.toArray()) {
      pendingByKey.set(`${entry.kind}\u0000${entry.key}`, entry);
    }
    const droppedMids: number[] = [];
    for (const kind of SYNC_KINDS) {
      const ofKind = rows.filter((r) => r.kind === kind);
      if (ofKind.length === 0) continue;
      const table = db.recordTable(kind);
      const absent = (key: string) =>
        scope !== undefined &&
        scope.emptyKinds.has(kind) &&
        !scope.written.has(`${kind}\u0000${key}`);
      const lookUp = ofKind.filter((row) => !absent(row.key)).map((row) => row.key);
      const found = lookUp.length > 0 ? await table.bulkGet(lookUp) : [];
      const locals = new Map(lookUp.map((key, i) => [key, found[i]]));
      const writes: StoredRecord[] = [];
      ofKind.forEach((row) => {
        const local = locals.get(row.key);
        const pending = pendingByKey.get(`${kind}\u0000${row.key}`);
        const remote = { gen: row.gen, hlc: row.hlc, node: row.node };
        if (pending && compareVersions({ ...pending, node: store.env.nodeId }, remote) > 0) return;
        if (!pending && local?.sync && compareVersions(local.sync, remote) > 0) return;
        if (pending) droppedMids.push(pending.mid!);
        const record: StoredRecord = row.deleted
          ? { ...(local ? withoutSync(local) : {}), [STORES[kind].keyField]: row.key, deleted: true }
          : { ...(row.doc as Record<string, unknown>) };
        record.sync = { ...remote, rev: row.rev };
        writes.push(record);
        applied.push([kind, record]);
        scope?.written.add(`${kind}\u0000${row.key}`);
      });
      if (writes.length > 0) await table.bulkPut(writes);
    }
    if (droppedMids.length > 0) await db.outbox.bulkDelete(droppedMids);
    await store.receiveStamps(latestStamps(rows));
    if (cursor) await db.state.put({ name: CURSOR, value: cursor });
  });
  store.cacheItems(
    applied.filter(([kind]) => kind === 'item').map(([, record]) => record),
    true,
  );
  for (const kind of SYNC_KINDS) {
    const keys = applied.filter(([k]) => k === kind).map(([, record]) => keyOf(kind, record));
    if (keys.length > 0) store.env.onWritten?.(kind, keys);
  }
  for (const [kind, record] of applied) options.onApplied?.(kind, record);
}

/** The greatest stamp per node: merging those into the clock is the same as merging all. */
function latestStamps(rows: SyncRow[]): string[] {
  const byNode = new Map<string, string>();
  for (const row of rows) {
    const seen = byNode.get(row.node);
    if (!seen || row.hlc > seen) byNode.set(row.node, row.hlc);
  }
  return [...byNode.values()];
}

/** Queues every local record for pushing again (after a server reset or a repair). */
async function requeueAll(store: VenueStore, only?: (kind: SyncKind, key: string) => boolean) {
  const { db } = store;
  let count = 0;
  await db.transaction('rw', [db.master, db.suppliers, db.settings, db.menus, db.outbox], async () => {
    for (const kind of SYNC_KINDS) {
      for (const record of await db.recordTable(kind).toArray()) {
        const key = keyOf(kind, record);
        if (!record.sync || (only && !only(kind, key))) continue;
        if (await db.outbox.where('[kind+key]').equals([kind, key]).first()) continue;
        await db.outbox.add({
          kind,
          key,
          gen: record.sync.gen,
          hlc: record.sync.hlc,
          deleted: Boolean(record.deleted),
          doc: record.deleted ? null : withoutSync(record),
        });
        count++;
      }
    }
  });
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
  return requeueAll(store, (kind, key) => {
    if (!wanted.has(bucketOf(kind, key))) return false;
    const theirs = server.get(`${kind}\u0000${key}`);
    const mine = entries.find((e) => e.kind === kind && e.key === key);
    return !theirs || !mine || compareVersions(mine, theirs) > 0;
  });
}

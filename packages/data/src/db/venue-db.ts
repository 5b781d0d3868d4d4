import Dexie, { type Table } from 'dexie';
import type { SyncKind, WireIssue } from '@larder/domain';

/** Sync metadata each stored record carries (sync-and-security-notes §1.2). */
export interface SyncMeta {
  gen: number;
  hlc: string;
  node: string;
  rev?: number;
}

/** A stored record: the domain record plus its sync metadata; unknown fields are kept. */
export type StoredRecord = Record<string, unknown> & { sync?: SyncMeta; deleted?: boolean | null };

/** A change waiting to be pushed; only the latest per (kind, key) remains. */
export interface OutboxEntry {
  mid?: number;
  kind: SyncKind;
  key: string;
  gen: number;
  hlc: string;
  deleted: boolean;
  /**
   * The document as queued. Absent (the usual case): the record as stored under the same
   * stamp is pushed, so a save does not store every document twice.
   */
  doc?: unknown;
  /**
   * Set when the server refused the change for a reason that can pass later (the trial limit
   * of a venue that is not Pro yet): it stays queued, under a new mutation id each time, and
   * is pushed again by the next cycles.
   */
  held?: HeldMark;
}

/** Why a queued change is held back, as the server last answered it. */
export interface HeldMark {
  /** The server's issue: `trial-limit` with its kind and limit. */
  issue: WireIssue;
  /** The server's reason, for logs. */
  reason: string;
  /** When it was last held back (device time plus the server offset, ms). */
  at: number;
}

/**
 * A change the server refused for good, set aside instead of dropped: what it was, why, and
 * when. One per (kind, key); it goes when the user discards it or saves the record again.
 */
export interface RefusedChange {
  kind: SyncKind;
  key: string;
  gen: number;
  hlc: string;
  deleted: boolean;
  /** The server's issue (reason code, field path, parameters), when it named one. */
  issue?: WireIssue;
  /** The server's reason, for logs. */
  reason: string;
  /** When it was refused (device time plus the server offset, ms). */
  at: number;
}

export interface StateEntry {
  name: string;
  value: unknown;
}

/**
 * Which store holds each kind, and the field that keys it (product spec §7 stores,
 * operations-model §2, §4-§7).
 */
export const STORES = {
  item: { table: 'master', keyField: 'foodkey' },
  supplier: { table: 'suppliers', keyField: 'skey' },
  settings: { table: 'settings', keyField: 'skey' },
  menu: { table: 'menus', keyField: 'skey' },
  event: { table: 'events', keyField: 'skey' },
  estimate: { table: 'estimates', keyField: 'skey' },
  'estimate-number': { table: 'estimateNumbers', keyField: 'skey' },
  'prep-list': { table: 'prepLists', keyField: 'skey' },
  'prep-tick': { table: 'prepTicks', keyField: 'skey' },
  'stock-count': { table: 'stockCounts', keyField: 'skey' },
  'sales-count': { table: 'salesCounts', keyField: 'skey' },
} as const satisfies Record<SyncKind, { table: string; keyField: string }>;

export type RecordTable = (typeof STORES)[SyncKind]['table'];

/** Browser database name of a venue: one database per user and venue. */
export const venueDbName = (userId: string, venueId: string): string =>
  `larder_${userId}_${venueId}`;

/**
 * One venue's IndexedDB database. Upgrades only add: a shipped version's stores are never
 * changed; a new version adds stores or indexes (ARCHITECTURE.md, "Data").
 */
export class VenueDb extends Dexie {
  master!: Table<StoredRecord, string>;
  suppliers!: Table<StoredRecord, string>;
  settings!: Table<StoredRecord, string>;
  menus!: Table<StoredRecord, string>;
  events!: Table<StoredRecord, string>;
  estimates!: Table<StoredRecord, string>;
  estimateNumbers!: Table<StoredRecord, string>;
  prepLists!: Table<StoredRecord, string>;
  prepTicks!: Table<StoredRecord, string>;
  stockCounts!: Table<StoredRecord, string>;
  salesCounts!: Table<StoredRecord, string>;
  stock!: Table<StoredRecord, string>;
  outbox!: Table<OutboxEntry, number>;
  state!: Table<StateEntry, string>;
  refusedChanges!: Table<RefusedChange, [SyncKind, string]>;

  constructor(
    name: string,
    dependencies?: { indexedDB: IDBFactory; IDBKeyRange: typeof IDBKeyRange },
  ) {
    super(name, dependencies);
    this.version(1).stores({
      master: '&foodkey, type',
      suppliers: '&skey',
      settings: '&skey',
      menus: '&skey',
      stock: '&key',
      outbox: '++mid, &[kind+key]',
      state: '&name',
    });
    this.version(2).stores({ refusedChanges: '[kind+key], at' });
    // Kitchen operations (operations-model §2, §5, §6): events and estimates by day, the
    // server's estimate numbers, saved prep lists, and done ticks by list and day.
    this.version(3).stores({
      events: '&skey, date',
      estimates: '&skey, date',
      estimateNumbers: '&skey',
      prepLists: '&skey',
      prepTicks: '&skey, [list+date]',
    });
    // Stock counts by day (operations-model §4) and sales counts by first day (§7).
    this.version(4).stores({
      stockCounts: '&skey, date',
      salesCounts: '&skey, from',
    });
  }

  recordTable(kind: SyncKind): Table<StoredRecord, string> {
    return this[STORES[kind].table];
  }
}

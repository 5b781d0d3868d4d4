import type {
  CategoryListKey,
  DeviceKind,
  NamedEntry,
  SyncCursor,
  SyncKind,
  SyncRow,
  UnitsInput,
} from '@larder/domain';
import type { OutboxEntry } from '../db/venue-db';

/**
 * A supplier, settings record, menu, event, estimate, prep list, prep tick, stock count or
 * sales count: the kinds a device writes that are not master items (an estimate's number is
 * the server's).
 */
export type RecordKind = Exclude<DeviceKind, 'item'>;

/** A record of a kind other than master items, as given to a change. */
export interface KindRecord {
  kind: RecordKind;
  record: Record<string, unknown>;
}

/**
 * Every change a device makes to a venue's data, and every change it receives: the one thing
 * `VenueStore.apply` takes. Build them with the functions below.
 */
export type Change =
  /**
   * Master items (create, edit, bulk edit, price-list import, price change, an ingredient
   * replaced) with other records that stand or fall with them; an item or record with
   * `deleted: true` is a soft delete.
   */
  | { type: 'save'; items: readonly unknown[]; records: readonly KindRecord[] }
  /** Soft-deletes a master item; the recipes that used it are re-costed. */
  | { type: 'delete'; foodkey: string }
  /** Renames a category or storage area and every item that uses it, in one transaction. */
  | {
      type: 'rename';
      list: CategoryListKey;
      record: Record<string, unknown> | null;
      entries: readonly NamedEntry[];
      index: number;
      name: string;
    }
  /** Re-costs items that arrived from another device and what depends on them. */
  | { type: 'recompute'; keys: readonly string[] }
  /** Re-costs every item (the user changed a unit size). */
  | { type: 'recalculate'; units?: UnitsInput }
  /** Rows pulled from the server, with the cursor after them. */
  | { type: 'pulled'; rows: readonly SyncRow[]; cursor: SyncCursor | null; scope?: PullScope }
  /** Fresh stamps for queued changes the server found too far ahead. */
  | { type: 'restamp'; entries: readonly OutboxEntry[] };

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

/** A change this device makes (not one it receives). */
export type LocalChange = Exclude<Change, { type: 'pulled' } | { type: 'restamp' }>;

type SaveChange = Extract<Change, { type: 'save' }>;

/** Saves master items; `records` (suppliers, settings) are written in the same transaction. */
export const saveItems = (
  items: readonly unknown[],
  records: readonly KindRecord[] = [],
): SaveChange => ({ type: 'save', items, records });

/** Saves one master item (ingredient, recipe or packaging item). */
export const saveItem = (item: unknown): SaveChange => saveItems([item]);

/**
 * Saves a supplier, settings record, menu, event, estimate, prep list, prep tick, stock count
 * or sales count; `deleted: true` soft-deletes it.
 */
export const saveRecord = (kind: RecordKind, record: Record<string, unknown>): SaveChange =>
  saveItems([], [{ kind, record }]);

/** Suppliers to write with a change of items (a bulk edit's codes, a supplier renamed). */
export const suppliersOf = (suppliers: readonly Record<string, unknown>[]): KindRecord[] =>
  suppliers.map((record) => ({ kind: 'supplier', record }));

/** Soft-deletes a master item. */
export const deleteItem = (foodkey: string): Change => ({ type: 'delete', foodkey });

/** Renames entry `index` of a category list or the storage areas, and every item using it. */
export const renameListEntry = (
  list: CategoryListKey,
  current: { record: Record<string, unknown> | null; entries: readonly NamedEntry[] },
  index: number,
  name: string,
): Change => ({ type: 'rename', list, ...current, index, name });

/** Re-costs every item with these unit sizes. */
export const recalculateAll = (units?: UnitsInput): Change =>
  units ? { type: 'recalculate', units } : { type: 'recalculate' };

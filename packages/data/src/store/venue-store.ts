import {
  DependencyIndex,
  formatHlc,
  nextGen,
  parseHlc,
  parseItem,
  propagate,
  propagateMany,
  receiveHlc,
  recalculateAll,
  tickHlc,
  type CatalogueItem,
  type DomainIssue,
  type Hlc,
  type SyncKind,
  type UnitsInput,
} from '@larder/domain';
import Dexie, { type Transaction } from 'dexie';
import { DataError } from '../errors/data-error';
import { STORES, type StoredRecord, type SyncMeta, VenueDb } from '../db/venue-db';
import { ItemCatalogue, type LiveValue } from './item-catalogue';
import { keyOf, withoutSync } from './record-doc';
import type { JournalEntry, StagedJournal } from './staged-journal';
import { sameFigures } from './same-figures';

/** What the store needs from its surroundings: a clock, this device's node id, units. */
export interface StoreEnvironment {
  /** Device time plus the measured server offset, in ms. */
  now(): number;
  /** This device's client id for this venue (the node of every stamp it makes). */
  nodeId: string;
  units?(): UnitsInput | undefined;
  /** Called after records were written (the session tells the other contexts which). */
  onWritten?(kind: SyncKind, keys: readonly string[]): void;
  /** Sees every record this device writes, with its stamp (audits and tests). */
  onRecordsWritten?(kind: SyncKind, records: readonly StoredRecord[]): void;
  /**
   * When a staged save starts writing (the page passes "after the next paint", so the screen
   * the user moves to is drawn before the write's work); at once when absent.
   */
  deferWrite?(start: () => void): void;
  /**
   * Keeps each staged save until it is stored, so that a page reloaded or closed before its
   * write commits loses nothing (the page passes one in localStorage).
   */
  journal?: StagedJournal;
}

export { keyOf, withoutSync };

/** Records per IndexedDB request batch of one write (the page draws between batches). */
const WRITE_CHUNK = 50;

/** Runs `tell` once a write is committed: at once, or when the enclosing transaction commits. */
function afterCommit(outer: Transaction | null, tell: () => void): void {
  let root = outer;
  while (root?.parent) root = root.parent;
  if (root) root.on('complete', tell);
  else tell();
}

/** A save whose items are in the cached catalogue and on their way to IndexedDB. */
export interface StagedSave {
  /** The saved item first, then every item it re-costed. */
  items: CatalogueItem[];
  /** Settles once everything is stored in one transaction; rejects when nothing was. */
  stored: Promise<void>;
}

/**
 * One open venue: reads, and the one write path. `saveItem` validates with the domain
 * schemas, runs domain propagation, and writes every changed record with its outbox entry in
 * one IndexedDB transaction, stamped by the hybrid logical clock.
 */
export class VenueStore {
  /** The live master items in memory, with who-uses-what, so propagation needs no scan. */
  private readonly catalogue: ItemCatalogue;
  /** Staged saves not yet stored. */
  private readonly staged = new Set<Promise<void>>();
  /** Numbers this store's journal entries. */
  private journalled = 0;

  constructor(
    readonly db: VenueDb,
    readonly env: StoreEnvironment,
  ) {
    this.catalogue = new ItemCatalogue(() => this.db.master.toArray());
  }

  private get index(): DependencyIndex | null {
    return this.catalogue.index;
  }

  /** Every live master item, validated, by foodkey (read once, then kept up to date). */
  itemMap(): Promise<Map<string, CatalogueItem>> {
    return this.catalogue.items();
  }

  /**
   * Every live master item sorted by foodkey, live: the screens' one source, shared, with a
   * current value once loaded, emitted again after every write or received change.
   */
  observeItems(): LiveValue<readonly CatalogueItem[]> {
    return this.catalogue.observe();
  }

  /** Forgets the cached items; they are read again (another context changed many records). */
  invalidate(): void {
    this.catalogue.reset();
  }

  /**
   * Another context (tab, sync worker) wrote these master records: read just those back and
   * bring the cached items up to date.
   */
  async refreshItems(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    if (!this.catalogue.loaded) {
      // A read under way may have missed these records: read again.
      if (this.catalogue.pending) this.catalogue.reset();
      return;
    }
    const records = await this.db.master.bulkGet([...keys]);
    this.catalogue.apply(
      records.filter((r): r is StoredRecord => r !== undefined),
      true,
    );
  }

  /**
   * Saves a master item (ingredient, recipe or packaging item): every item that depends on it
   * is recomputed and written too. Returns the written items, the saved one first, once they
   * are stored.
   */
  async saveItem(input: unknown): Promise<CatalogueItem[]> {
    const { items, stored } = await this.stageItem(input);
    await stored;
    return items;
  }

  /**
   * Saves a master item as `saveItem` does, but returns as soon as the saved item and the
   * items it re-costs are in the cached catalogue (the screens show them at once); `stored`
   * settles when they and their outbox entries are in IndexedDB, in one transaction. Should
   * that transaction fail, nothing of it is stored and the cached items are read back from
   * the database, and `stored` rejects. When the catalogue is in memory the cached items are
   * changed (and the screens told) before this returns.
   */
  stageItem(input: unknown): Promise<StagedSave> {
    const parsed = parseItem(input);
    if (!parsed.ok) {
      return Promise.reject(
        new DataError('record-invalid', parsed.error[0]?.message, parsed.error),
      );
    }
    // With the catalogue in memory the change is applied before this returns, so a caller
    // can draw the next screen in the same render as the change.
    const loaded = this.catalogue.current;
    if (loaded) {
      try {
        return Promise.resolve(this.stage(parsed.value, loaded));
      } catch (error) {
        return Promise.reject(error as Error);
      }
    }
    return this.itemMap().then((items) => this.stage(parsed.value, items));
  }

  private stage(
    item: CatalogueItem,
    items: Map<string, CatalogueItem>,
    deferred = true,
  ): StagedSave {
    const [saved, ...dependents] = propagate(item, items, this.env.units?.(), {
      ...(this.index ? { index: this.index } : {}),
    });
    const changed = [saved as CatalogueItem, ...recostedOnly(dependents, items)];
    const records = changed.map(this.stamped);
    const entry = this.journal(records[0]);
    this.catalogue.apply(records, false);
    const start = new Promise<void>((begin) =>
      deferred && this.env.deferWrite ? this.env.deferWrite(begin) : begin(),
    );
    const stored = start
      .then(() => this.write('item', records, false, { cached: true }))
      .then(() => {
        // Stored: the journal's copy is no longer needed. A write that failed keeps it (the
        // page may be going away), and the next opening of the venue tries again.
        if (entry) this.env.journal?.remove(entry);
      })
      .catch((error: unknown) => {
        this.catalogue.reset();
        throw error;
      });
    this.staged.add(stored);
    // A caller that only awaits `items` must not leave a failure unhandled.
    stored.catch(() => undefined).finally(() => this.staged.delete(stored));
    return { items: changed, stored };
  }

  /** Keeps the saved item in the journal until it is stored; gives the entry's id. */
  private journal(record: StoredRecord | undefined): string | null {
    const journal = this.env.journal;
    if (!journal || !record) return null;
    const id = `${String(record.foodkey)}@${String(record.timestamp)}#${++this.journalled}`;
    journal.add({ id, item: record });
    return id;
  }

  /**
   * Saves again the journal's staged saves whose write never committed (the page was reloaded
   * or closed first), and empties the journal. An entry is skipped when the stored item is as
   * recent as it or more (the save was stored, or a later change came since). Called when the
   * venue opens; gives the foodkeys saved again.
   */
  async replayJournal(): Promise<string[]> {
    const journal = this.env.journal;
    if (!journal) return [];
    const entries = journal.entries();
    const stagedAt = (entry: JournalEntry) => Number(entry.item.timestamp);
    // An item saved twice before either was stored: its last save holds all of it.
    const latest = new Map<string, JournalEntry>();
    for (const entry of [...entries].sort((a, b) => stagedAt(a) - stagedAt(b))) {
      latest.set(String(entry.item.foodkey ?? ''), entry);
    }
    const replayed: string[] = [];
    for (const [key, entry] of latest) {
      const stored = key ? await this.db.master.get(key) : undefined;
      const parsed = parseItem(withoutSync(entry.item));
      if (parsed.ok && !(Number(stored?.timestamp) >= stagedAt(entry))) {
        try {
          await this.stage(parsed.value, await this.itemMap(), false).stored;
          replayed.push(key);
        } catch {
          // Not stored this time either: the new save's journal entry keeps it for next time.
        }
      }
    }
    for (const entry of entries) journal.remove(entry.id);
    return replayed;
  }

  /** A staged save is not yet stored (the page asks before it is closed). */
  get writesPending(): boolean {
    return this.staged.size > 0;
  }

  /** Settles once every staged save is stored or has failed (before the venue closes). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.staged]);
  }

  /**
   * Saves several master items at once (bulk editor, price-list import, a supplier rename,
   * an ingredient replaced): every input is validated first and nothing is written unless all
   * are valid; then one propagation over all of them, and every changed item written in one
   * transaction. An item with `deleted: true` (the replaced ingredient) is written as a soft
   * delete.
   * `suppliers` (a bulk edit's supplier codes, a renamed or replaced supplier; `deleted: true`
   * soft-deletes one) are written in the same transaction: all of it is stored, or none.
   * Returns the written items, the saved ones first in input order.
   */
  async saveItems(
    inputs: readonly unknown[],
    options: { suppliers?: readonly Record<string, unknown>[] } = {},
  ): Promise<CatalogueItem[]> {
    const parsed: CatalogueItem[] = [];
    const issues: (DomainIssue & { index: number })[] = [];
    inputs.forEach((input, index) => {
      const result = parseItem(input);
      if (result.ok) parsed.push(result.value);
      else for (const issue of result.error) issues.push({ index, ...issue });
    });
    if (issues.length > 0) {
      const [first] = issues;
      throw new DataError(
        'record-invalid',
        first && `row ${first.index + 1}: ${first.message}`,
        issues,
      );
    }
    const suppliers = options.suppliers ?? [];
    if (suppliers.some((supplier) => !keyOf('supplier', supplier))) {
      throw new DataError('record-invalid', `supplier ${STORES.supplier.keyField}: required`);
    }
    if (parsed.length === 0 && suppliers.length === 0) return [];
    const keys = parsed.map((item) => item.foodkey);
    if (new Set(keys).size !== keys.length) {
      throw new DataError('record-invalid', 'foodkey: the same item is saved twice');
    }
    const items = await this.itemMap();
    const changed =
      parsed.length > 0
        ? propagateMany(parsed, items, this.env.units?.(), {
            ...(this.index ? { index: this.index } : {}),
          })
        : [];
    const order = new Map(keys.map((key, i) => [key, i]));
    const rank = (item: CatalogueItem) => order.get(item.foodkey) ?? keys.length;
    const saved = changed.filter((item) => order.has(item.foodkey));
    const dependents = changed.filter((item) => !order.has(item.foodkey));
    const written = [...saved, ...recostedOnly(dependents, items)].sort(
      (a, b) => rank(a) - rank(b),
    );
    const live = suppliers.filter((supplier) => supplier.deleted !== true);
    const gone = suppliers.filter((supplier) => supplier.deleted === true);
    const { master, outbox, state } = this.db;
    // One transaction: the writes inside tell the catalogue and the other contexts once it
    // commits (see `write`), so a failure leaves nothing behind anywhere.
    await this.db.transaction('rw', [master, this.db.suppliers, outbox, state], async () => {
      if (live.length > 0) await this.write('supplier', live.map(this.stamped), false);
      const kept = written.filter((item) => item.deleted !== true);
      const dropped = written.filter((item) => item.deleted === true);
      if (kept.length > 0) await this.write('item', kept.map(this.stamped), false);
      if (dropped.length > 0) await this.write('item', dropped.map(this.stamped), true);
      if (gone.length > 0) await this.write('supplier', gone.map(this.stamped), true);
    });
    return written;
  }

  /** Soft-deletes a master item (deleted true with a timestamp) and recomputes its users. */
  async deleteItem(foodkey: string): Promise<void> {
    const items = await this.itemMap();
    const item = items.get(foodkey);
    if (!item) return;
    const tombstone = this.stamped({ ...item, deleted: true });
    const rest = new Map(items);
    rest.delete(foodkey);
    const users = propagate(item, rest, this.env.units?.()).filter((i) => i.foodkey !== foodkey);
    await this.db.transaction('rw', [this.db.master, this.db.outbox, this.db.state], async () => {
      await this.write('item', [tombstone], true);
      if (users.length > 0) await this.write('item', users as StoredRecord[], false);
    });
  }

  /**
   * After records arrived from another device: recompute them and everything that depends on
   * them with this device's data, and write only the items whose figures changed (a recipe
   * edited elsewhere while an ingredient it uses changed here). Deterministic, so devices agree
   * and stop once consistent.
   */
  async recomputeReceived(keys: readonly string[]): Promise<CatalogueItem[]> {
    if (keys.length === 0) return [];
    const items = await this.itemMap();
    const received = keys.flatMap((k) => {
      const item = items.get(k);
      return item ? [item] : [];
    });
    if (received.length === 0) return [];
    const recomputed = propagateMany(received, items, this.env.units?.(), {
      ...(this.index ? { index: this.index } : {}),
    });
    const changed = recomputed.filter((next) => !sameFigures(next, items.get(next.foodkey)));
    if (changed.length > 0) {
      await this.write('item', changed.map(this.stamped), false);
    }
    return changed;
  }

  /**
   * Recomputes every item with these units (after the user changed a unit size: cup,
   * ounce, ...) and writes only the items whose figures changed. Returns them.
   */
  async recalculateAll(units?: UnitsInput): Promise<CatalogueItem[]> {
    const items = await this.itemMap();
    const current = [...items.values()];
    const recomputed = recalculateAll(current, units ?? this.env.units?.());
    const changed = recomputed.filter((next, i) => !sameFigures(next, current[i]));
    if (changed.length > 0) {
      await this.write('item', changed.map(this.stamped), false);
    }
    return changed;
  }

  /**
   * Saves a supplier, settings record or menu (validated by the server on the way in). A record
   * with `deleted: true` is a soft delete: it is written and pushed as a deletion.
   */
  async saveRecord(kind: Exclude<SyncKind, 'item'>, record: Record<string, unknown>) {
    if (!keyOf(kind, record))
      throw new DataError('record-invalid', `${STORES[kind].keyField}: required`);
    await this.write(kind, [this.stamped(record)], record.deleted === true);
  }

  /**
   * Writes records with fresh stamps and their outbox entries, in one transaction, in bulk
   * (a price change that re-costs 200 recipes is a handful of requests, not 600), a chunk at a
   * time so that the page can draw and take input between chunks. `cached`: the records are
   * already in the cached catalogue.
   */
  private async write(
    kind: SyncKind,
    records: StoredRecord[],
    deleted: boolean,
    options: { cached?: boolean } = {},
  ): Promise<void> {
    const table = this.db.recordTable(kind);
    const written: StoredRecord[] = [];
    const keys = records.map((record) => keyOf(kind, record));
    // Inside a caller's transaction (several writes that stand or fall together), what this
    // write changed is told when that transaction commits, not before.
    const outer = Dexie.currentTransaction ?? null;
    await this.db.transaction('rw', [table, this.db.outbox, this.db.state], async () => {
      let clock = await this.clock();
      const previous = await table.bulkGet(keys);
      const entries = records.map((record, i) => {
        clock = tickHlc(clock, this.env.now());
        const sync: SyncMeta = {
          gen: nextGen(previous[i]?.sync?.gen ?? 0, deleted),
          hlc: formatHlc(clock),
          node: this.env.nodeId,
        };
        const stored = { ...record, sync };
        written.push(stored);
        // No copy of the document: the push reads the record stored under this stamp.
        return { kind, key: keys[i]!, gen: sync.gen, hlc: sync.hlc, deleted };
      });
      // The latest entry per key: a key saved twice in one call keeps its last version.
      const latest = [...new Map(entries.map((entry) => [entry.key, entry])).values()];
      for (let at = 0; at < written.length; at += WRITE_CHUNK) {
        await table.bulkPut(written.slice(at, at + WRITE_CHUNK));
      }
      await this.db.outbox
        .where('[kind+key]')
        .anyOf(keys.map((key) => [kind, key]))
        .delete();
      for (let at = 0; at < latest.length; at += WRITE_CHUNK) {
        await this.db.outbox.bulkAdd(latest.slice(at, at + WRITE_CHUNK));
      }
      await this.db.state.put({ name: 'clock', value: clock });
    });
    afterCommit(outer, () => {
      this.env.onWritten?.(kind, keys);
      this.env.onRecordsWritten?.(kind, written);
      if (kind === 'item' && !options.cached) this.cacheItems(written);
    });
  }

  /** A record as this device writes it now: with the write's timestamp. */
  private readonly stamped = (record: object): StoredRecord =>
    ({ ...record, timestamp: this.env.now() }) as StoredRecord;

  /**
   * Brings the cached items and their dependency index up to date with master records just
   * written here or received from another device (no reload of the whole catalogue). Records
   * written by our own domain code are trusted; received ones are validated.
   */
  cacheItems(records: readonly StoredRecord[], validate = false): void {
    this.catalogue.apply(records, validate);
  }

  /** The hybrid logical clock as last stored. */
  async clock(): Promise<Hlc> {
    const stored = (await this.db.state.get('clock'))?.value as Hlc | undefined;
    return stored ?? { ms: 0, counter: 0, node: this.env.nodeId };
  }

  /** Merges stamps seen from other devices into the clock (inside the caller's transaction). */
  async receiveStamps(stamps: Iterable<string>): Promise<void> {
    let clock = await this.clock();
    for (const stamp of stamps) {
      const remote = parseHlc(stamp);
      if (remote) clock = receiveHlc(clock, remote, this.env.now());
    }
    await this.db.state.put({ name: 'clock', value: clock });
  }

  async getState<T>(name: string): Promise<T | undefined> {
    return (await this.db.state.get(name))?.value as T | undefined;
  }

  async setState(name: string, value: unknown): Promise<void> {
    await this.db.state.put({ name, value });
  }
}

/**
 * The dependents a save re-costed whose figures changed: one whose figures came out as they
 * were (an ingredient's note or wastage changed, not its costs) is neither written nor synced.
 */
function recostedOnly(
  dependents: readonly CatalogueItem[],
  before: ReadonlyMap<string, CatalogueItem>,
): CatalogueItem[] {
  return dependents.filter((next) => !sameFigures(next, before.get(next.foodkey)));
}

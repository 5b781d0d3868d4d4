import {
  costMark,
  DependencyIndex,
  parseItem,
  type CatalogueItem,
  type SyncKind,
  type UnitsInput,
} from '@larder/domain';
import type { Table } from 'dexie';
import { type StoredRecord, type VenueDb } from '../db/venue-db';
import type { Change, LocalChange } from './change';
import {
  overridesOf,
  type PlannedWith,
  type StagedWrite,
  type StagedWriter,
  type WrittenKeys,
} from './staged-write';
import { saveItem } from './change';
import { ChangeLog } from './change-log';
import { ItemCatalogue, type LiveValue } from './item-catalogue';
import { planLocal, planRecosted, type LocalPlan, type PlanContext } from './local-plan';
import { planReceived } from './received-plan';
import { keyOf, withoutSync } from './record-doc';
import type { JournalEntry, StagedJournal } from './staged-journal';
import { checkTrialLimit, type ProStatus } from './trial-limit';

export type { WrittenKeys };

/** What the store needs from its surroundings: a clock, this device's node id, units. */
export interface StoreEnvironment {
  /** Device time plus the measured server offset, in ms. */
  now(): number;
  /** This device's client id for this venue (the node of every stamp it makes). */
  nodeId: string;
  units?(): UnitsInput | undefined;
  /**
   * Called once per change after it committed, with every key it wrote by kind, and the
   * context that made it when that was another one (a staged save written for a page).
   */
  onWritten?(written: readonly WrittenKeys[], origin?: string): void;
  /** This context's id on the changes channel: staged saves written elsewhere carry it. */
  origin?: string;
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
  /**
   * Called at each step of a write transaction (tests make it throw to abort the write at
   * that point).
   */
  step?(name: string): void;
}

export { keyOf, withoutSync };

/** Records per IndexedDB request batch of one write (the page draws between batches). */
const WRITE_CHUNK = 50;

/** A record that arrived from another device and was written here. */
export interface ReceivedRecord {
  kind: SyncKind;
  record: StoredRecord;
}

/** What a change did. */
export interface Applied {
  /**
   * Master items written: the saved ones first, in the order given, then those re-costed (not
   * yet for a staged save on a page: see `recosted`).
   */
  items: CatalogueItem[];
  /** Records that arrived from other devices and were written (a pulled change). */
  received: ReceivedRecord[];
  /**
   * Settles once everything is stored in one transaction; rejects when nothing was. Already
   * settled unless the change was staged.
   */
  stored: Promise<void>;
  /**
   * The master items the change re-costed (those after the saved ones), once planned. A staged
   * save of items on a page (`deferWrite`) plans them after the paint, so `items` then holds
   * the saved items alone; rejects as `stored` does.
   */
  recosted: Promise<CatalogueItem[]>;
}

/** A staged save: its items are in the cached catalogue and on their way to IndexedDB. */
export type StagedSave = Pick<Applied, 'items' | 'stored' | 'recosted'>;

/** What one transaction does. */
type Work =
  | { type: 'local'; plan: LocalPlan; cached: boolean; origin?: string }
  | { type: 'received'; change: Extract<Change, { type: 'pulled' }> }
  | { type: 'restamp'; change: Extract<Change, { type: 'restamp' }> };

/**
 * One open venue: reads, and the one write path. Every change this device makes or receives
 * goes through `apply`: validated with the domain schema of its kind, the domain's rules
 * applied, re-costed by domain propagation, stamped by the change log, and written with its
 * outbox entries and every re-costed dependent in one IndexedDB transaction; the screens are
 * told once it committed.
 */
export class VenueStore {
  /** The live master items in memory, with who-uses-what, so propagation needs no scan. */
  private readonly catalogue: ItemCatalogue;
  /** The outbox, the clock and the pull cursor: the sync code asks it, never the tables. */
  readonly changes: ChangeLog;
  /** Staged saves not yet stored. */
  private readonly staged = new Set<Promise<void>>();
  /** Numbers this store's journal entries. */
  private journalled = 0;
  /** The venue's Pro status as the page last told it (`setPro`); null while unknown. */
  private proStatus: ProStatus = null;
  /** Where staged saves are written when not here (the tab's data worker); null: here. */
  private writer: StagedWriter | null = null;
  /** Staged saves of other contexts, written one after the other (`applyStaged`). */
  private stagedQueue: Promise<unknown> = Promise.resolve();
  /** Read-backs of records other contexts wrote, under way (`refreshItems`). */
  private readonly refreshing = new Set<Promise<void>>();

  constructor(
    readonly db: VenueDb,
    readonly env: StoreEnvironment,
  ) {
    this.catalogue = new ItemCatalogue(() => this.db.master.toArray());
    this.changes = new ChangeLog(db, env.nodeId);
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

  /**
   * Drops a change the server refused from the refused list (`observeRefusedChanges`); the
   * local record stays as it is. Saving the record again queues it anew instead.
   */
  discardRefused(kind: SyncKind, key: string): Promise<void> {
    return this.changes.discard(kind, key);
  }

  /**
   * Tells the store whether its venue is Pro (product spec §4), or null when that is not known.
   * A venue that is not Pro refuses, in `apply`, a change that adds an ingredient or recipe past
   * the trial limit (`checkTrialLimit`); unknown limits nothing (see `ProStatus`).
   */
  setPro(pro: ProStatus): void {
    this.proStatus = pro;
  }

  /** The venue's Pro status as last told (`setPro`); null while unknown. */
  get pro(): ProStatus {
    return this.proStatus;
  }

  /** Forgets the cached items; they are read again (another context changed many records). */
  invalidate(): void {
    this.catalogue.reset();
  }

  /**
   * From now on the transaction of each staged save runs in `writer` (the tab's data worker,
   * which plans the same change against its own catalogue and writes it: see `applyStaged`),
   * or here again with null. The save is planned, shown and journalled here either way.
   */
  writeStagedWith(writer: StagedWriter | null): void {
    this.writer = writer;
  }

  /**
   * Another context (tab, sync worker) wrote these master records: read just those back and
   * bring the cached items up to date.
   */
  refreshItems(keys: readonly string[]): Promise<void> {
    const read = this.readBack(keys);
    this.refreshing.add(read);
    const done = () => this.refreshing.delete(read);
    read.then(done, done);
    return read;
  }

  private async readBack(keys: readonly string[]): Promise<void> {
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
   * The one write path. A local change (see `change.ts`) is planned against the cached
   * catalogue (nothing is written unless every record is valid), then written in one
   * transaction. With `staged`, the planned items go into the cached catalogue (and the
   * screens are told) before this settles, even before it returns when the catalogue is in
   * memory, and the transaction runs after `deferWrite`; `stored` settles when it committed,
   * and should it fail, nothing of it is stored, the cached items are read back and `stored`
   * rejects. Pulled rows and restamps are written in one transaction too. A local change that
   * would add an ingredient or recipe past the trial limit of a venue that is not Pro is
   * refused with a `trial-limit` DataError before anything changes.
   */
  apply(change: Change, options: { staged?: boolean } = {}): Promise<Applied> {
    if (change.type === 'pulled') return this.transact({ type: 'received', change });
    if (change.type === 'restamp') return this.transact({ type: 'restamp', change });
    const staged = options.staged === true;
    // With the catalogue in memory a staged change is applied before this returns, so a caller
    // can draw the next screen in the same render as the change.
    const loaded = this.catalogue.current;
    if (loaded && staged) {
      try {
        const at = this.plannedWith();
        // On a page, a save shows the saved items first; what they re-cost follows the paint.
        const recostLater = this.env.deferWrite !== undefined;
        const plan = this.plan(change, loaded, at, recostLater);
        return Promise.resolve(this.stage(plan, true, { change, at }));
      } catch (error) {
        return Promise.reject(error as Error);
      }
    }
    return this.itemMap().then((items) => {
      const at = this.plannedWith();
      const plan = this.plan(change, items, at);
      return staged
        ? this.stage(plan, true, { change, at })
        : this.afterStaged().then(() => this.transact({ type: 'local', plan, cached: false }));
    });
  }

  /**
   * Plans and writes, here, a staged save another context of this device made and showed (the
   * data worker writes a page's saves): planned against this context's catalogue with the time,
   * units and Pro status the page planned it with, stamped and written in one transaction, and
   * announced under the page's origin, so that the page does not read back what it already
   * holds. Such saves are written one after the other, each after the read-backs under way, so
   * each is planned on everything written before it. Gives every key written by kind.
   */
  applyStaged(write: StagedWrite): Promise<WrittenKeys[]> {
    const run = this.stagedQueue.then(async () => {
      await Promise.allSettled([...this.refreshing]);
      const items = await this.itemMap();
      const plan = this.plan(write.change, items, write);
      await this.transact({ type: 'local', plan, cached: false, origin: write.origin });
      return [...groupByKind(plan.writes)].map(([kind, writes]) => ({
        kind,
        keys: writes.map((w) => w.key),
        ...(kind === 'item'
          ? { marks: writes.map((w) => costMark(w.record as CatalogueItem)) }
          : {}),
      }));
    });
    this.stagedQueue = run.catch(() => undefined);
    return run;
  }

  /** The time, units and Pro status a change made now is planned with. */
  private plannedWith(): PlannedWith {
    return { now: this.env.now(), units: this.env.units?.(), pro: this.proStatus };
  }

  /** Plans a local change and applies the trial limit to what it would write. */
  private plan(
    change: LocalChange,
    items: ReadonlyMap<string, CatalogueItem>,
    at: PlannedWith,
    recostLater = false,
  ): LocalPlan {
    const plan = planLocal(change, this.context(items, at), { recostLater });
    checkTrialLimit(plan.items, items, at.pro);
    return plan;
  }

  private context(items: ReadonlyMap<string, CatalogueItem>, at: PlannedWith): PlanContext {
    return { items, index: this.index, units: at.units, now: at.now };
  }

  /**
   * A change written here waits for the staged saves written elsewhere, so that no record of
   * an earlier save lands after it.
   */
  private async afterStaged(): Promise<void> {
    if (this.writer && this.staged.size > 0) await this.settled();
  }

  /**
   * Puts a planned change into the cached catalogue at once and writes it after: here, or in
   * the writer (`writeStagedWith`) when the change and what it was planned with can cross.
   */
  private stage(
    plan: LocalPlan,
    deferred: boolean,
    made?: { change: LocalChange; at: PlannedWith },
  ): Applied {
    const entries = this.journal(plan);
    const shown = this.putInCatalogue(plan);
    const start = new Promise<void>((begin) =>
      deferred && this.env.deferWrite ? this.env.deferWrite(begin) : begin(),
    );
    const whole = start.then(() =>
      plan.recostLater && made ? this.withRecosted(plan, shown, made) : plan,
    );
    const stored = whole
      .then(async (full): Promise<void> => {
        const writer = this.writer;
        const units = made ? overridesOf(made.at.units) : null;
        return writer && made && units !== null && full.writes.length > 0
          ? this.writeElsewhere(writer, { ...made.at, change: made.change, units }, full)
          : this.transact({ type: 'local', plan: full, cached: true }).then(() => undefined);
      })
      .then(() => {
        // Stored: the journal's copy is no longer needed. A write that failed keeps it (the
        // page may be going away), and the next opening of the venue tries again.
        for (const id of entries) this.env.journal?.remove(id);
      })
      .catch((error: unknown) => {
        this.catalogue.reset();
        throw error;
      });
    this.staged.add(stored);
    // A caller that only awaits `items` must not leave a failure unhandled.
    stored.catch(() => undefined).finally(() => this.staged.delete(stored));
    const recosted = whole.then((full) => full.items.slice(full.saved));
    recosted.catch(() => undefined);
    return { items: plan.items, received: [], stored, recosted };
  }

  /** Puts a plan's master items into the cached catalogue; gives them as it holds them. */
  private putInCatalogue(plan: LocalPlan): (CatalogueItem | undefined)[] {
    const writes = plan.writes.filter((w) => w.kind === 'item');
    this.catalogue.apply(
      writes.map((w) => w.record),
      false,
    );
    const map = this.catalogue.current;
    return writes.map((w) => map?.get(w.key));
  }

  /**
   * The whole plan of a save planned with `recostLater`: the items its saved items re-cost,
   * planned against the cached catalogue, which holds the saved items as `shown`, and put into
   * it. Should the catalogue no longer hold them so (it was read again, or another device's
   * version came in), the save is planned again whole against the catalogue as it is.
   */
  private async withRecosted(
    plan: LocalPlan,
    shown: readonly (CatalogueItem | undefined)[],
    made: { change: LocalChange; at: PlannedWith },
  ): Promise<LocalPlan> {
    const map = this.catalogue.current;
    const saved = plan.items;
    if (
      map &&
      saved.every((item, i) => shown[i] !== undefined && map.get(item.foodkey) === shown[i])
    ) {
      const rest = planRecosted(shown as CatalogueItem[], this.context(map, made.at));
      this.putInCatalogue(rest);
      return {
        writes: [...plan.writes, ...rest.writes],
        items: [...saved, ...rest.items],
        saved: plan.saved,
      };
    }
    const whole = this.plan(made.change, await this.itemMap(), made.at);
    this.putInCatalogue(whole);
    return whole;
  }

  /**
   * Has the writer plan and write a staged save. Should its plan have written other master
   * items than this one's, or given one of them other costs (its catalogue differed), the
   * cached catalogue is read back.
   */
  private async writeElsewhere(
    writer: StagedWriter,
    write: Omit<StagedWrite, 'origin'>,
    plan: LocalPlan,
  ): Promise<void> {
    const written = await writer({ ...write, origin: this.env.origin ?? '' });
    if (!samePlanOfItems(plan, written)) this.catalogue.reset();
  }

  /** Keeps the saved items of a staged change in the journal until stored; gives the ids. */
  private journal(plan: LocalPlan): string[] {
    const journal = this.env.journal;
    const first = plan.writes.find((w) => w.kind === 'item');
    if (!journal || !first) return [];
    const id = `${first.key}@${String(first.record.timestamp)}#${++this.journalled}`;
    journal.add({ id, item: first.record });
    return [id];
  }

  /**
   * Saves again the journal's staged saves whose write never committed (the page was reloaded
   * or closed first), and empties the journal. An entry is skipped when the stored item is as
   * recent as it or more (the save was stored, or a later change came since). Called when the
   * venue opens; gives the foodkeys saved again. A journalled save passed the trial limit when
   * it was made and is not judged again (the server has the last word on push).
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
          const plan = planLocal(
            saveItem(parsed.value),
            this.context(await this.itemMap(), this.plannedWith()),
          );
          await this.stage(plan, false).stored;
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
   * Runs one change's writes in one IndexedDB transaction: the records, their outbox entries,
   * the clock and (for pulled rows) the cursor. Once it committed, the cached catalogue is
   * brought up to date and the other contexts are told, once.
   */
  private async transact(work: Work): Promise<Applied> {
    const written: ReceivedRecord[] = [];
    const local = work.type === 'local';
    const kinds = new Set<SyncKind>(
      work.type === 'local'
        ? work.plan.writes.map((w) => w.kind)
        : work.type === 'restamp'
          ? work.change.entries.map((e) => e.kind)
          : work.change.rows.map((r) => r.kind),
    );
    if (work.type === 'local' && work.plan.writes.length === 0) {
      return { items: [], received: [], stored: Promise.resolve(), recosted: Promise.resolve([]) };
    }
    const tables: Table[] = [
      ...[...kinds].map((kind) => this.db.recordTable(kind)),
      ...this.changes.tables,
    ];
    await this.db.transaction('rw', tables, async () => {
      if (work.type === 'local') await this.writeLocal(work.plan, written);
      else if (work.type === 'received') await this.writeReceived(work.change, written);
      else await this.writeRestamp(work.change);
      this.env.step?.('commit');
    });
    const items = written.filter((w) => w.kind === 'item').map((w) => w.record);
    if (work.type === 'received') this.catalogue.apply(items, true);
    else if (work.type === 'local' && !work.cached) this.catalogue.apply(items, false);
    if (work.type !== 'restamp') {
      this.announce(written, local, work.type === 'local' ? work.origin : undefined);
    }
    return {
      items: work.type === 'local' ? work.plan.items : [],
      received: work.type === 'received' ? written : [],
      stored: Promise.resolve(),
      recosted: Promise.resolve(
        work.type === 'local' ? work.plan.items.slice(work.plan.saved) : [],
      ),
    };
  }

  /** Stamps the planned records through the change log and writes them. */
  private async writeLocal(plan: LocalPlan, written: ReceivedRecord[]): Promise<void> {
    const byKind = groupByKind(plan.writes);
    const previous = new Map<string, number>();
    for (const [kind, writes] of byKind) {
      const stored = await this.db.recordTable(kind).bulkGet(writes.map((w) => w.key));
      writes.forEach((w, i) =>
        previous.set(ChangeLog.pendingId(kind, w.key), stored[i]?.sync?.gen ?? 0),
      );
    }
    this.env.step?.('read');
    const stamped = await this.changes.stamp(
      plan.writes.map((w) => ({
        ...w,
        previousGen: previous.get(ChangeLog.pendingId(w.kind, w.key)) ?? 0,
      })),
      () => this.env.now(),
    );
    this.env.step?.('stamped');
    const records = stamped.map((record, i) => ({ kind: plan.writes[i]!.kind, record }));
    await this.putAll(records);
    written.push(...records);
  }

  /** Writes the pulled rows that win here, the clock they advance and the cursor. */
  private async writeReceived(
    change: Extract<Change, { type: 'pulled' }>,
    written: ReceivedRecord[],
  ): Promise<void> {
    const plan = await planReceived(this.db, this.changes, change.rows, change.scope);
    const records = plan.writes.flatMap(({ kind, records }) =>
      records.map((record) => ({ kind, record })),
    );
    await this.putAll(records);
    await this.changes.settle(plan.superseded);
    await this.changes.receive(plan.stamps, this.env.now());
    this.env.step?.('clock');
    if (change.cursor) await this.changes.setCursor(change.cursor);
    written.push(...records);
  }

  /** New stamps for changes the server found too far ahead, on their entries and records. */
  private async writeRestamp(change: Extract<Change, { type: 'restamp' }>): Promise<void> {
    const stamps = await this.changes.restamp(change.entries, this.env.now());
    for (const entry of change.entries) {
      const hlc = stamps.get(entry.mid!);
      const table = this.db.recordTable(entry.kind);
      const record = await table.get(entry.key);
      if (hlc && record?.sync) await table.put({ ...record, sync: { ...record.sync, hlc } });
      this.env.step?.('restamp');
    }
  }

  /** Writes records kind by kind, in chunks (the page draws between chunks). */
  private async putAll(records: readonly ReceivedRecord[]): Promise<void> {
    for (const [kind, ofKind] of groupByKind(records)) {
      const table = this.db.recordTable(kind);
      const plain = ofKind.map((r) => r.record);
      for (let at = 0; at < plain.length; at += WRITE_CHUNK) {
        await table.bulkPut(plain.slice(at, at + WRITE_CHUNK));
        this.env.step?.('records');
      }
    }
  }

  /** Tells the other contexts, once, which keys a committed change wrote. */
  private announce(written: readonly ReceivedRecord[], local: boolean, origin?: string): void {
    if (written.length === 0) return;
    const byKind = groupByKind(written);
    this.env.onWritten?.(
      [...byKind].map(([kind, records]) => ({
        kind,
        keys: records.map((r) => keyOf(kind, r.record)),
      })),
      origin,
    );
    if (!local) return;
    for (const [kind, records] of byKind) {
      this.env.onRecordsWritten?.(
        kind,
        records.map((r) => r.record),
      );
    }
  }
}

/** Groups writes by kind, keeping their order within each kind. */
function groupByKind<T extends { kind: SyncKind }>(writes: readonly T[]): Map<SyncKind, T[]> {
  const byKind = new Map<SyncKind, T[]>();
  for (const write of writes) {
    const list = byKind.get(write.kind);
    if (list) list.push(write);
    else byKind.set(write.kind, [write]);
  }
  return byKind;
}

/**
 * The writer's plan wrote the master items this plan wrote, each with the same costs (by
 * `costMark`; a reply without marks is judged by its keys alone).
 */
function samePlanOfItems(plan: LocalPlan, written: readonly WrittenKeys[]): boolean {
  const planned = new Map<string, CatalogueItem>();
  for (const w of plan.writes) if (w.kind === 'item') planned.set(w.key, w.record as CatalogueItem);
  let count = 0;
  for (const { kind, keys, marks } of written) {
    if (kind !== 'item') continue;
    for (let i = 0; i < keys.length; i++) {
      const mine = planned.get(keys[i]!);
      if (mine === undefined) return false;
      if (marks !== undefined && marks[i] !== costMark(mine)) return false;
      count++;
    }
  }
  return count === planned.size;
}

import {
  formatHlc,
  nextGen,
  parseHlc,
  receiveHlc,
  tickHlc,
  type Hlc,
  type SyncCursor,
  type SyncKind,
  type WireIssue,
} from '@larder/domain';
import type { Table } from 'dexie';
import type {
  HeldMark,
  OutboxEntry,
  RefusedChange,
  StateEntry,
  StoredRecord,
  SyncMeta,
  VenueDb,
} from '../db/venue-db';

/** Entries per IndexedDB request batch (the page draws between batches). */
const CHUNK = 50;

const CLOCK = 'clock';
const CURSOR = 'cursor';
const CLIENT_ID = 'clientId';

/** A record about to be written by this device, with what it replaces. */
export interface LocalWrite {
  kind: SyncKind;
  key: string;
  record: StoredRecord;
  deleted: boolean;
  /** The generation of the stored record it replaces (0 when new). */
  previousGen: number;
}

const pendingId = (kind: SyncKind, key: string): string => `${kind}\u0000${key}`;

/** A queued change the server refused for good, with its answer. */
export interface Refusal {
  entry: OutboxEntry;
  reason: string;
  issue?: WireIssue;
}

/** A queued change the server refused for a reason that can pass later, with its issue. */
export interface HeldRefusal extends Refusal {
  issue: WireIssue;
}

/**
 * The one owner of this device's local changes: the outbox (what waits to be pushed, with the
 * changes the server holds back for the trial limit), the changes the server refused (set
 * aside, never dropped), the hybrid logical clock that stamps
 * every change, the pull cursor and the device's client id (sync-and-security-notes
 * §1.2–1.5). The write path stamps through it; the sync code asks it what to push, tells it
 * what the server acknowledged or refused, and never touches these tables itself (a lint rule
 * keeps every other module of packages/data off `outbox`, `refusedChanges` and `state`).
 * Every method that writes runs inside the caller's transaction when there is one.
 */
export class ChangeLog {
  constructor(
    private readonly db: VenueDb,
    readonly nodeId: string,
  ) {}

  /** This device's client id for the venue, made on first opening. */
  static async clientId(db: VenueDb, newClientId: () => string): Promise<string> {
    const stored = (await db.state.get(CLIENT_ID))?.value;
    if (typeof stored === 'string' && stored) return stored;
    const made = newClientId();
    await db.state.put({ name: CLIENT_ID, value: made });
    return made;
  }

  /** The tables a transaction that writes through the log must include. */
  get tables(): [
    Table<OutboxEntry, number>,
    Table<StateEntry, string>,
    Table<RefusedChange, [SyncKind, string]>,
  ] {
    return [this.db.outbox, this.db.state, this.db.refusedChanges];
  }

  /** The hybrid logical clock as last stored. */
  async clock(): Promise<Hlc> {
    const stored = (await this.db.state.get(CLOCK))?.value as Hlc | undefined;
    return stored ?? { ms: 0, counter: 0, node: this.nodeId };
  }

  /**
   * Stamps records this device writes: each gets the next clock value and its generation
   * (odd for a deletion), one outbox entry per key remains (the latest), and the clock is
   * stored. The entries hold no copy of the document: the push reads the record stored under
   * the entry's stamp. A refused change of a key written again is queued anew: its refusal
   * goes. Returns the records with their stamps, in order.
   */
  async stamp(writes: readonly LocalWrite[], now: () => number): Promise<StoredRecord[]> {
    let clock = await this.clock();
    const stamped: StoredRecord[] = [];
    const entries = new Map<string, OutboxEntry>();
    for (const write of writes) {
      clock = tickHlc(clock, now());
      const sync: SyncMeta = {
        gen: nextGen(write.previousGen, write.deleted),
        hlc: formatHlc(clock),
        node: this.nodeId,
      };
      stamped.push({ ...write.record, sync });
      const entry = { kind: write.kind, key: write.key, gen: sync.gen, hlc: sync.hlc };
      entries.set(pendingId(write.kind, write.key), { ...entry, deleted: write.deleted });
    }
    const latest = [...entries.values()];
    if (latest.length > 0) {
      const keys = latest.map((entry): [SyncKind, string] => [entry.kind, entry.key]);
      await this.db.outbox.where('[kind+key]').anyOf(keys).delete();
      await this.db.refusedChanges.bulkDelete(keys);
      for (let at = 0; at < latest.length; at += CHUNK) {
        await this.db.outbox.bulkAdd(latest.slice(at, at + CHUNK));
      }
    }
    await this.db.state.put({ name: CLOCK, value: clock });
    return stamped;
  }

  /** A fresh stamp for each entry the server found too far ahead; the clock is stored. */
  async restamp(entries: readonly OutboxEntry[], now: number): Promise<Map<number, string>> {
    let clock = await this.clock();
    clock = { ...clock, ms: Math.min(clock.ms, now) };
    const stamps = new Map<number, string>();
    for (const entry of entries) {
      clock = tickHlc(clock, now);
      const hlc = formatHlc(clock);
      stamps.set(entry.mid!, hlc);
      await this.db.outbox.update(entry.mid!, { hlc });
    }
    await this.db.state.put({ name: CLOCK, value: clock });
    return stamps;
  }

  /** Merges stamps seen from other devices into the clock. */
  async receive(stamps: Iterable<string>, now: number): Promise<void> {
    let clock = await this.clock();
    for (const stamp of stamps) {
      const remote = parseHlc(stamp);
      if (remote) clock = receiveHlc(clock, remote, now);
    }
    await this.db.state.put({ name: CLOCK, value: clock });
  }

  /** The oldest queued changes, at most `limit`, leaving out the mutation ids in `skip`. */
  pending(limit: number, skip: ReadonlySet<number> = new Set()): Promise<OutboxEntry[]> {
    const queued = this.db.outbox.orderBy('mid');
    return (skip.size > 0 ? queued.filter((e) => !skip.has(e.mid!)) : queued)
      .limit(limit)
      .toArray();
  }

  /** The queued changes the server holds back (`hold`), oldest first. */
  held(): Promise<OutboxEntry[]> {
    return this.db.outbox.filter((e) => e.held !== undefined).toArray();
  }

  /** Every queued change by kind and key (few: the latest per key). */
  async pendingByKey(): Promise<Map<string, OutboxEntry>> {
    const byKey = new Map<string, OutboxEntry>();
    for (const entry of await this.db.outbox.toArray()) {
      byKey.set(pendingId(entry.kind, entry.key), entry);
    }
    return byKey;
  }

  /** How many changes wait to be pushed. */
  count(): Promise<number> {
    return this.db.outbox.count();
  }

  /** Takes changes off the queue: acknowledged by the server, superseded, or nothing to push. */
  async settle(mids: readonly number[]): Promise<void> {
    if (mids.length > 0) await this.db.outbox.bulkDelete([...mids]);
  }

  /**
   * Sets aside changes the server refused for good: each leaves the queue and is kept, with
   * the server's issue and the time, in the refused list (replacing an earlier refusal of
   * its key), in one transaction.
   */
  async setAside(refusals: readonly Refusal[], at: number): Promise<void> {
    if (refusals.length === 0) return;
    await this.db.transaction('rw', this.db.outbox, this.db.refusedChanges, async () => {
      await this.db.refusedChanges.bulkPut(
        refusals.map(({ entry, reason, issue }) => ({
          kind: entry.kind,
          key: entry.key,
          gen: entry.gen,
          hlc: entry.hlc,
          deleted: entry.deleted,
          ...(issue ? { issue } : {}),
          reason,
          at,
        })),
      );
      await this.db.outbox.bulkDelete(refusals.map(({ entry }) => entry.mid!));
    });
  }

  /**
   * Keeps changes the server refused for a reason that can pass later (the trial limit) in
   * the queue, marked as held with the server's issue and the time, each under a new mutation
   * id: the server takes a mutation id it has acknowledged as a duplicate, so a change pushed
   * again needs a new one. An entry replaced meanwhile by a newer save of its key is left to
   * that save. Gives the new ids (the caller pushes none of them again in the same cycle).
   */
  async hold(refusals: readonly HeldRefusal[], at: number): Promise<number[]> {
    if (refusals.length === 0) return [];
    return this.db.transaction('rw', this.db.outbox, async () => {
      const mids: number[] = [];
      for (const { entry, reason, issue } of refusals) {
        const queued = await this.db.outbox.get(entry.mid!);
        if (!queued) continue;
        await this.db.outbox.delete(entry.mid!);
        const { mid: _previous, ...rest } = queued;
        const held: HeldMark = { issue, reason, at };
        mids.push(await this.db.outbox.add({ ...rest, held }));
      }
      return mids;
    });
  }

  /** The changes the server refused, oldest first. */
  refused(): Promise<RefusedChange[]> {
    return this.db.refusedChanges.orderBy('at').toArray();
  }

  /** Drops a refused change from the list; the local record stays as it is. */
  async discard(kind: SyncKind, key: string): Promise<void> {
    await this.db.refusedChanges.delete([kind, key]);
  }

  /**
   * Queues stored records for pushing again (after a server reset or a bucket repair) under
   * the stamps they carry; a record already queued is left as it is. Returns how many were
   * queued. Entries hold no copy of the document, as the write path's do.
   */
  async requeue(kind: SyncKind, records: readonly { key: string; record: StoredRecord }[]) {
    const queued = await this.pendingByKey();
    const entries: OutboxEntry[] = [];
    for (const { key, record } of records) {
      if (!record.sync || queued.has(pendingId(kind, key))) continue;
      const { gen, hlc } = record.sync;
      entries.push({ kind, key, gen, hlc, deleted: record.deleted === true });
    }
    for (let at = 0; at < entries.length; at += CHUNK) {
      await this.db.outbox.bulkAdd(entries.slice(at, at + CHUNK));
    }
    return entries.length;
  }

  /** Where the last pull ended (null: from the start). */
  async cursor(): Promise<SyncCursor | null> {
    return ((await this.db.state.get(CURSOR))?.value as SyncCursor | undefined) ?? null;
  }

  /** Stores where the pull ended; null starts the next pull from the beginning. */
  async setCursor(cursor: SyncCursor | null): Promise<void> {
    if (cursor) await this.db.state.put({ name: CURSOR, value: cursor });
    else await this.db.state.delete(CURSOR);
  }

  /** Whether a change of this kind and key waits in `pending` (from `pendingByKey`). */
  static pendingId = pendingId;
}

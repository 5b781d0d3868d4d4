import { DataError } from '../errors/data-error';
import { venueDbName, VenueDb } from '../db/venue-db';
import { storageJournal, type JournalStorage } from './staged-journal';
import { ChangeLog } from './change-log';
import { VenueStore, type StoreEnvironment, type WrittenKeys } from './venue-store';

export interface OpenVenueOptions {
  userId: string;
  venueId: string;
  /** Makes this device's client id for the venue, the first time it is opened. */
  newClientId: () => string;
  now: () => number;
  units?: StoreEnvironment['units'];
  /** Sees every record this device writes (audits and tests). */
  onRecordsWritten?: StoreEnvironment['onRecordsWritten'];
  /** When a staged save starts writing (see StoreEnvironment). */
  deferWrite?: StoreEnvironment['deferWrite'];
  /**
   * Where staged saves are kept until stored (the page passes localStorage): a save whose write
   * a reload or a closed page cut off is saved again when the venue next opens.
   */
  journalStorage?: JournalStorage;
  /**
   * This context's id on the changes channel (a new random one each time the venue opens when
   * absent): it drops announcements made under its own id.
   */
  origin?: string;
  /** IndexedDB to use (tests pass fake-indexeddb). */
  indexedDB?: { indexedDB: IDBFactory; IDBKeyRange: typeof IDBKeyRange };
}

/** The Web Storage key of a venue database's journal of staged saves. */
export const stagedJournalKey = (dbName: string): string => `larder-staged-${dbName}`;

/** The channel on which a context announces records it wrote to a venue's database. */
export const changesChannelName = (dbName: string): string => `larder-changes-${dbName}`;

/**
 * What a context announces on the changes channel: which records of each kind one change wrote,
 * and the context that made the change (a page's staged save is announced by the data worker
 * that wrote it under the page's origin, and the page, which holds it already, drops it).
 */
export interface ChangesMessage {
  origin?: string;
  changes: readonly WrittenKeys[];
}

/**
 * The venue open on this page. Writing needs one: without it the write fails with
 * 'no dbName!' (product spec §5 and §8).
 */
export class VenueSession {
  private store: VenueStore | null = null;
  private channel: BroadcastChannel | null = null;

  /** This context's id on the changes channel while a venue is open. */
  get origin(): string {
    return this.store?.env.origin ?? '';
  }

  get current(): VenueStore | null {
    return this.store;
  }

  require(): VenueStore {
    if (!this.store) throw new DataError('no-db-name');
    return this.store;
  }

  async open(options: OpenVenueOptions): Promise<VenueStore> {
    await this.close();
    const db = new VenueDb(venueDbName(options.userId, options.venueId), options.indexedDB);
    await db.open();
    const clientId = await ChangeLog.clientId(db, options.newClientId);
    const origin = options.origin ?? crypto.randomUUID();
    const store = new VenueStore(db, {
      origin,
      now: options.now,
      nodeId: clientId,
      ...(options.units ? { units: options.units } : {}),
      ...(options.onRecordsWritten ? { onRecordsWritten: options.onRecordsWritten } : {}),
      ...(options.deferWrite ? { deferWrite: options.deferWrite } : {}),
      ...(options.journalStorage
        ? { journal: storageJournal(options.journalStorage, stagedJournalKey(db.name)) }
        : {}),
      // Tell the other contexts (tabs, the sync worker); a channel never hears itself.
      onWritten: (written, madeBy) =>
        this.channel?.postMessage({
          origin: madeBy ?? origin,
          changes: written.map(({ kind, keys }) => ({ kind, keys: [...keys] })),
        } satisfies ChangesMessage),
    });
    this.store = store;
    if (typeof BroadcastChannel !== 'undefined') {
      // Master records written in another tab or in the sync worker are read back into the
      // cached items; a message of another shape makes the whole cache stale.
      this.channel = new BroadcastChannel(changesChannelName(db.name));
      this.channel.onmessage = (event: MessageEvent<unknown>) => {
        const message = event.data as Partial<ChangesMessage> | null;
        // A change this context made and holds already, written by another (its data worker).
        if (message?.origin === origin) return;
        if (message && Array.isArray(message.changes) && message.changes.every(isWrittenKeys)) {
          const items = message.changes.filter((c) => c.kind === 'item').flatMap((c) => c.keys);
          // A read that fails leaves the cache stale: it is read again when next needed.
          if (items.length > 0) store.refreshItems(items).catch(() => store.invalidate());
        } else {
          store.invalidate();
        }
      };
    }
    await store.replayJournal();
    return store;
  }

  async close(): Promise<void> {
    // Saves already shown on screen are stored before the database closes.
    await this.store?.settled();
    this.channel?.close();
    this.channel = null;
    this.store?.db.close();
    this.store = null;
  }
}

function isWrittenKeys(value: unknown): value is WrittenKeys {
  const written = value as Partial<WrittenKeys> | null;
  return typeof written?.kind === 'string' && Array.isArray(written.keys);
}

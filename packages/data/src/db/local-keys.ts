import Dexie, { type Table } from 'dexie';

/** The device's own keys (product spec §3 "Local browser keys") that the sync worker keeps. */
export const LOCAL_KEYS_DB = 'larder_local_keys';

/** The patch version this device last applied for a user (product spec §3, §4). */
export const patchVersionKey = (userId: string): string => `patchVersion_${userId}`;

/** How many legacy Windows-app syncs completed on this device (product spec §3, §4). */
export const UWP_SYNC_COUNT_KEY = 'uwpSyncCount';

interface LocalKeyEntry {
  name: string;
  value: unknown;
}

class LocalKeysDb extends Dexie {
  keys!: Table<LocalKeyEntry, string>;

  constructor(dependencies?: { indexedDB: IDBFactory; IDBKeyRange: typeof IDBKeyRange }) {
    super(LOCAL_KEYS_DB, dependencies);
    this.version(1).stores({ keys: '&name' });
  }
}

/**
 * Keys of the device kept under the spec's names (`patchVersion_{userId}`, `uwpSyncCount`) in a
 * small IndexedDB database of their own: the sync worker, which has no localStorage, reads and
 * writes them, and a value is only ever a number.
 */
export class LocalKeys {
  private constructor(private readonly db: LocalKeysDb) {}

  static async open(indexedDB?: {
    indexedDB: IDBFactory;
    IDBKeyRange: typeof IDBKeyRange;
  }): Promise<LocalKeys> {
    const db = new LocalKeysDb(indexedDB);
    await db.open();
    return new LocalKeys(db);
  }

  /** The number stored under `name`, or null when none is. */
  async number(name: string): Promise<number | null> {
    const value = (await this.db.keys.get(name))?.value;
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  }

  async setNumber(name: string, value: number): Promise<void> {
    await this.db.keys.put({ name, value });
  }

  close(): void {
    this.db.close();
  }
}

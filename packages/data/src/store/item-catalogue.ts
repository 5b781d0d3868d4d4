import { DependencyIndex, parseItem, type CatalogueItem } from '@larder/domain';
import type { StoredRecord } from '../db/venue-db';
import { withoutSync } from './record-doc';
import { noteSnapshot } from './snapshot-lookup';

/** Something that can be unsubscribed (what `subscribe` returns). */
export interface Subscription {
  unsubscribe(): void;
}

/**
 * A live value with a current value, in the shape dexie-react-hooks' `useObservable` reads
 * synchronously (`hasValue`/`getValue`), so a screen mounted on a loaded catalogue draws at
 * once without reading the database.
 */
export interface LiveValue<T> {
  subscribe(next: (value: T) => void, error?: (error: unknown) => void): Subscription;
  hasValue(): boolean;
  getValue(): T;
}

/**
 * The venue's live master items, held in memory once per open store: every item validated
 * once, the dependency index beside them, and a snapshot sorted by foodkey that screens share.
 * Writes and received records update it in place (no re-read of the whole catalogue); a
 * write that brings no new key and drops none patches a copy of the snapshot at the written
 * items' places, and only a key that comes or goes sorts the keys again.
 */
export class ItemCatalogue {
  private map: Map<string, CatalogueItem> | null = null;
  private deps: DependencyIndex | null = null;
  /** Each live key's place in the sorted list, in that order; null once a key comes or goes. */
  private places: Map<string, number> | null = null;
  private snapshot: readonly CatalogueItem[] | null = null;
  private loading: Promise<Map<string, CatalogueItem>> | null = null;
  private readonly listeners = new Set<{
    next: (items: readonly CatalogueItem[]) => void;
    error?: (error: unknown) => void;
  }>();

  /** `read` gives every stored master record (deleted ones included). */
  constructor(private readonly read: () => Promise<StoredRecord[]>) {}

  get loaded(): boolean {
    return this.map !== null;
  }

  /** A read of the whole catalogue is under way. */
  get pending(): boolean {
    return this.loading !== null;
  }

  /** The dependency index of the loaded items (null before the first load). */
  get index(): DependencyIndex | null {
    return this.deps;
  }

  /** The live items by foodkey when they are in memory (null before the first read ends). */
  get current(): Map<string, CatalogueItem> | null {
    return this.map;
  }

  /** Every live, valid item by foodkey; read and validated once. */
  async items(): Promise<Map<string, CatalogueItem>> {
    if (this.map) return this.map;
    if (!this.loading) {
      const load = this.read().then((records) => {
        // A reset while reading (another context wrote) makes this read stale: read again.
        if (this.loading !== load) return this.items();
        const map = new Map<string, CatalogueItem>();
        for (const record of records) {
          if (record.deleted) continue;
          const parsed = parseItem(withoutSync(record));
          if (parsed.ok) map.set(parsed.value.foodkey, parsed.value);
        }
        this.map = map;
        this.deps = DependencyIndex.build(map.values());
        this.places = null;
        this.snapshot = null;
        this.loading = null;
        this.notify();
        return map;
      });
      this.loading = load;
      load.catch((error: unknown) => {
        if (this.loading === load) this.loading = null;
        for (const listener of this.listeners) listener.error?.(error);
      });
    }
    return this.loading;
  }

  /**
   * Applies master records just written here or read back after another context wrote them:
   * a deleted or invalid record leaves the catalogue. Records written by our own domain code
   * are trusted; others are validated (`validate`).
   */
  apply(records: readonly StoredRecord[], validate: boolean): void {
    const map = this.map;
    if (!map || records.length === 0) return;
    const written: string[] = [];
    for (const record of records) {
      const key = String(record.foodkey ?? '');
      const previous = map.get(key);
      const parsed = record.deleted
        ? null
        : validate
          ? parseItem(withoutSync(record))
          : { ok: true as const, value: withoutSync(record) as CatalogueItem };
      if (parsed?.ok) {
        if (!previous) this.places = null;
        map.set(key, parsed.value);
        this.deps?.update(previous, parsed.value);
        written.push(key);
      } else if (previous) {
        map.delete(key);
        this.deps?.remove(previous);
        this.places = null;
      }
    }
    this.snapshot = this.patchedSnapshot(written);
    this.notify();
  }

  /**
   * The snapshot with the items of `keys` replaced, when no key came or went (their places
   * are known): a copy of the list, not a new lookup of every item. Null otherwise.
   */
  private patchedSnapshot(keys: readonly string[]): readonly CatalogueItem[] | null {
    const { map, snapshot, places } = this;
    if (!map || !snapshot || !places) return null;
    const next = snapshot.slice();
    for (const key of keys) next[places.get(key)!] = map.get(key)!;
    noteSnapshot(next, places);
    return next;
  }

  /** Forgets everything: the next read loads the catalogue again (and tells the screens). */
  reset(): void {
    this.map = null;
    this.deps = null;
    this.places = null;
    this.snapshot = null;
    this.loading = null;
    if (this.listeners.size > 0) void this.items().catch(() => undefined);
  }

  /** The live items sorted by foodkey; the same array until something changes. */
  sorted(): readonly CatalogueItem[] {
    const map = this.map;
    if (!map) return [];
    if (this.snapshot) return this.snapshot;
    let places = this.places;
    if (!places) {
      const keys = [...map.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      places = this.places = new Map(keys.map((key, i) => [key, i]));
    }
    const snapshot = new Array<CatalogueItem>(places.size);
    let at = 0;
    for (const key of places.keys()) snapshot[at++] = map.get(key)!;
    this.snapshot = snapshot;
    noteSnapshot(snapshot, places);
    return snapshot;
  }

  /** The sorted items, live: emits at once when loaded, and after every change. */
  observe(): LiveValue<readonly CatalogueItem[]> {
    return {
      hasValue: () => this.map !== null,
      getValue: () => this.sorted(),
      subscribe: (next, error) => {
        const listener = { next, ...(error ? { error } : {}) };
        this.listeners.add(listener);
        if (this.map) next(this.sorted());
        else void this.items().catch(() => undefined);
        return { unsubscribe: () => this.listeners.delete(listener) };
      },
    };
  }

  private notify(): void {
    if (this.listeners.size === 0) return;
    const items = this.sorted();
    for (const listener of this.listeners) listener.next(items);
  }
}

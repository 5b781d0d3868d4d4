import type { Observable } from 'dexie';

/**
 * How long a shared live query stays subscribed after its last screen let go, in ms: the page
 * a click opens reads the value the page it leaves was showing (see `SharedLive`).
 */
export const SHARED_LIVE_GRACE_MS = 10_000;

interface Listener<T> {
  next?: (value: T) => void;
  error?: (error: unknown) => void;
}

type Observer<T> = Listener<T> | ((value: T) => void);

/** What `subscribe` gives back: Dexie's and dexie-react-hooks' shape of a subscription. */
export interface SharedSubscription {
  readonly closed: boolean;
  unsubscribe(): void;
}

/**
 * One live query shared by every screen that observes the same thing, with its last value:
 * it keeps its source subscribed while anyone listens, and for `SHARED_LIVE_GRACE_MS` after,
 * so a screen mounted meanwhile reads the current value in its first render
 * (dexie-react-hooks' `useObservable` reads `hasValue`/`getValue`) instead of drawing a
 * loading state and waiting for the database. The value is current only while the source is
 * subscribed; once let go it is forgotten.
 */
export class SharedLive<T> {
  private source: { unsubscribe(): void } | null = null;
  private last: { value: T } | null = null;
  private readonly listeners = new Set<Listener<T>>();
  private release: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly open: () => Observable<T>,
    /** Called once the source is let go (the owner drops this shared query). */
    private readonly onReleased: () => void = () => undefined,
  ) {}

  /** The source has given a value and is still subscribed. */
  hasValue(): boolean {
    return this.last !== null;
  }

  /** The source's last value (undefined before it gave one). */
  getValue(): T {
    return this.last?.value as T;
  }

  subscribe(observer: Observer<T>, error?: (error: unknown) => void): SharedSubscription {
    const listener: Listener<T> =
      typeof observer === 'function'
        ? { next: observer, ...(error ? { error } : {}) }
        : {
            ...(observer.next ? { next: (value: T) => observer.next?.(value) } : {}),
            ...(observer.error ? { error: (e: unknown) => observer.error?.(e) } : {}),
          };
    this.listeners.add(listener);
    if (this.release !== null) {
      clearTimeout(this.release);
      this.release = null;
    }
    if (this.last !== null) listener.next?.(this.last.value);
    if (this.source === null) this.start();
    let closed = false;
    return {
      get closed() {
        return closed;
      },
      unsubscribe: () => {
        if (closed) return;
        closed = true;
        this.listeners.delete(listener);
        if (this.listeners.size === 0) this.letGoLater();
      },
    };
  }

  private start(): void {
    this.source = this.open().subscribe({
      next: (value) => {
        this.last = { value };
        for (const listener of [...this.listeners]) listener.next?.(value);
      },
      error: (failure: unknown) => {
        // A failed query is not shared on: the next screen starts a new one.
        this.stop();
        for (const listener of [...this.listeners]) listener.error?.(failure);
      },
    });
  }

  private letGoLater(): void {
    this.release = setTimeout(() => {
      this.release = null;
      if (this.listeners.size === 0) this.stop();
    }, SHARED_LIVE_GRACE_MS);
  }

  private stop(): void {
    this.source?.unsubscribe();
    this.source = null;
    this.last = null;
    this.onReleased();
  }
}

/**
 * The shared live queries of one owner (an open venue's store), by name: `get` gives the one
 * of that name, opened by `open` when there is none.
 */
export class SharedLiveQueries {
  private readonly queries = new Map<string, SharedLive<unknown>>();

  get<T>(name: string, open: () => Observable<T>): SharedLive<T> {
    let shared = this.queries.get(name) as SharedLive<T> | undefined;
    if (shared === undefined) {
      const created: SharedLive<T> = new SharedLive(open, () => {
        if (this.queries.get(name) === created) this.queries.delete(name);
      });
      shared = created;
      this.queries.set(name, shared as SharedLive<unknown>);
    }
    return shared;
  }
}

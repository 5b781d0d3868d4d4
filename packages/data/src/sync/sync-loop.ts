import {
  FULL_SYNC_EVERY,
  PUBLISHED_SYNC_EVERY,
  SYNC_INTERVAL_MS,
  THUMBNAIL_SYNC_EVERY,
} from './sync-constants';

/** What one cycle of the loop should do (product spec §4, "Sync loop"). */
export interface SyncCycle {
  /** 1 for the first cycle after sign-in. */
  index: number;
  first: boolean;
  /** Changes-only unless this is every 5th cycle. */
  full: boolean;
  thumbnails: boolean;
  published: boolean;
}

export function cyclePlan(index: number): SyncCycle {
  const first = index === 1;
  return {
    index,
    first,
    full: index % FULL_SYNC_EVERY === 0,
    thumbnails: first || index % THUMBNAIL_SYNC_EVERY === 0,
    published: first || index % PUBLISHED_SYNC_EVERY === 0,
  };
}

export interface SyncLoopOptions {
  runCycle(cycle: SyncCycle): Promise<void>;
  /** Timer seam: runs `fn` after `ms`, returns a cancel function. */
  schedule(fn: () => void, ms: number): () => void;
  intervalMs?: number;
  onError?(error: unknown, cycle: SyncCycle): void;
}

export interface SyncLoop {
  /** Starts once: a second call does nothing. The first cycle runs at once. */
  start(): void;
  stop(): void;
  /**
   * Runs a cycle now (after a local change, say). While one is running, the next runs right
   * after it (the running one may have read the outbox before the change); calls meanwhile
   * share that one. Settles when the cycle that covers the call has ended.
   */
  runNow(): Promise<void>;
  /** Settles once no cycle is running (at once when none is): the running one has ended. */
  idle(): Promise<void>;
  readonly running: boolean;
  readonly cycles: number;
}

/**
 * The sync loop: starts once after sign-in and repeats every 60000 ms; cycles never overlap;
 * a failed cycle is reported and the loop goes on.
 */
export function createSyncLoop(options: SyncLoopOptions): SyncLoop {
  const interval = options.intervalMs ?? SYNC_INTERVAL_MS;
  let started = false;
  let cancel: (() => void) | null = null;
  let busy: Promise<void> | null = null;
  /** The cycle asked for while one was running, to run once it ends. */
  let next: Promise<void> | null = null;
  let cycles = 0;

  const tick = async () => {
    if (busy) return busy;
    const plan = cyclePlan(++cycles);
    busy = (async () => {
      try {
        await options.runCycle(plan);
      } catch (error) {
        options.onError?.(error, plan);
      } finally {
        busy = null;
        if (started) {
          cancel?.();
          cancel = options.schedule(() => void tick(), interval);
        }
      }
    })();
    return busy;
  };

  return {
    start() {
      if (started) return;
      started = true;
      void tick();
    },
    stop() {
      started = false;
      cancel?.();
      cancel = null;
    },
    runNow: () => {
      if (busy === null) return tick();
      next ??= busy.then(() => {
        next = null;
        return tick();
      });
      return next;
    },
    idle: async () => {
      while (busy !== null) await busy;
    },
    get running() {
      return started;
    },
    get cycles() {
      return cycles;
    },
  };
}

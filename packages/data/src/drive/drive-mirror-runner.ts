import { driveBackoffMs, driveStatusOf, type DriveStatus } from '@larder/domain';
import { DriveError } from './drive-error';
import type { MirrorReport } from './mirror-venue';

export interface DriveMirrorRunnerOptions {
  /** One mirror of the venue (`mirrorVenue` with its drive and store). */
  mirror(): Promise<MirrorReport>;
  /** The drive status to show: once per episode (it changes, or comes back after a success). */
  onStatus(status: DriveStatus): void;
  /** Every finished mirror or failure, for logs and tests. */
  onSettled?(result: { report: MirrorReport } | { error: unknown }): void;
  now?: () => number;
  random?: () => number;
}

export interface DriveMirrorRunner {
  /**
   * A server sync succeeded: starts a mirror unless one is in flight or the backoff has not
   * ended. Never waits for it: the sync loop goes on at once.
   */
  afterSync(): void;
  /** The mirror in flight, if any (tests wait on it). */
  readonly inFlight: Promise<void> | null;
  /** When the next mirror may start (ms, `now()`'s clock); 0 when it may start at once. */
  readonly nextAttemptAt: number;
  /** No new mirror starts; the one in flight finishes on its own. */
  stop(): void;
}

/**
 * Runs the drive mirror beside the sync loop (sync-and-security-notes §1.8, invariant 9): at
 * most one in flight, started after a successful server sync and never awaited by it, with a
 * backoff of its own (Retry-After when readable, else exponential with jitter) after a failure.
 * A failure that has a status for the user (drive full, throttled, down, sign-in needed)
 * reports it once per episode: the same status is not reported again until a mirror succeeds.
 */
export function createDriveMirrorRunner(options: DriveMirrorRunnerOptions): DriveMirrorRunner {
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  let inFlight: Promise<void> | null = null;
  let nextAttemptAt = 0;
  let failures = 0;
  let shown: DriveStatus | null = null;
  let stopped = false;

  const succeed = (report: MirrorReport) => {
    failures = 0;
    nextAttemptAt = 0;
    shown = null;
    options.onSettled?.({ report });
  };

  const fail = (error: unknown) => {
    const retryAfterMs = error instanceof DriveError ? error.retryAfterMs : null;
    nextAttemptAt = now() + driveBackoffMs(failures, retryAfterMs, random);
    failures += 1;
    const status = error instanceof DriveError ? driveStatusOf(error.kind) : null;
    if (status && status !== shown) options.onStatus(status);
    shown = status ?? shown;
    options.onSettled?.({ error });
  };

  return {
    afterSync() {
      if (stopped || inFlight || now() < nextAttemptAt) return;
      inFlight = options
        .mirror()
        .then(succeed, fail)
        .finally(() => {
          inFlight = null;
        });
    },
    get inFlight() {
      return inFlight;
    },
    get nextAttemptAt() {
      return nextAttemptAt;
    },
    stop() {
      stopped = true;
    },
  };
}

/** The first wait after a failed mirror, before jitter: 30 s. */
export const DRIVE_BACKOFF_BASE_MS = 30_000;

/** The longest wait between mirror attempts: 30 minutes. */
export const DRIVE_BACKOFF_MAX_MS = 30 * 60_000;

/**
 * How long the mirror waits before its next attempt (sync-and-security-notes §2): the
 * server's `Retry-After` when it was readable (never more than the longest wait), else an
 * exponential wait with jitter: half of `base × 2^attempt` plus a random part of the other
 * half, capped. `attempt` counts failures in a row from 0; `random` returns [0, 1).
 */
export function driveBackoffMs(
  attempt: number,
  retryAfterMs: number | null,
  random: () => number,
): number {
  if (retryAfterMs !== null && Number.isFinite(retryAfterMs) && retryAfterMs >= 0) {
    return Math.min(retryAfterMs, DRIVE_BACKOFF_MAX_MS);
  }
  const step = Math.max(0, Math.min(Math.floor(attempt), 20));
  const ceiling = Math.min(DRIVE_BACKOFF_BASE_MS * 2 ** step, DRIVE_BACKOFF_MAX_MS);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

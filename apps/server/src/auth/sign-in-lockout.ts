import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { signInFailures } from '../db/schema.js';
import { SIGN_IN_LOCKOUT } from '../limits.js';

const MINUTE_MS = 60_000;

/** Whether sign-in is paused for the account at `now`. */
export async function isSignInPaused(db: Db, accountId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(eq(signInFailures.accountId, accountId));
  return Boolean(row?.lockedUntil && row.lockedUntil > now);
}

/**
 * Counts one failed password for the account (in the database, so every server process
 * shares the count). At SIGN_IN_LOCKOUT.failures in its window, sign-in is paused for
 * SIGN_IN_LOCKOUT.lockMinutes. Answers 'locked' only to the one call that paused it (its
 * caller tells the owner), 'paused' while paused, 'counted' otherwise.
 */
export async function recordSignInFailure(
  db: Db,
  accountId: string,
  now: Date,
): Promise<'counted' | 'locked' | 'paused'> {
  const windowStart = new Date(now.getTime() - SIGN_IN_LOCKOUT.windowMinutes * MINUTE_MS);
  const inWindow = sql`${signInFailures.windowStartedAt} > ${windowStart.toISOString()}::timestamptz`;
  const [counted] = await db
    .insert(signInFailures)
    .values({ accountId, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: signInFailures.accountId,
      set: {
        failures: sql`CASE WHEN ${inWindow} THEN ${signInFailures.failures} + 1 ELSE 1 END`,
        windowStartedAt: sql`CASE WHEN ${inWindow} THEN ${signInFailures.windowStartedAt} ELSE ${now.toISOString()}::timestamptz END`,
      },
    })
    .returning({ failures: signInFailures.failures, lockedUntil: signInFailures.lockedUntil });
  if (counted?.lockedUntil && counted.lockedUntil > now) return 'paused';
  if (!counted || counted.failures < SIGN_IN_LOCKOUT.failures) return 'counted';
  // One process wins the pause: only an account not paused yet is updated.
  const locked = await db
    .update(signInFailures)
    .set({
      failures: 0,
      windowStartedAt: now,
      lockedUntil: new Date(now.getTime() + SIGN_IN_LOCKOUT.lockMinutes * MINUTE_MS),
    })
    .where(
      and(
        eq(signInFailures.accountId, accountId),
        or(isNull(signInFailures.lockedUntil), lte(signInFailures.lockedUntil, now)),
      ),
    )
    .returning({ accountId: signInFailures.accountId });
  return locked.length > 0 ? 'locked' : 'paused';
}

/** A successful sign-in forgets the account's failures. */
export async function resetSignInFailures(db: Db, accountId: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.accountId, accountId));
}

import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { closedAccounts } from '../db/schema.js';
import { statement, type Query } from '../db/statements.js';

/**
 * How long a closed account's mark is kept: longer than any access token lives (the embedded
 * provider's last an hour, external issuers' rarely more), so every token issued before the
 * deletion has expired by then.
 */
export const CLOSED_ACCOUNT_MARK_MS = 24 * 60 * 60 * 1000;

/** The subject as the mark keeps it: its SHA-256, never the id itself. */
export const subjectHash = (userId: string): string =>
  createHash('sha256').update(`closed-account:${userId}`).digest('hex');

type Writer = Pick<Db, 'insert' | 'delete' | 'execute'>;

/** The channel a new mark is announced on (payload: `markPayload`), for `watchClosedAccounts`. */
export const CLOSED_ACCOUNTS_CHANNEL = 'closed_accounts';

/** A mark as announced: the subject hash and the time of closing in epoch ms. */
export const markPayload = (hash: string, closedMs: number): string => `${hash} ${closedMs}`;

/**
 * Marks the account of `userId` closed at `now` (in the deletion's transaction), and forgets
 * the marks older than `CLOSED_ACCOUNT_MARK_MS`. The mark is announced on
 * `CLOSED_ACCOUNTS_CHANNEL` when the transaction commits, so every server process on the
 * database refuses the account's older tokens from then on.
 */
export async function markAccountClosed(tx: Writer, userId: string, now: number): Promise<void> {
  await tx
    .delete(closedAccounts)
    .where(lt(closedAccounts.closedAt, new Date(now - CLOSED_ACCOUNT_MARK_MS)));
  const closedAt = new Date(now);
  await tx
    .insert(closedAccounts)
    .values({ subjectHash: subjectHash(userId), closedAt })
    .onConflictDoUpdate({ target: closedAccounts.subjectHash, set: { closedAt } });
  const payload = markPayload(subjectHash(userId), closedAt.getTime());
  await tx.execute(sql`select pg_notify(${CLOSED_ACCOUNTS_CHANNEL}, ${payload})`);
}

/** The marks kept, for a watch to start from: subject hash and time of closing in epoch ms. */
const allMarksStatement = statement(
  'closed_account_marks',
  `select subject_hash, (extract(epoch from closed_at) * 1000)::float8 as closed_ms
   from closed_accounts`,
);

export async function readMarks(query: Query): Promise<Map<string, number>> {
  const rows = await query<{ subject_hash: string; closed_ms: number }>(allMarksStatement, []);
  return new Map(rows.map((row) => [row.subject_hash, Number(row.closed_ms)]));
}

/**
 * The mark of $1 (a subject hash), its time in epoch milliseconds. Named (planned once per
 * connection), as every authenticated call runs it.
 */
const markStatement = statement(
  'closed_account_mark',
  `select (extract(epoch from closed_at) * 1000)::float8 as closed_ms
   from closed_accounts where subject_hash = $1`,
);

/**
 * Whether a token of `userId` issued at `issuedAtSeconds` (its `iat`; a token without one counts
 * as issued before) belongs to an account closed since: such a token is refused even though
 * its signature is good. A later sign-in (an external issuer's account, which stays) starts a
 * new, empty account.
 */
export async function tokenOfClosedAccount(
  query: Query,
  userId: string,
  issuedAtSeconds: number | undefined,
): Promise<boolean> {
  const [mark] = await query<{ closed_ms: number }>(markStatement, [subjectHash(userId)]);
  return issuedBefore(issuedAtSeconds, mark === undefined ? undefined : Number(mark.closed_ms));
}

/** Whether a token issued at `issuedAtSeconds` predates a mark of `closedMs` (none: false). */
export const issuedBefore = (
  issuedAtSeconds: number | undefined,
  closedMs: number | undefined,
): boolean =>
  closedMs !== undefined && (issuedAtSeconds === undefined || issuedAtSeconds * 1000 <= closedMs);

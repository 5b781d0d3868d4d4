import type { Database } from '../db/database.js';
import {
  CLOSED_ACCOUNT_MARK_MS,
  CLOSED_ACCOUNTS_CHANNEL,
  issuedBefore,
  readMarks,
  subjectHash,
  tokenOfClosedAccount,
} from './closed-accounts.js';

/** How long a lost listener waits before it listens again. */
export const CLOSED_ACCOUNTS_RETRY_MS = 1000;

/** Whether a verified token belongs to an account closed since it was issued. */
export interface ClosedAccountsCheck {
  refuses(userId: string, issuedAtSeconds: number | undefined): boolean | Promise<boolean>;
  /**
   * Told by this process that it has just closed `userId`'s account (its transaction has
   * committed): kept at once, so this process refuses the account's older tokens from its next
   * call on, without waiting for the notification to come back.
   */
  closed(userId: string, closedMs: number): void;
  /** Whether the marks are held in memory (false: each call reads the database). */
  readonly live: boolean;
  stop(): Promise<void>;
}

export interface WatchOptions {
  retryMs?: number;
  /** Told when the listener is lost and when it is back (never a secret). */
  log?: (message: string) => void;
}

/**
 * The closed-account marks (`closed-accounts.ts`) held in memory, so an authenticated call
 * costs no query for them: read once at start, then kept current by the notification each
 * new mark sends when its transaction commits (every server process on the database hears
 * it). The listener starts before the marks are read, so no mark falls between the two.
 * While the listener is lost, each call reads the mark from the database instead, and the
 * watch listens and reads the marks again every `retryMs` until it succeeds.
 */
export async function watchClosedAccounts(
  database: Pick<Database, 'query' | 'listen'>,
  options: WatchOptions = {},
): Promise<ClosedAccountsCheck> {
  const retryMs = options.retryMs ?? CLOSED_ACCOUNTS_RETRY_MS;
  const log = options.log ?? (() => undefined);
  let marks: Map<string, number> | undefined;
  let heard: Map<string, number> | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  const keep = (into: Map<string, number>, hash: string, closedMs: number) => {
    if ((into.get(hash) ?? -Infinity) < closedMs) into.set(hash, closedMs);
    // Marks older than any token's life are of no use: forgotten as the database forgets them.
    for (const [key, at] of into) if (at < closedMs - CLOSED_ACCOUNT_MARK_MS) into.delete(key);
  };
  const onNotice = (payload: string) => {
    const [hash, ms] = payload.split(' ');
    const closedMs = Number(ms);
    if (!hash || !Number.isFinite(closedMs)) return;
    const into = marks ?? heard;
    if (into) keep(into, hash, closedMs);
  };
  const onLost = (error: Error) => {
    marks = undefined;
    heard = undefined;
    unlisten = undefined;
    log(`closed-account marks: listener lost (${error.message}); reading each call`);
    later();
  };
  const later = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void start();
    }, retryMs);
    retry.unref();
  };
  const start = async () => {
    heard = new Map();
    try {
      const stop = await database.listen(CLOSED_ACCOUNTS_CHANNEL, onNotice, onLost);
      if (stopped) return void (await stop());
      unlisten = stop;
      const read = await readMarks(database.query);
      // A lost listener while reading cleared `heard`: the marks read are then not kept.
      if (heard === undefined) return;
      for (const [hash, closedMs] of heard) keep(read, hash, closedMs);
      heard = undefined;
      marks = read;
      log('closed-account marks: held in memory');
    } catch (error) {
      heard = undefined;
      await unlisten?.().catch(() => undefined);
      unlisten = undefined;
      log(`closed-account marks: cannot listen (${(error as Error).message}); reading each call`);
      later();
    }
  };
  await start();

  return {
    refuses(userId, issuedAtSeconds) {
      if (marks) return issuedBefore(issuedAtSeconds, marks.get(subjectHash(userId)));
      return tokenOfClosedAccount(database.query, userId, issuedAtSeconds);
    },
    closed(userId, closedMs) {
      const into = marks ?? heard;
      if (into) keep(into, subjectHash(userId), closedMs);
    },
    get live() {
      return marks !== undefined;
    },
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      marks = undefined;
      await unlisten?.();
    },
  };
}

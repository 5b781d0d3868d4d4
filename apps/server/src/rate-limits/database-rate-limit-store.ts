import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { rateLimits } from '../db/schema.js';

/** How many counts between two sweeps of finished windows. */
const SWEEP_EVERY = 1000;

interface LimitOptions {
  /** The name of a limit made with `app.rateLimit({ groupId, ... })`. */
  groupId?: string;
  /** The route of a limit set in a route's `config.rateLimit`. */
  routeInfo?: { method?: string | string[]; url?: string };
}

/** The name a limit's counters are kept under: its route, or its group for a shared limit. */
function limitName(options: LimitOptions): string {
  const route = options.routeInfo;
  if (route?.url) return `${String(route.method)} ${route.url}`;
  return options.groupId ?? 'global';
}

let counted = 0;

/**
 * Counts one call under `key` in its window of `windowMs` at `nowMs` (a new window once the
 * last one ended), in one statement so that concurrent calls never lose a count. Answers the
 * calls in the window so far and the milliseconds until it ends.
 */
export async function countCall(
  db: Db,
  key: string,
  windowMs: number,
  nowMs: number,
): Promise<{ current: number; ttl: number }> {
  const at = new Date(nowMs);
  const resetsAt = new Date(nowMs + windowMs);
  const ended = sql`${rateLimits.resetsAt} <= ${at.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetsAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
        resetsAt: sql`CASE WHEN ${ended} THEN ${resetsAt.toISOString()}::timestamptz ELSE ${rateLimits.resetsAt} END`,
      },
    })
    .returning({ hits: rateLimits.hits, resetsAt: rateLimits.resetsAt });
  counted += 1;
  if (counted % SWEEP_EVERY === 0) {
    await db.delete(rateLimits).where(lte(rateLimits.resetsAt, at));
  }
  return { current: row!.hits, ttl: Math.max(0, row!.resetsAt.getTime() - nowMs) };
}

/**
 * A @fastify/rate-limit store that keeps its counters in the database (table `rate_limits`),
 * so that every server process on one database counts the same calls: a caller cannot get
 * twice the budget by reaching two processes. One statement counts a call and reads the
 * window, so concurrent calls never lose a count. Each limit (a route's own, or a shared one
 * named by `groupId`) has its own counters.
 */
export function databaseRateLimitStore(
  db: Db,
  now: () => number = Date.now,
): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly name: string;

    constructor(options: object = {}) {
      this.name = limitName(options as LimitOptions);
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      this.count(`${this.name}|${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    // The plugin passes the limit's merged options (typed as route options).
    child(options: object): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(options);
    }

    private count(key: string, timeWindow: number) {
      return countCall(db, key, timeWindow, now());
    }
  }

  return DatabaseRateLimitStore;
}

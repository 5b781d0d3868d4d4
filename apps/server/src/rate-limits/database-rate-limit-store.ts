import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lte } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { rateLimits } from '../db/schema.js';
import { statement } from '../db/statements.js';

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

/** What counting needs of the database: its named statements, and Drizzle for the sweep. */
export type RateLimitDatabase = Pick<Database, 'db' | 'query'>;

/**
 * Counts a call: $1 key, $2 now, $3 the new window's end. Named (planned once per connection),
 * as every rate-limited call runs it. The end comes back in epoch milliseconds.
 */
const countStatement = statement(
  'rate_limit_count',
  `insert into rate_limits as r (key, hits, resets_at) values ($1, 1, $3::timestamptz)
   on conflict (key) do update set
     hits = case when r.resets_at <= $2::timestamptz then 1 else r.hits + 1 end,
     resets_at = case when r.resets_at <= $2::timestamptz then $3::timestamptz else r.resets_at end
   returning r.hits, (extract(epoch from r.resets_at) * 1000)::float8 as resets_ms`,
);

/**
 * Counts one call under `key` in its window of `windowMs` at `nowMs` (a new window once the
 * last one ended), in one statement so that concurrent calls never lose a count. Answers the
 * calls in the window so far and the milliseconds until it ends.
 */
export async function countCall(
  database: RateLimitDatabase,
  key: string,
  windowMs: number,
  nowMs: number,
): Promise<{ current: number; ttl: number }> {
  const at = new Date(nowMs);
  const resetsAt = new Date(nowMs + windowMs);
  const [row] = await database.query<{ hits: number; resets_ms: number }>(countStatement, [
    key,
    at.toISOString(),
    resetsAt.toISOString(),
  ]);
  counted += 1;
  if (counted % SWEEP_EVERY === 0) {
    await database.db.delete(rateLimits).where(lte(rateLimits.resetsAt, at));
  }
  return {
    current: Number(row!.hits),
    ttl: Math.max(0, Math.round(Number(row!.resets_ms)) - nowMs),
  };
}

/**
 * A @fastify/rate-limit store that keeps its counters in the database (table `rate_limits`),
 * so that every server process on one database counts the same calls: a caller cannot get
 * twice the budget by reaching two processes. One statement counts a call and reads the
 * window, so concurrent calls never lose a count. Each limit (a route's own, or a shared one
 * named by `groupId`) has its own counters.
 */
export function databaseRateLimitStore(
  database: RateLimitDatabase,
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
      return countCall(database, key, timeWindow, now());
    }
  }

  return DatabaseRateLimitStore;
}

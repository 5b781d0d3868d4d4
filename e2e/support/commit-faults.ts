import type { Database } from '../../apps/server/src/db/database.js';
import type { Query, Statement } from '../../apps/server/src/db/statements.js';

/** The statement that stores a push: rows, superseded versions, revision and ackMid at once. */
const PUSH_WRITE = 'sync-push-write';

/**
 * Where the next push fails: 'before-commit' throws before its write runs (the server answers
 * 500 and has stored nothing), 'after-commit' throws once the write is committed (the server
 * answers 500 though the push is stored: the answer is lost).
 */
export type CommitFault = 'before-commit' | 'after-commit';

/** One committed push write: the client, the mutation id it acknowledged, the rows it stored. */
export interface CommittedPush {
  clientId: string;
  ackMid: number;
  rows: { kind: string; key: string; gen: number; hlc: string; node: string }[];
}

export class InjectedCommitFault extends Error {}

export interface FaultyDatabase {
  database: Database;
  /** The next push write fails this way (once), or none. */
  failNext(fault: CommitFault | null): void;
  /** Every push write committed so far, in order. */
  committed: CommittedPush[];
  /** How many injected faults fired. */
  readonly fired: { before: number; after: number };
}

/**
 * The server's database with a seam around the push's write, so a push can fail just before
 * or just after it commits (sync-and-security-notes §4, L2): the app is built on it as on any
 * database, and everything else passes through untouched.
 */
export function withCommitFaults(database: Database): FaultyDatabase {
  let next: CommitFault | null = null;
  const committed: CommittedPush[] = [];
  const fired = { before: 0, after: 0 };

  const record = (values: readonly unknown[]) => {
    const rows = JSON.parse(String(values[5])) as CommittedPush['rows'];
    committed.push({
      clientId: String(values[2]),
      ackMid: Number(values[7]),
      rows: rows.map(({ kind, key, gen, hlc, node }) => ({ kind, key, gen, hlc, node })),
    });
  };

  /** `query` with the fault before the write; answers whether a write ran and stored. */
  const wrap = (query: Query, onWrite: (values: readonly unknown[], stored: boolean) => void) =>
    (async <T>(statement: Statement, values: readonly unknown[]): Promise<T[]> => {
      if (statement.name !== PUSH_WRITE) return query<T>(statement, values);
      if (next === 'before-commit') {
        next = null;
        fired.before += 1;
        throw new InjectedCommitFault('failed before the push was committed');
      }
      const rows = await query<T>(statement, values);
      onWrite(values, rows.length === 1);
      return rows;
    }) as Query;

  const afterCommit = () => {
    if (next !== 'after-commit') return;
    next = null;
    fired.after += 1;
    throw new InjectedCommitFault('failed after the push was committed');
  };

  return {
    committed,
    fired,
    failNext(fault) {
      next = fault;
    },
    database: {
      ...database,
      // Outside a transaction the write commits on its own.
      query: wrap(database.query, (values, stored) => {
        if (!stored) return;
        record(values);
        afterCommit();
      }),
      async transaction(work) {
        const writes: (readonly unknown[])[] = [];
        const result = await database.transaction((query) =>
          work(wrap(query, (values, stored) => stored && writes.push(values))),
        );
        for (const values of writes) record(values);
        if (writes.length > 0) afterCommit();
        return result;
      },
    },
  };
}

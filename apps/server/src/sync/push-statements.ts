import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { items, superseded, syncClients, venues } from '../db/schema.js';

/** A stored version of an item, as the conflict rule reads it. */
export interface StoredVersion {
  gen: number;
  hlc: string;
  node: string;
  deleted: boolean;
  doc: unknown;
}

/** A row to write into `items` (the last version of each key in a push). */
export interface ItemWrite extends StoredVersion {
  kind: string;
  key: string;
  rev: number;
}

/** A version kept in `superseded`. */
export interface LoserWrite extends StoredVersion {
  id: string;
  kind: string;
  key: string;
}

/** The database or a transaction: all these statements need is `execute`. */
export type Executor = Pick<Db, 'execute'>;

/** Waits for and holds, to the end of the transaction, the lock on the venue row. */
export async function lockVenueRow(tx: Executor, venueId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${venues} where id = ${venueId} for update`);
}

interface ReadRow extends Record<string, unknown> {
  rev: number | string;
  epoch: string;
  /** The venue row's version (its xmin): a write applies only while it is unchanged. */
  version: string;
  clients: { userId: string; venueId: string; lastMid: number | string }[];
  existing: (StoredVersion & { kind: string; key: string })[];
}

/**
 * In one statement, so in one snapshot: the caller's live venue with its row version, the
 * client's rows on any venue, and the stored versions of the pushed keys. Undefined when the
 * venue is not the caller's.
 */
export async function readPushState(
  db: Executor,
  userId: string,
  venueId: string,
  clientId: string,
  keys: readonly { kind: string; key: string }[],
): Promise<ReadRow | undefined> {
  const result = await db.execute<ReadRow>(sql`
    select v.rev, v.epoch, v.xmin::text as version,
      coalesce((
        select json_agg(json_build_object(
          'userId', c.user_id, 'venueId', c.venue_id, 'lastMid', c.last_mid))
        from ${syncClients} c where c.client_id = ${clientId}
      ), '[]'::json) as clients,
      coalesce((
        select json_agg(json_build_object(
          'kind', i.kind, 'key', i.key, 'gen', i.gen, 'hlc', i.hlc, 'node', i.node,
          'deleted', i.deleted, 'doc', i.doc))
        from ${items} i
        join jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as k(kind text, key text)
          on i.kind = k.kind and i.key = k.key
        where i.venue_id = v.id
      ), '[]'::json) as existing
    from ${venues} v
    where v.id = ${venueId} and v.owner_id = ${userId} and v.deleted = false`);
  return (result as unknown as { rows: ReadRow[] }).rows[0];
}

/**
 * Every write of a push in one statement (so all or nothing): the venue's revision, the items
 * (one row per key), the superseded versions and the client's acknowledged mutation id, each
 * only if the venue row is still at `version` (updating it locks it, so concurrent pushes to
 * one venue queue there and all but the first find a new version). True when written.
 */
export async function writePush(
  db: Executor,
  w: {
    venueId: string;
    userId: string;
    clientId: string;
    version: string;
    rows: readonly ItemWrite[];
    losers: readonly LoserWrite[];
    rev: number;
    ackMid: number;
    now: Date;
  },
): Promise<boolean> {
  const now = w.now.toISOString();
  const result = await db.execute(sql`
    with revised as (
      update ${venues} set rev = ${w.rev}::bigint
      where id = ${w.venueId} and owner_id = ${w.userId} and deleted = false
        and xmin::text = ${w.version}
      returning 1
    ), written as (
      insert into ${items} (venue_id, kind, key, gen, hlc, node, rev, deleted, doc, updated_at)
      select ${w.venueId}, r.kind, r.key, r.gen, r.hlc, r.node, r.rev, r.deleted, r.doc,
             ${now}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(w.rows)}::jsonb)
        as r(kind text, key text, gen integer, hlc text, node text, rev bigint,
             deleted boolean, doc jsonb)
      where exists (select 1 from revised)
      on conflict (venue_id, kind, key) do update set
        gen = excluded.gen, hlc = excluded.hlc, node = excluded.node, rev = excluded.rev,
        deleted = excluded.deleted, doc = excluded.doc, updated_at = excluded.updated_at
      returning 1
    ), kept as (
      insert into ${superseded} (id, venue_id, kind, key, gen, hlc, node, deleted, doc)
      select r.id, ${w.venueId}, r.kind, r.key, r.gen, r.hlc, r.node, r.deleted, r.doc
      from jsonb_to_recordset(${JSON.stringify(w.losers)}::jsonb)
        as r(id text, kind text, key text, gen integer, hlc text, node text,
             deleted boolean, doc jsonb)
      where exists (select 1 from revised)
      returning 1
    )
    insert into ${syncClients} (client_id, venue_id, user_id, last_mid)
    select ${w.clientId}, ${w.venueId}, ${w.userId}, ${w.ackMid}::bigint
    where exists (select 1 from revised)
    on conflict (client_id, venue_id) do update set
      last_mid = excluded.last_mid, updated_at = ${now}::timestamptz
    returning 1`);
  return (result as unknown as { rows: unknown[] }).rows.length === 1;
}

import { SERVER_NODE, TRIAL_LIMITED_TYPES, type TrialCounts } from '@larder/domain';
import { proFactsJsonSql, type ProFactsJson } from '../billing/pro-facts-sql.js';
import { statement, type Query } from '../db/statements.js';
import { ownedVenueWhere } from '../venues/venue-access.js';

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

/**
 * An estimate's number to write with a push (operations-model §6): its key, its place among the
 * push's new numbers (1, 2, …; the number is the venue's count before the push plus this), and
 * the revision and server stamp of its record.
 */
export interface NumberWrite {
  key: string;
  ordinal: number;
  rev: number;
  hlc: string;
}

/** A version kept in `superseded`. */
export interface LoserWrite extends StoredVersion {
  id: string;
  kind: string;
  key: string;
}

const lockVenue = statement(
  'sync-push-lock-venue',
  'select 1 from venues where id = $1 for update',
);

/** Waits for and holds, to the end of the transaction, the lock on the venue row. */
export async function lockVenueRow(query: Query, venueId: string): Promise<void> {
  await query(lockVenue, [venueId]);
}

export interface ReadRow {
  rev: number | string;
  epoch: string;
  /** The venue row's version (its xmin): a write applies only while it is unchanged. */
  version: string;
  clients: { userId: string; venueId: string; lastMid: number | string }[];
  existing: (StoredVersion & { kind: string; key: string })[];
  /**
   * For the trial limit, only when a pushed live ingredient or recipe is not stored live yet:
   * the owner's Pro facts and the venue's live ingredients and recipes, each counted up to
   * its cap. Null otherwise.
   */
  trial: { facts: ProFactsJson; ingredients: number | string; recipes: number | string } | null;
}

/** Live items of the venue `v` of the given types ($ of a text[]), counted up to $ of a cap. */
const cappedCount = (types: string, cap: string) =>
  `(select count(*) from (
       select 1 from items t
       where t.venue_id = v.id and t.kind = 'item' and t.deleted = false
         and t.doc ->> 'type' = any(${types}::text[])
       limit ${cap}::integer
     ) counted)`;

// Each pushed key is looked up by the primary key (the lateral subquery with its limit is
// never flattened into a join), so a push costs the same in a venue of ten thousand items.
const readState = statement(
  'sync-push-read',
  `select v.rev, v.epoch, v.xmin::text as version,
     coalesce((
       select json_agg(json_build_object(
         'userId', c.user_id, 'venueId', c.venue_id, 'lastMid', c.last_mid))
       from sync_clients c where c.client_id = $2
     ), '[]'::json) as clients,
     coalesce((
       select json_agg(json_build_object(
         'kind', i.kind, 'key', i.key, 'gen', i.gen, 'hlc', i.hlc, 'node', i.node,
         'deleted', i.deleted, 'doc', i.doc))
       from jsonb_to_recordset($4::jsonb) as k(kind text, key text)
       cross join lateral (
         select * from items it
         where it.venue_id = v.id and it.kind = k.kind and it.key = k.key
         limit 1
       ) i
     ), '[]'::json) as existing,
     case when exists (
       select 1 from jsonb_array_elements_text($5::jsonb) as c(key)
       where not exists (
         select 1 from items ci
         where ci.venue_id = v.id and ci.kind = 'item' and ci.key = c.key and ci.deleted = false
       )
     ) then json_build_object(
       'facts', ${proFactsJsonSql('v.owner_id')},
       'ingredients', ${cappedCount('$6', '$7')},
       'recipes', ${cappedCount('$8', '$9')}
     ) end as trial
   from venues v
   where ${ownedVenueWhere('v', '$1', '$3')}`,
);

/**
 * In one statement, so in one snapshot: the caller's live venue with its row version (venue
 * access's rule is part of the statement), the client's rows on any venue, the stored
 * versions of the pushed keys and, when one of `trial.candidates` (the keys of pushed live
 * ingredients and recipes) is not stored live, what the trial limit needs (`ReadRow.trial`).
 * Undefined when the venue is not one the caller may reach.
 */
export async function readPushState(
  query: Query,
  userId: string,
  venueId: string,
  clientId: string,
  keys: readonly { kind: string; key: string }[],
  trial: { candidates: readonly string[]; caps: TrialCounts },
): Promise<ReadRow | undefined> {
  const [row] = await query<ReadRow>(readState, [
    venueId,
    clientId,
    userId,
    JSON.stringify(keys),
    JSON.stringify(trial.candidates),
    TRIAL_LIMITED_TYPES.ingredients,
    trial.caps.ingredients,
    TRIAL_LIMITED_TYPES.recipes,
    trial.caps.recipes,
  ]);
  return row;
}

const writeAll = statement(
  'sync-push-write',
  `with revised as (
     update venues v set rev = $5::bigint, estimate_count = v.estimate_count + $11::integer
     where ${ownedVenueWhere('v', '$1', '$2')} and v.xmin::text = $4
     returning v.estimate_count
   ), numbered as (
     insert into items (venue_id, kind, key, gen, hlc, node, rev, deleted, doc, updated_at)
     select $1, 'estimate-number', n.key, 0, n.hlc, $12, n.rev, false,
       jsonb_build_object('skey', n.key,
         'number', (select estimate_count from revised) - $11::integer + n.ordinal),
       $9::timestamptz
     from jsonb_to_recordset($10::jsonb) as n(key text, ordinal integer, rev bigint, hlc text)
     where exists (select 1 from revised)
     returning 1
   ), written as (
     insert into items (venue_id, kind, key, gen, hlc, node, rev, deleted, doc, updated_at)
     select $1, r.kind, r.key, r.gen, r.hlc, r.node, r.rev, r.deleted, r.doc, $9::timestamptz
     from jsonb_to_recordset($6::jsonb)
       as r(kind text, key text, gen integer, hlc text, node text, rev bigint,
            deleted boolean, doc jsonb)
     where exists (select 1 from revised)
     on conflict (venue_id, kind, key) do update set
       gen = excluded.gen, hlc = excluded.hlc, node = excluded.node, rev = excluded.rev,
       deleted = excluded.deleted, doc = excluded.doc, updated_at = excluded.updated_at
     returning 1
   ), kept as (
     insert into superseded (id, venue_id, kind, key, gen, hlc, node, deleted, doc)
     select r.id, $1, r.kind, r.key, r.gen, r.hlc, r.node, r.deleted, r.doc
     from jsonb_to_recordset($7::jsonb)
       as r(id text, kind text, key text, gen integer, hlc text, node text,
            deleted boolean, doc jsonb)
     where exists (select 1 from revised)
     returning 1
   )
   insert into sync_clients (client_id, venue_id, user_id, last_mid)
   select $3, $1, $2, $8::bigint
   where exists (select 1 from revised)
   on conflict (client_id, venue_id) do update set
     last_mid = excluded.last_mid, updated_at = $9::timestamptz
   returning 1`,
);

/**
 * Every write of a push in one statement (so all or nothing): the venue's revision, the items
 * (one row per key), the superseded versions and the client's acknowledged mutation id, each
 * only if the venue row is still at `version` (updating it locks it, so concurrent pushes to
 * one venue queue there and all but the first find a new version). The estimates stored for
 * the first time take the venue's next numbers (operations-model §6): the venue's count is
 * raised by their number by `update … set estimate_count = estimate_count + n returning`, and
 * each gets its `estimate-number` record, so two pushes, on any number of server processes,
 * never give one number twice or leave a gap. True when written.
 */
export async function writePush(
  query: Query,
  w: {
    venueId: string;
    userId: string;
    clientId: string;
    version: string;
    rows: readonly ItemWrite[];
    losers: readonly LoserWrite[];
    numbers: readonly NumberWrite[];
    rev: number;
    ackMid: number;
    now: Date;
  },
): Promise<boolean> {
  const rows = await query(writeAll, [
    w.venueId,
    w.userId,
    w.clientId,
    w.version,
    w.rev,
    JSON.stringify(w.rows),
    JSON.stringify(w.losers),
    w.ackMid,
    w.now.toISOString(),
    JSON.stringify(w.numbers),
    w.numbers.length,
    SERVER_NODE,
  ]);
  return rows.length === 1;
}

import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  checkSyncDocument,
  compareVersions,
  isDeletedGen,
  isTooFarAhead,
  parseHlc,
  type MutationResult,
  type PushBody,
  type PushResponse,
} from '@larder/domain';
import type { Db } from '../db/database.js';
import { items, superseded, syncClients, venues } from '../db/schema.js';
import { ApiError } from '../errors.js';

/**
 * Applies a push (sync-and-security-notes §1.4) in one transaction: lock the venue row, check
 * that venue, user and client belong together, skip replayed mutation ids, merge each
 * mutation by the conflict rule, give each stored row the next venue revision, keep losers in
 * `superseded`, record the client's last mutation id, commit; then acknowledge.
 */
export async function applyPush(
  db: Db,
  userId: string,
  venueId: string,
  body: PushBody,
  now: number,
): Promise<PushResponse> {
  return db.transaction(async (tx) => {
    const [venue] = await tx
      .select({ id: venues.id, rev: venues.rev, epoch: venues.epoch })
      .from(venues)
      .where(and(eq(venues.id, venueId), eq(venues.ownerId, userId), eq(venues.deleted, false)))
      .for('update');
    if (!venue) throw new ApiError('ERR_NOT_FOUND', 'Venue not found');

    const clients = await tx
      .select()
      .from(syncClients)
      .where(eq(syncClients.clientId, body.clientId));
    if (clients.some((c) => c.userId !== userId)) {
      throw new ApiError('ERR_FORBIDDEN', 'clientId belongs to another user');
    }
    const lastMid = clients.find((c) => c.venueId === venueId)?.lastMid ?? 0;

    const mutations = [...body.mutations].sort((a, b) => a.mid - b.mid);
    const fresh = mutations.filter((m) => m.mid > lastMid);
    const existing = new Map<string, typeof items.$inferSelect>();
    const keysByKind = new Map<string, Set<string>>();
    for (const m of fresh) {
      const set = keysByKind.get(m.kind) ?? new Set<string>();
      set.add(m.key);
      keysByKind.set(m.kind, set);
    }
    for (const [kind, keySet] of keysByKind) {
      const keys = [...keySet];
      for (let i = 0; i < keys.length; i += 500) {
        const rows = await tx
          .select()
          .from(items)
          .where(
            and(
              eq(items.venueId, venueId),
              eq(items.kind, kind),
              inArray(items.key, keys.slice(i, i + 500)),
            ),
          );
        for (const row of rows) existing.set(`${row.kind}\u0000${row.key}`, row);
      }
    }

    let rev = venue.rev;
    let ackMid = lastMid;
    const results: MutationResult[] = [];
    let stopped = false;
    for (const m of mutations) {
      if (m.mid <= lastMid) {
        results.push({ mid: m.mid, status: 'applied', reason: 'duplicate' });
        continue;
      }
      if (stopped || isTooFarAhead(m.hlc, now)) {
        // Not acknowledged: the client refreshes its clock offset, re-stamps and resends.
        stopped = true;
        results.push({ mid: m.mid, status: 'rejected', reason: 'clock-ahead' });
        continue;
      }
      ackMid = m.mid;
      const deleted = m.deleted === true;
      const node = parseHlc(m.hlc)!.node;
      const reason =
        node !== body.clientId
          ? 'the clock stamp names another node than clientId'
          : deleted !== isDeletedGen(m.gen)
            ? 'gen must be odd for a delete and even otherwise'
            : deleted
              ? null
              : checkSyncDocument(m.kind, m.key, m.doc);
      if (reason) {
        results.push({ mid: m.mid, status: 'rejected', reason });
        continue;
      }
      const mapKey = `${m.kind}\u0000${m.key}`;
      const current = existing.get(mapKey);
      const incoming = { gen: m.gen, hlc: m.hlc, node };
      const order = current ? compareVersions(incoming, current) : 1;
      if (order === 0) {
        results.push({ mid: m.mid, status: 'applied' });
        continue;
      }
      // A version another device made that this one replaces, or this one when it lost, is
      // kept; a device's own earlier version replaced by its later one is plain history.
      const loser =
        order > 0
          ? current && current.node !== node
            ? current
            : undefined
          : { ...incoming, deleted, doc: m.doc ?? null };
      if (loser) {
        await tx.insert(superseded).values({
          id: randomUUID(),
          venueId,
          kind: m.kind,
          key: m.key,
          gen: loser.gen,
          hlc: loser.hlc,
          node: loser.node,
          deleted: loser.deleted,
          doc: loser.doc,
        });
      }
      if (order < 0) {
        results.push({ mid: m.mid, status: 'superseded' });
        continue;
      }
      rev += 1;
      const row = {
        venueId,
        kind: m.kind,
        key: m.key,
        gen: m.gen,
        hlc: m.hlc,
        node,
        rev,
        deleted,
        doc: deleted ? null : (m.doc as object),
        updatedAt: new Date(now),
      };
      await tx
        .insert(items)
        .values(row)
        .onConflictDoUpdate({ target: [items.venueId, items.kind, items.key], set: row });
      existing.set(mapKey, row);
      results.push({ mid: m.mid, status: 'applied' });
    }

    if (rev !== venue.rev) await tx.update(venues).set({ rev }).where(eq(venues.id, venueId));
    if (ackMid > lastMid) {
      await tx
        .insert(syncClients)
        .values({ clientId: body.clientId, venueId, userId, lastMid: ackMid })
        .onConflictDoUpdate({
          target: [syncClients.clientId, syncClients.venueId],
          set: { lastMid: ackMid, updatedAt: new Date(now) },
        });
    }
    return { ackMid, results, serverTime: now, epoch: venue.epoch };
  });
}

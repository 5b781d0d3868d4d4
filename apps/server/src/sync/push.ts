import { randomUUID } from 'node:crypto';
import type { PushEnvelope, PushResponse, TrialCounts } from '@larder/domain';
import { proFactsOfJson } from '../billing/pro-facts-sql.js';
import { isProByFacts } from '../billing/pro-facts.js';
import type { Database } from '../db/database.js';
import type { Query } from '../db/statements.js';
import { ApiError } from '../errors.js';
import { venueNotFound } from '../venues/venue-access.js';
import { mergePush, numberKeysOf, versionKey, type CheckedPush } from './merge-push.js';
import { checkPushedMutation } from './push-body-parser.js';
import {
  lockVenueRow,
  readPushState,
  writePush,
  type ReadRow,
  type StoredVersion,
} from './push-statements.js';
import { trialCandidateKeys, trialCountCaps } from './trial-limit.js';

/**
 * Applies a push (sync-and-security-notes §1.4). Usually in two statements: one reads, in one
 * snapshot, the venue (with its row version), the client's rows and the stored versions of
 * the pushed keys; after the merge (`mergePush`), one writes the rows, the superseded
 * versions, the venue's revision and the client's last mutation id, only if the venue row is
 * still the version read. When another push to the venue came in between, the push is done
 * again inside a transaction that first locks the venue row, so pushes to one venue apply
 * one after another and each is all or nothing. The acknowledgement follows the write.
 * Each mutation is checked on its own first (`checkPushedMutation`): only the valid ones' keys are
 * read, and a bad one is answered in `results` without refusing the rest. An estimate stored for
 * the first time is numbered in the same write (operations-model §6, `writePush`).
 * The trial limit (product spec §6, `trial-limit.ts`) is judged from the same read: only when
 * the push holds a live ingredient or recipe not stored live yet does it read the venue's
 * counts and the owner's Pro facts, and only a venue that is not Pro is limited.
 */
export async function applyPush(
  database: Database,
  userId: string,
  venueId: string,
  envelope: PushEnvelope,
  now: number,
): Promise<PushResponse> {
  const body: CheckedPush = {
    clientId: envelope.clientId,
    mutations: envelope.mutations.map(checkPushedMutation),
  };
  const first = await attemptPush(database.query, userId, venueId, body, now);
  if (first) return first;
  return database.transaction(async (query) => {
    await lockVenueRow(query, venueId);
    const locked = await attemptPush(query, userId, venueId, body, now);
    if (!locked) throw new ApiError('ERR_INTERNAL', 'The venue changed while locked');
    return locked;
  });
}

/** One read, merge and conditional write; null when the venue row changed in between. */
async function attemptPush(
  query: Query,
  userId: string,
  venueId: string,
  body: CheckedPush,
  now: number,
): Promise<PushResponse | null> {
  const keys = new Map<string, { kind: string; key: string }>();
  for (const checked of body.mutations) {
    if (!checked.ok) continue;
    const { kind, key } = checked.mutation;
    keys.set(versionKey(kind, key), { kind, key });
  }
  for (const { kind, key } of numberKeysOf(body.mutations)) {
    keys.set(versionKey(kind, key), { kind, key });
  }
  const state = await readPushState(query, userId, venueId, body.clientId, [...keys.values()], {
    candidates: trialCandidateKeys(body.mutations),
    caps: trialCountCaps(body.mutations),
  });
  if (!state) throw venueNotFound();
  if (state.clients.some((c) => c.userId !== userId)) {
    throw new ApiError('ERR_FORBIDDEN', 'clientId belongs to another user');
  }
  const lastMid = Number(state.clients.find((c) => c.venueId === venueId)?.lastMid ?? 0);
  const existing = new Map<string, StoredVersion>();
  for (const row of state.existing) existing.set(versionKey(row.kind, row.key), row);
  const merged = mergePush(
    {
      venueRev: Number(state.rev),
      lastMid,
      existing,
      trial: trialCounts(state.trial, venueId, now),
    },
    body,
    now,
    randomUUID,
  );
  const answer: PushResponse = {
    ackMid: merged.ackMid,
    results: merged.results,
    serverTime: now,
    epoch: state.epoch,
  };
  if (merged.ackMid === lastMid) return answer;
  const written = await writePush(query, {
    venueId,
    userId,
    clientId: body.clientId,
    version: state.version,
    rows: merged.rows,
    losers: merged.losers,
    numbers: merged.numbers,
    rev: merged.rev,
    ackMid: merged.ackMid,
    now: new Date(now),
  });
  return written ? answer : null;
}

/** The venue's live counts when the trial limit applies to this push (not Pro), else undefined. */
function trialCounts(
  trial: ReadRow['trial'],
  venueId: string,
  now: number,
): TrialCounts | undefined {
  if (!trial || isProByFacts(proFactsOfJson(trial.facts), venueId, now)) return undefined;
  return { ingredients: Number(trial.ingredients), recipes: Number(trial.recipes) };
}

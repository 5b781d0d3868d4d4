import {
  compareVersions,
  formatHlc,
  isDeletedGen,
  isTooFarAhead,
  issue,
  parseHlc,
  SERVER_NODE,
  wireIssue,
  type CheckedMutation,
  type DomainIssue,
  type Mutation,
  type MutationResult,
  type TrialCounts,
} from '@larder/domain';
import type { ItemWrite, LoserWrite, NumberWrite, StoredVersion } from './push-statements.js';
import { countStored, trialRefusal } from './trial-limit.js';

/** Why a well-formed mutation is refused: a stamp of another node, or a gen of the wrong parity. */
function refusalOf(m: Mutation, clientId: string): DomainIssue | null {
  if (parseHlc(m.hlc)?.node !== clientId) {
    return issue('field-invalid', 'hlc', 'the clock stamp names another node than clientId');
  }
  if ((m.deleted === true) !== isDeletedGen(m.gen)) {
    return issue('field-invalid', 'gen', 'gen must be odd for a delete and even otherwise');
  }
  return null;
}

/** What the server holds for a push, read in one snapshot. */
export interface PushState {
  venueRev: number;
  lastMid: number;
  existing: ReadonlyMap<string, StoredVersion>;
  /**
   * The venue's live ingredients and recipes when the trial limit applies (a venue that is not
   * Pro, and a push that may add items); undefined when nothing is limited.
   */
  trial?: TrialCounts;
}

/** The outcome of merging a push: the answer per mutation and what to write. */
export interface MergedPush {
  results: MutationResult[];
  rows: ItemWrite[];
  losers: LoserWrite[];
  /** The estimates this push stores for the first time, each to be given the next number. */
  numbers: NumberWrite[];
  rev: number;
  ackMid: number;
}

export const versionKey = (kind: string, key: string): string => `${kind}\u0000${key}`;

/**
 * The keys a push must read besides its own: the number of each pushed estimate, which tells
 * whether the estimate was numbered already (operations-model §6).
 */
export const numberKeysOf = (mutations: readonly CheckedMutation[]) =>
  mutations.flatMap((checked) =>
    checked.ok && checked.mutation.kind === 'estimate'
      ? [{ kind: 'estimate-number', key: checked.mutation.key }]
      : [],
  );

/** A push whose mutations were each checked on their own (`checkMutation`). */
export interface CheckedPush {
  clientId: string;
  mutations: readonly CheckedMutation[];
}

/**
 * Merges a push into the stored state (sync-and-security-notes §1.4): replayed mutation ids
 * are skipped, a clock too far ahead stops acknowledgement there, a bad mutation (its key,
 * kind, generation, stamp or document) is rejected with its issue yet acknowledged, so it
 * never blocks the changes after it, and each valid mutation is merged by the conflict rule
 * (gen, hlc, node).
 * Under the trial limit (`state.trial`), a live ingredient or recipe that would be one past
 * the limit is rejected with `trial-limit` yet acknowledged, as a bad mutation is.
 * Each stored row takes the next venue revision; a version another device made that is
 * replaced, or an incoming one that lost, is kept as a loser. An estimate stored live for the
 * first time (no number yet in `state.existing`) is listed in `numbers` with the revision and
 * server stamp of its number record (operations-model §6): one created and deleted before it
 * was first pushed gets none, and a deleted one keeps its own. Pure: ids come from `newId`.
 */
export function mergePush(
  state: PushState,
  body: CheckedPush,
  now: number,
  newId: () => string,
): MergedPush {
  const existing = new Map(state.existing);
  const mutations = [...body.mutations].sort((a, b) => a.mid - b.mid);
  let rev = state.venueRev;
  let ackMid = state.lastMid;
  const results: MutationResult[] = [];
  const written = new Map<string, ItemWrite>();
  const losers: LoserWrite[] = [];
  const numbers: NumberWrite[] = [];
  const counts = state.trial ? { ...state.trial } : undefined;
  let stopped = false;
  for (const checked of mutations) {
    if (checked.mid <= state.lastMid) {
      results.push({ mid: checked.mid, status: 'applied', reason: 'duplicate' });
      continue;
    }
    if (stopped || (checked.ok && isTooFarAhead(checked.mutation.hlc, now))) {
      // Not acknowledged: the client refreshes its clock offset, re-stamps and resends.
      stopped = true;
      results.push({ mid: checked.mid, status: 'rejected', reason: 'clock-ahead' });
      continue;
    }
    ackMid = checked.mid;
    const refused = checked.ok ? refusalOf(checked.mutation, body.clientId) : checked.issue;
    if (refused || !checked.ok) {
      const why = refused ?? issue('record-invalid');
      results.push({
        mid: checked.mid,
        status: 'rejected',
        reason: why.message,
        issue: wireIssue(why),
      });
      continue;
    }
    const m = checked.mutation;
    const deleted = m.deleted === true;
    const node = parseHlc(m.hlc)!.node;
    const mapKey = versionKey(m.kind, m.key);
    const current = existing.get(mapKey);
    const incoming: StoredVersion = {
      gen: m.gen,
      hlc: m.hlc,
      node,
      deleted,
      doc: deleted ? null : (m.doc ?? null),
    };
    const order = current ? compareVersions(incoming, current) : 1;
    if (order === 0) {
      results.push({ mid: m.mid, status: 'applied' });
      continue;
    }
    const overLimit = order > 0 && counts ? trialRefusal(counts, m, current) : null;
    if (overLimit) {
      results.push({
        mid: m.mid,
        status: 'rejected',
        reason: overLimit.message,
        issue: wireIssue(overLimit),
      });
      continue;
    }
    // A version another device made that this one replaces, or this one when it lost, is
    // kept; a device's own earlier version replaced by its later one is plain history.
    const loser = order > 0 ? (current && current.node !== node ? current : undefined) : incoming;
    if (loser) {
      losers.push({
        id: newId(),
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
    written.set(mapKey, { kind: m.kind, key: m.key, ...incoming, rev });
    if (counts) countStored(counts, m, current);
    existing.set(mapKey, incoming);
    results.push({ mid: m.mid, status: 'applied' });
    const numberKey = versionKey('estimate-number', m.key);
    if (m.kind === 'estimate' && !deleted && !existing.has(numberKey)) {
      // First stored live here: the estimate takes the venue's next number, in this write.
      rev += 1;
      const stamp = formatHlc({ ms: now, counter: 0, node: SERVER_NODE });
      numbers.push({ key: m.key, ordinal: numbers.length + 1, rev, hlc: stamp });
      existing.set(numberKey, { gen: 0, hlc: stamp, node: SERVER_NODE, deleted: false, doc: null });
    }
  }
  return { results, rows: [...written.values()], losers, numbers, rev, ackMid };
}

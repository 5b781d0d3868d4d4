import {
  issue,
  mayAddUnderTrial,
  TRIAL_LIMITS,
  trialKindOf,
  type CheckedMutation,
  type DomainIssue,
  type Mutation,
  type TrialCounts,
} from '@larder/domain';
import type { StoredVersion } from './push-statements.js';

/**
 * The trial limit on push (product spec §6): a venue that is not Pro holds at most
 * `TRIAL_LIMITS` live ingredients and recipes. A pushed item that would add one past the
 * limit (live, under a key not stored live) is refused on its own with `trial-limit`; edits of
 * stored items and deletes are never limited.
 */

const typeOf = (doc: unknown): unknown =>
  doc && typeof doc === 'object' ? (doc as { type?: unknown }).type : undefined;

const isLive = (version: StoredVersion | undefined): version is StoredVersion =>
  version !== undefined && !version.deleted;

/**
 * The keys of the push's live ingredients and recipes: the push reads the venue's counts and
 * Pro facts only when one of them is not stored live yet.
 */
export const trialCandidateKeys = (mutations: readonly CheckedMutation[]): string[] =>
  mutations.flatMap((checked) =>
    checked.ok &&
    checked.mutation.kind === 'item' &&
    checked.mutation.deleted !== true &&
    trialKindOf(typeOf(checked.mutation.doc))
      ? [checked.mutation.key]
      : [],
  );

/**
 * How far past each limit the stored items must be counted: every item mutation of the push
 * may take one away (a delete, or a new type), so the count stops at the limit plus those.
 */
export const trialCountCaps = (mutations: readonly CheckedMutation[]): TrialCounts => {
  const items = mutations.filter((c) => c.ok && c.mutation.kind === 'item').length;
  return { ingredients: TRIAL_LIMITS.ingredients + items, recipes: TRIAL_LIMITS.recipes + items };
};

/** Why `m` may not be stored in a venue holding `counts`, or null when it may. */
export function trialRefusal(
  counts: TrialCounts,
  m: Mutation,
  current: StoredVersion | undefined,
): DomainIssue | null {
  if (m.kind !== 'item' || m.deleted === true || isLive(current)) return null;
  const kind = trialKindOf(typeOf(m.doc));
  if (!kind || mayAddUnderTrial(counts, kind, false)) return null;
  return { ...issue('trial-limit', 'type'), params: { kind, limit: TRIAL_LIMITS[kind] } };
}

/** Counts `m`, stored over `current`, into `counts`. */
export function countStored(
  counts: TrialCounts,
  m: Mutation,
  current: StoredVersion | undefined,
): void {
  if (m.kind !== 'item') return;
  const before = isLive(current) ? trialKindOf(typeOf(current.doc)) : undefined;
  const after = m.deleted === true ? undefined : trialKindOf(typeOf(m.doc));
  if (before) counts[before] -= 1;
  if (after) counts[after] += 1;
}

import {
  mayAddUnderTrial,
  REASON_MESSAGES,
  TRIAL_LIMITS,
  trialKindOf,
  type CatalogueItem,
  type DomainIssue,
  type TrialCounts,
  type TrialLimitedKind,
} from '@larder/domain';
import { DataError } from '../errors/data-error';

/**
 * What the store knows of its venue's Pro status (product spec §4): `true` or `false` once the
 * page has told it, `null` while it does not know (no signed-in user read yet, or one cached
 * before the allowed venue count existed). Only `false` limits: a venue whose status is not
 * known is never refused on the device, so a Pro venue never loses an add to a stale answer;
 * should it not be Pro, the server refuses the add on push and the change log holds it in the
 * outbox (`ChangeLog.hold`), so nothing is lost either way.
 */
export type ProStatus = boolean | null;

/** The live ingredients (single, multiple, part) and recipes of a catalogue. */
export function trialCounts(items: Iterable<CatalogueItem>): TrialCounts {
  const counts = { ingredients: 0, recipes: 0 };
  for (const item of items) {
    const kind = trialKindOf(item.type);
    if (kind) counts[kind]++;
  }
  return counts;
}

/** The kind a live item counts towards, none for a deleted one or packaging. */
const countedAs = (item: CatalogueItem | undefined): TrialLimitedKind | undefined =>
  item && item.deleted !== true ? trialKindOf(item.type) : undefined;

/** The issue of an add refused for the trial limit, as the server names it on push. */
export function trialLimitIssue(kind: TrialLimitedKind): DomainIssue {
  return {
    reason: 'trial-limit',
    path: 'type',
    params: { kind, limit: TRIAL_LIMITS[kind] },
    message: REASON_MESSAGES['trial-limit'],
  };
}

/**
 * Refuses, with a `trial-limit` DataError, a change whose written items would add a live
 * ingredient past `TRIAL_LIMITS.ingredients` or a recipe past `TRIAL_LIMITS.recipes` in a
 * venue that is not Pro (the domain's `mayAddUnderTrial`). An item adds one when it is live
 * after the change and did not count as that kind before (new, restored, or its type changed);
 * items the change deletes or moves to another kind are taken off first. Edits, deletes and
 * re-costs add nothing and are never limited, whatever the counts.
 */
export function checkTrialLimit(
  written: readonly CatalogueItem[],
  before: ReadonlyMap<string, CatalogueItem>,
  pro: ProStatus,
): void {
  if (pro !== false) return;
  const adds: TrialLimitedKind[] = [];
  const removed = { ingredients: 0, recipes: 0 };
  for (const item of written) {
    const was = countedAs(before.get(item.foodkey));
    const now = countedAs(item);
    if (was === now) continue;
    if (was) removed[was]++;
    if (now) adds.push(now);
  }
  if (adds.length === 0) return;
  const counts = trialCounts(before.values());
  counts.ingredients -= removed.ingredients;
  counts.recipes -= removed.recipes;
  for (const kind of adds) {
    if (!mayAddUnderTrial(counts, kind, false)) {
      const issue = trialLimitIssue(kind);
      throw new DataError('trial-limit', issue.message, [issue]);
    }
    counts[kind]++;
  }
}

import { REASON_MESSAGES } from '../errors';
import type { WarningSink } from '../messages';
import type { CatalogueItem } from '../records/item';
import { unitTableFor, type UnitsInput } from '../units/unit-table';
import type { LineSource } from './cost-recipe';
import { recomputeItem, type ProfileSlot } from './recompute-item';
import { planFor } from './recalculate-plan';
import { computeProfile, type ItemProfile } from '../units/item-profile';
import { profileOf, resolvedEntry, type ResolvedItem } from './resolver';

/** Options of a recompute: where warnings go (the domain never logs). */
export interface RecomputeOptions {
  readonly onWarning?: WarningSink;
}

const NONE: readonly number[] = [];
const NO_NAMES: readonly string[] = [];

/**
 * Recomputes every item in dependency order (costing-model §3, §6): ingredients and packaging
 * from their purchase data, parts from their `multiple` parent, recipes after the recipes they
 * use. Returns the records, in input order, with gramcost, mlcost, eachcost, map.each_value
 * and costs filled: a record that already carries exactly its figures is returned as it is,
 * any other is a new record. Items are indexed by foodkey once
 * (see `planFor`); the rest works on integer ids.
 */
export const recalculateAll = (
  items: readonly CatalogueItem[],
  units?: UnitsInput,
  options?: RecomputeOptions,
): CatalogueItem[] => {
  const table = unitTableFor(units);
  const n = items.length;
  const { ids, canonical, parent, lineNames, lineIds, order, loops } = planFor(items);
  const onWarning = options?.onWarning;
  if (onWarning)
    for (const from of loops)
      onWarning({
        message: REASON_MESSAGES['recipe-loop'],
        foodkey: (items[from] as CatalogueItem).foodkey,
      });
  // current[i]: item i as recomputed so far. profiles[i]: the conversion profile of current[i]
  // once known; `recomputed[i]` is 1 when current[i] is a record this call made (its profile, when
  // its recompute did not give it, is computed when a line first asks), else current[i] is the
  // record as given, whose entry (profile included) is kept across recomputes. entries[i]: the
  // entry of current[i] a part item's parent is found by, made when first asked for.
  const current = items.slice();
  const profiles = new Array<ItemProfile | null | undefined>(n);
  const recomputed = new Uint8Array(n);
  const entries = new Array<ResolvedItem | undefined>(n);
  const entryOf = (i: number): ResolvedItem => {
    const item = current[i] as CatalogueItem;
    let entry = entries[i];
    if (entry === undefined || entry.item !== item) {
      entry =
        recomputed[i] === 1 ? { item, profile: profiles[i] ?? null } : resolvedEntry(item, table);
      entries[i] = entry;
    }
    return entry;
  };
  const resolve = (key: string): ResolvedItem | undefined => {
    const i = ids.get(key);
    return i === undefined ? undefined : entryOf(i);
  };
  // A line's profile is asked for right after its item: the profile of the last item found.
  let last = -1;
  // The recipe being costed asks for its lines' items in the order `dependenciesOf` noted
  // them: the id noted for the very same name is taken, any other name is looked up.
  let names: readonly string[] = NO_NAMES;
  let found: readonly number[] = NONE;
  let at = 0;
  const source: LineSource = {
    item: (key) => {
      const j = at++;
      const i = names[j] === key ? (found[j] as number) : (ids.get(key) ?? -1);
      if (i < 0) return undefined;
      last = i;
      return current[i];
    },
    profile: (item) => {
      if (current[last] !== item) return profileOf(resolvedEntry(item, table), table);
      let profile = profiles[last];
      if (profile === undefined || profile === null) {
        profile =
          recomputed[last] === 1
            ? computeProfile(item, table)
            : profileOf(resolvedEntry(item, table), table);
        profiles[last] = profile;
      }
      return profile;
    },
  };
  // A recomputed ingredient's profile, the one it was costed with (see `ProfileSlot`).
  const slot: ProfileSlot = { profile: null };
  for (let k = 0; k < n; k++) {
    const i = order[k] as number;
    const item = items[i] as CatalogueItem;
    if (canonical[i] !== i) continue;
    const p = parent[i] as number;
    const parentKey = p >= 0 ? (items[p] as CatalogueItem).foodkey : undefined;
    names = lineNames[i] ?? NO_NAMES;
    found = lineIds[i] ?? NONE;
    at = 0;
    const next = recomputeItem(item, resolve, table, parentKey, onWarning, source, slot);
    if (next !== item) {
      current[i] = next;
      profiles[i] = slot.profile;
      recomputed[i] = 1;
    }
  }
  const out = new Array<CatalogueItem>(n);
  for (let i = 0; i < n; i++) out[i] = current[canonical[i] as number] as CatalogueItem;
  return out;
};

import type { CatalogueItem } from '../records/item';
import type { ItemProfile } from '../units/item-profile';
import type { ResolvedItem } from './resolver';

/**
 * An item met by the propagation walk. It is also the entry (`ResolvedItem`) of its record as
 * recomputed so far, read once it is `changed` (no entry object made per recomputed item).
 */
export interface Visit extends ResolvedItem {
  /** The walk that met it (see `Walk`): a visit of an earlier walk is not met yet. */
  walk: number;
  /** Its foodkey, as the walk reached it. */
  key: string;
  /** Its record: the changed item itself, else the catalogue's. */
  record: CatalogueItem;
  /** Foodkeys of the items that use it. */
  users: readonly string[];
  /**
   * The items met by the walk that it uses (those whose `users` name it, once per naming):
   * `by`, the visit that reached it (null for a changed item), then `more`, any met after it.
   * Most items are reached once: no list is made for them.
   */
  by: Visit | null;
  more: Visit[] | null;
  /** Its walk is over (its users all met). */
  done: boolean;
  /** A changed item. */
  root: boolean;
  /**
   * It came out different when recomputed (or is a changed item): then `item` is its
   * recomputed record and `profile` that record's profile when known, as in any entry.
   */
  changed: boolean;
  item: CatalogueItem;
  profile: ItemProfile | null;
}

/**
 * One walk's visits by foodkey. The visits are kept from one walk to the next and set anew
 * when met again (stamped with the walk's number): a walk of a few hundred items then makes
 * neither a map nor a visit per item (measured 5-9% of propagate with an index).
 */
export interface Walk {
  readonly number: number;
  readonly visits: Map<string, Visit>;
}

/** The visits of the last walk, given to the next; none while a walk runs. */
let spare: Map<string, Visit> | null = new Map();
/** Past this many foodkeys, the kept visits are dropped (a bound on memory). */
const SPARE_LIMIT = 50_000;
let walks = 0;

/** What a visit holds once its walk is over: no record, so none is kept alive by it. */
const RELEASED = Object.freeze({ type: 'packaging', foodkey: '' }) as CatalogueItem;
const NONE: readonly string[] = Object.freeze([]);

/**
 * A new walk, with the kept visits; a walk started while another runs (from a warning) has
 * visits of its own.
 */
export const startWalk = (): Walk => {
  const visits = spare ?? new Map<string, Visit>();
  spare = null;
  return { number: ++walks, visits };
};

/** Ends a walk: its visits let go of what they held and are kept for the next walk. */
export const endWalk = (walk: Walk, met: readonly Visit[]): void => {
  for (let i = 0; i < met.length; i++) {
    const visit = met[i] as Visit;
    visit.record = RELEASED;
    visit.item = RELEASED;
    visit.users = NONE;
    visit.by = null;
    visit.more = null;
    visit.profile = null;
  }
  spare = walk.visits.size > SPARE_LIMIT ? new Map() : walk.visits;
};

/** The visit kept under `key`: met by this walk (see `metBy`), an earlier one, or none. */
export const keptVisit = (walk: Walk, key: string): Visit | undefined => walk.visits.get(key);

/** A kept visit was met by this walk. */
export const metBy = (walk: Walk, kept: Visit | undefined): kept is Visit =>
  kept !== undefined && kept.walk === walk.number;

/** The visit of `key` met by the walk, if any. */
export const metIn = (walk: Walk, key: string): Visit | undefined => {
  const kept = walk.visits.get(key);
  return metBy(walk, kept) ? kept : undefined;
};

/**
 * The visit of `key` in the walk, not met by it yet (`kept`, what `keptVisit` gave), reached
 * from `by` (null for a changed item).
 */
export const visitIn = (
  walk: Walk,
  kept: Visit | undefined,
  key: string,
  record: CatalogueItem,
  users: readonly string[],
  by: Visit | null,
): Visit => {
  if (kept === undefined) {
    const visit: Visit = {
      walk: walk.number,
      key,
      record,
      users,
      by,
      more: null,
      done: false,
      root: false,
      changed: false,
      item: record,
      profile: null,
    };
    walk.visits.set(key, visit);
    return visit;
  }
  kept.walk = walk.number;
  kept.key = key;
  kept.record = record;
  kept.users = users;
  kept.by = by;
  kept.more = null;
  kept.done = false;
  kept.root = false;
  kept.changed = false;
  kept.item = record;
  kept.profile = null;
  return kept;
};

/** One of the visits the item uses came out different (or is a changed item) so far. */
export const usesChanged = (visit: Visit): boolean => {
  if (visit.by !== null && visit.by.changed) return true;
  const more = visit.more;
  if (more !== null) for (let i = 0; i < more.length; i++) if (more[i]!.changed) return true;
  return false;
};

/** The visit among those `visit` uses whose key is `key`, else undefined. */
export const usedVisit = (visit: Visit, key: string): Visit | undefined => {
  if (visit.by !== null && visit.by.key === key) return visit.by;
  const more = visit.more;
  if (more !== null) {
    for (let i = 0; i < more.length; i++) if (more[i]!.key === key) return more[i];
  }
  return undefined;
};

/** Anything searchable by key: master items (foodkey) or suppliers and menus (skey). */
export interface Searchable {
  readonly foodkey?: string | null | undefined;
  readonly skey?: string | null | undefined;
}

/**
 * A search index over a list of items: every upper-cased key joined into one text (separated
 * by a newline) with each key's start offset, so a word is found with native `indexOf` scans
 * over one string instead of one call per item.
 */
export interface SearchIndex<T extends Searchable> {
  readonly items: readonly T[];
  readonly text: string;
  /** starts[i] is the offset of item i's key in `text`; starts[n] = text length + 1. */
  readonly starts: Int32Array;
}

/** The item's key as searched: foodkey, else skey, upper-cased. */
export const searchKey = (item: Searchable): string =>
  (item.foodkey ?? item.skey ?? '').toUpperCase();

/** Builds the index of a list (the list is kept by reference; records are immutable). */
export const buildSearchIndex = <T extends Searchable>(items: readonly T[]): SearchIndex<T> => {
  const keys = new Array<string>(items.length);
  const starts = new Int32Array(items.length + 1);
  let offset = 0;
  for (let i = 0; i < items.length; i++) {
    const key = searchKey(items[i] as T).replace(/\n/g, ' ');
    keys[i] = key;
    starts[i] = offset;
    offset += key.length + 1;
  }
  starts[items.length] = offset;
  return { items: [...items], text: keys.join('\n'), starts };
};

/** Index of the item whose key contains text offset `at` (binary search over starts). */
export const itemAt = (starts: Int32Array, at: number): number => {
  let lo = 0;
  let hi = starts.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] as number) <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
};

const cache = new WeakMap<readonly Searchable[], SearchIndex<Searchable>>();

/**
 * The cached index of a list, rebuilt when the list's length or any element changed
 * (an identity check per element: cheap next to string matching).
 */
export const searchIndexFor = <T extends Searchable>(items: readonly T[]): SearchIndex<T> => {
  const hit = cache.get(items) as SearchIndex<T> | undefined;
  if (hit !== undefined && hit.items.length === items.length) {
    let same = true;
    for (let i = 0; i < items.length; i++) {
      if (hit.items[i] !== items[i]) {
        same = false;
        break;
      }
    }
    if (same) return hit;
  }
  const index = buildSearchIndex(items);
  cache.set(items, index as SearchIndex<Searchable>);
  return index;
};

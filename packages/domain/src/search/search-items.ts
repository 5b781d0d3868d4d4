import { itemAt, searchIndexFor, type SearchIndex, type Searchable } from './search-index';

export type { Searchable } from './search-index';

/** A query needs at least 3 characters (costing-model §11, product spec §5). */
export const MIN_QUERY_LENGTH = 3;

/** The query's words: upper-cased, split on spaces; none when shorter than 3 characters. */
export const queryWords = (query: string): string[] => {
  const q = query.trim().toUpperCase();
  if (q.length < MIN_QUERY_LENGTH) return [];
  return q.split(' ').filter((w) => w.length > 0);
};

/** Searches a prepared index (see `searchItems`). */
export const searchIndex = <T extends Searchable>(index: SearchIndex<T>, query: string): T[] => {
  const words = queryWords(query);
  const first = words[0];
  if (first === undefined) return [];
  const { text, starts, items } = index;
  const hits: { item: T; pos: number; key: string }[] = [];
  let last = -1;
  for (let at = text.indexOf(first); at >= 0; at = text.indexOf(first, at + 1)) {
    const i = itemAt(starts, at);
    if (i === last) continue;
    last = i;
    const start = starts[i] as number;
    const key = text.slice(start, (starts[i + 1] as number) - 1);
    if (at + first.length > start + key.length) continue;
    let all = true;
    for (let w = 1; w < words.length; w++) {
      if (!key.includes(words[w] as string)) {
        all = false;
        break;
      }
    }
    if (all) hits.push({ item: items[i] as T, pos: at - start, key });
  }
  hits.sort((a, b) => a.pos - b.pos || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return hits.map((h) => h.item);
};

/**
 * Item search (costing-model §11, product spec §5): the query is upper-cased and needs at
 * least 3 characters; it is split on spaces; an item matches when every word appears in its
 * key; results are ordered by the position of the first word in the key, then by key.
 * The list's index is built once and cached while the list is unchanged.
 */
export const searchItems = <T extends Searchable>(items: readonly T[], query: string): T[] =>
  queryWords(query).length === 0 ? [] : searchIndex(searchIndexFor(items), query);

import type { Food } from './food-record';
import type { FoodIndex } from './food-index';
import { foodWords } from './food-words';

export interface FoodSearchOptions {
  /** Also return foods listed only as deprecated in the source (default false). */
  readonly includeDeprecated?: boolean;
}

/** Default number of results. */
export const FOOD_SEARCH_LIMIT = 20;

/** At most this many distinct query words are used. */
const MAX_TERMS = 16;

/** The range [lo, hi) of sorted `vocabulary` words that start with `prefix`. */
const prefixRange = (vocabulary: readonly string[], prefix: string): [number, number] => {
  const lowerBound = (key: string): number => {
    let lo = 0;
    let hi = vocabulary.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((vocabulary[mid] as string) < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return [lowerBound(prefix), lowerBound(`${prefix}\uffff`)];
};

/** How many of the name's first words are matched, in a row, by distinct query words. */
const leadingMatches = (words: readonly string[], terms: readonly string[]): number => {
  let used = 0;
  let lead = 0;
  for (const word of words) {
    let hit = -1;
    for (let i = 0; i < terms.length && hit < 0; i++)
      if (!(used & (1 << i)) && word.startsWith(terms[i] as string)) hit = i;
    if (hit < 0) break;
    used |= 1 << hit;
    lead++;
  }
  return lead;
};

/** How many query words equal a whole name word. */
const exactMatches = (words: readonly string[], terms: readonly string[]): number => {
  let exact = 0;
  for (const term of terms) if (words.includes(term)) exact++;
  return exact;
};

/** The foods whose names have a word starting with every term (rarest term first). */
const matchingFoods = (index: FoodIndex, terms: readonly string[]): number[] => {
  const passes = terms
    .map((t) => {
      const [lo, hi] = prefixRange(index.vocabulary, t);
      let size = 0;
      for (let k = lo; k < hi; k++) size += (index.postings[k] as Uint32Array).length;
      return { lo, hi, size };
    })
    .sort((a, b) => a.size - b.size);
  const matched = new Uint8Array(index.foods.length);
  const found: number[] = [];
  passes.forEach(({ lo, hi }, pass) => {
    const last = pass === passes.length - 1;
    for (let k = lo; k < hi; k++)
      for (const f of index.postings[k] as Uint32Array)
        if (matched[f] === pass) {
          matched[f] = pass + 1;
          if (last) found.push(f);
        }
  });
  return found;
};

/**
 * Search as you type: the query's words (see `foodWords`) must each be the start of a word of
 * the food's name, in any order. Ranked by how many of the name's first words the query
 * matches in a row, then by query words matching a whole name word, then shorter names, then
 * name and id. At most `limit` foods; none for an empty query.
 */
export const searchFoods = (
  index: FoodIndex,
  query: string,
  limit: number = FOOD_SEARCH_LIMIT,
  options: FoodSearchOptions = {},
): Food[] => {
  const terms = [...new Set(foodWords(query))].slice(0, MAX_TERMS);
  if (terms.length === 0 || limit <= 0) return [];
  const n = index.foods.length;
  const keys: number[] = [];
  for (const f of matchingFoods(index, terms)) {
    if ((index.foods[f] as Food).deprecated && !options.includeDeprecated) continue;
    const words = index.words[f] as readonly string[];
    const lead = leadingMatches(words, terms);
    const exact = exactMatches(words, terms);
    // One sortable number: more leading words, then more exact words, then the name order.
    keys.push(
      ((MAX_TERMS - lead) * (MAX_TERMS + 1) + (MAX_TERMS - exact)) * n + (index.order[f] as number),
    );
  }
  const sorted = Float64Array.from(keys).sort();
  const out: Food[] = [];
  for (let i = 0; i < sorted.length && i < limit; i++)
    out.push(index.foods[index.byOrder[(sorted[i] as number) % n] as number] as Food);
  return out;
};

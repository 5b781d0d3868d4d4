import type { Food } from './food-record';
import { foodWords } from './food-words';

/**
 * An in-memory search index over the foods, built once (`buildFoodIndex`): the sorted
 * vocabulary of name words with, for each word, the foods containing it, and each food's
 * words in name order.
 */
export interface FoodIndex {
  readonly foods: readonly Food[];
  readonly byId: ReadonlyMap<string, Food>;
  /** Distinct name words, sorted (code-unit order), so a prefix is one contiguous range. */
  readonly vocabulary: readonly string[];
  /** For vocabulary word i, the indexes of the foods whose name has it. */
  readonly postings: readonly Uint32Array[];
  /** Each food's name words in order. */
  readonly words: readonly (readonly string[])[];
  /** Each food's place when sorted by name length, then name, then id (the final tie-breaks). */
  readonly order: Uint32Array;
  /** The food index at each place of `order`. */
  readonly byOrder: Uint32Array;
}

const byLengthThenName = (a: Food, b: Food): number =>
  a.name.length - b.name.length ||
  (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Builds the search index of a food list (linear in the total number of name words). */
export const buildFoodIndex = (foods: readonly Food[]): FoodIndex => {
  const words = foods.map((f) => foodWords(f.name));
  const lists = new Map<string, number[]>();
  words.forEach((list, i) => {
    for (const w of new Set(list)) {
      const hit = lists.get(w);
      if (hit) hit.push(i);
      else lists.set(w, [i]);
    }
  });
  const vocabulary = [...lists.keys()].sort();
  const byOrder = Uint32Array.from(foods.keys()).sort((a, b) =>
    byLengthThenName(foods[a] as Food, foods[b] as Food),
  );
  const order = new Uint32Array(foods.length);
  byOrder.forEach((f, place) => {
    order[f] = place;
  });
  return {
    foods,
    byId: new Map(foods.map((f) => [f.id, f])),
    vocabulary,
    postings: vocabulary.map((w) => Uint32Array.from(lists.get(w) ?? [])),
    words,
    order,
    byOrder,
  };
};

/** The food with a databank id ('01001'), or null: resolves an item's `usda` id string. */
export const findFood = (index: FoodIndex, id: string): Food | null => index.byId.get(id) ?? null;

/**
 * Benchmark of the bundled nutrition database search (src/nutrition-db). Prints JSON: decode
 * and index build times, then median and p95 ms per query over about 50 realistic queries,
 * typed as prefixes too (as you type), searching all foods including deprecated ones.
 *
 *   npx tsx packages/domain/bench/nutrition-search.ts
 */
import data from '../data/usda-sr24.json';
import { buildFoodIndex, decodeFoods, searchFoods } from '../src/nutrition-db/index';

const QUERIES = [
  'butter',
  'salted butter',
  'milk whole',
  'milk 2%',
  'egg',
  'egg white',
  'cheddar',
  'cheese parmesan',
  'cream heavy',
  'yogurt plain',
  'chicken breast',
  'chicken thigh raw',
  'beef ground',
  'beef sirloin',
  'pork loin',
  'bacon',
  'ham',
  'lamb leg',
  'salmon',
  'tuna canned',
  'shrimp',
  'cod',
  'rice white',
  'rice brown cooked',
  'pasta',
  'spaghetti',
  'flour wheat',
  'bread white',
  'oats',
  'sugar',
  'brown sugar',
  'honey',
  'olive oil',
  'canola oil',
  'onion',
  'garlic',
  'tomato',
  'tomato sauce',
  'potato',
  'sweet potato',
  'carrot',
  'spinach',
  'lettuce',
  'broccoli',
  'mushroom',
  'apple',
  'banana',
  'lemon juice',
  'orange',
  'strawberries',
  'almonds',
  'peanut butter',
  'chickpeas',
  'black beans',
  'tofu',
  'soy sauce',
  'salt table',
  'pepper black',
  'basil',
  'cinnamon',
  'vanilla extract',
  'chocolate dark',
  'coffee',
];

/** Each query as typed: every prefix of 2 or more characters, then the whole query. */
const typed = QUERIES.flatMap((q) => {
  const out: string[] = [];
  for (let n = 2; n <= q.length; n++) out.push(q.slice(0, n));
  return out;
});

const quantile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;

let start = performance.now();
const decoded = decodeFoods(data);
if (!decoded.ok) throw new Error(JSON.stringify(decoded.error.slice(0, 3)));
const decodeMs = performance.now() - start;
start = performance.now();
const index = buildFoodIndex(decoded.value);
const buildMs = performance.now() - start;

const options = { includeDeprecated: true };
for (let round = 0; round < 3; round++) for (const q of typed) searchFoods(index, q, 20, options);

const time = (queries: readonly string[]): number[] => {
  const samples: number[] = [];
  for (let round = 0; round < 5; round++)
    for (const q of queries) {
      const t = performance.now();
      searchFoods(index, q, 20, options);
      samples.push(performance.now() - t);
    }
  return samples.sort((a, b) => a - b);
};
const whole = time(QUERIES);
const asTyped = time(typed);
const r = (x: number): number => Number(x.toFixed(3));

console.log(
  JSON.stringify(
    {
      foods: index.foods.length,
      vocabulary: index.vocabulary.length,
      decodeMs: r(decodeMs),
      buildIndexMs: r(buildMs),
      queries: QUERIES.length,
      perQueryMs: {
        median: r(quantile(whole, 0.5)),
        p95: r(quantile(whole, 0.95)),
        max: r(quantile(whole, 1)),
      },
      typedPrefixes: typed.length,
      perKeystrokeMs: {
        median: r(quantile(asTyped, 0.5)),
        p95: r(quantile(asTyped, 0.95)),
        max: r(quantile(asTyped, 1)),
      },
    },
    null,
    2,
  ),
);

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import data from '../../data/usda-sr24.json';
import { decodeFoods } from './decode-foods';
import { buildFoodIndex, findFood } from './food-index';
import type { Food } from './food-record';
import { foodWords } from './food-words';
import { searchFoods } from './search-foods';

const decoded = decodeFoods(data);
const index = buildFoodIndex(decoded.ok ? decoded.value : []);
const names = (query: string, limit = 5): string[] =>
  searchFoods(index, query, limit).map((f) => f.name);

describe('food search on the bundled foods (as you type)', () => {
  it('word prefixes, case-insensitive: "BUTT SAL" finds salted butter first', () => {
    expect(names('BUTT SAL')[0]).toBe('Butter, salted');
    expect(names('butt sal')).toEqual(names('BUTT SAL'));
  });

  it('any word order: "salted butter" still ranks "Butter, salted" first', () => {
    expect(names('salted butter')[0]).toBe('Butter, salted');
  });

  it('more leading words matched first: "chicken breast" before names starting elsewhere', () => {
    const top = names('chicken breast', 10);
    expect(top.length).toBe(10);
    for (const name of top) expect(foodWords(name)[0]).toMatch(/^chicken/);
  });

  it('a whole-word match beats a longer word with that prefix: "egg" ranks "Egg, ..." first', () => {
    expect(foodWords(names('egg')[0] ?? '')[0]).toBe('egg');
  });

  it('every query word must match the start of a word (no infix matches)', () => {
    expect(names('utter')).toEqual([]);
    expect(names('apple zzzz')).toEqual([]);
  });

  it('apostrophes and accents are ignored: "mcdonalds" finds "McDONALD\'S" foods', () => {
    expect(names('mcdonalds big mac')[0]).toMatch(/McDONALD'S/);
  });

  it('empty query or limit 0 gives nothing; the limit caps the results', () => {
    expect(searchFoods(index, '   ')).toEqual([]);
    expect(searchFoods(index, 'beef', 0)).toEqual([]);
    expect(searchFoods(index, 'beef', 7)).toHaveLength(7);
  });

  it('deprecated foods are left out unless asked for, but still found by id', () => {
    const dep = index.foods.find((f) => f.deprecated) as Food;
    const query = dep.name;
    expect(searchFoods(index, query, 50).some((f) => f.id === dep.id)).toBe(false);
    expect(
      searchFoods(index, query, 50, { includeDeprecated: true }).some((f) => f.id === dep.id),
    ).toBe(true);
    expect(findFood(index, dep.id)).toBe(dep);
    expect(findFood(index, '00000')).toBeNull();
  });
});

// Property tests on small generated catalogues.
const WORDS = ['beef', 'bean', 'beans', 'butter', 'but', 'milk', 'mild', 'oil', 'olive', 'raw'];
const foodArb = fc
  .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 5 })
  .map((ws) => ws.join(', '));
const catalogueArb = fc.uniqueArray(foodArb, { maxLength: 30 }).map((list) =>
  list.map((name, i): Food => ({
    id: String(10000 + i),
    name,
    group: null,
    values: {},
    measures: [],
    deprecated: false,
  })),
);
const queryArb = fc
  .array(
    fc
      .constantFrom(...WORDS)
      .chain((w) => fc.integer({ min: 1, max: w.length }).map((n) => w.slice(0, n))),
    { minLength: 1, maxLength: 3 },
  )
  .map((ws) => ws.join(' '));

const matches = (food: Food, query: string): boolean => {
  const words = foodWords(food.name);
  return foodWords(query).every((q) => words.some((w) => w.startsWith(q)));
};

describe('food search laws (property tests)', () => {
  it('returns exactly the foods where every query word starts a name word (up to the limit)', () => {
    fc.assert(
      fc.property(catalogueArb, queryArb, (foods, query) => {
        const found = searchFoods(buildFoodIndex(foods), query, 1000);
        const expected = foods.filter((f) => matches(f, query));
        expect(new Set(found.map((f) => f.id))).toEqual(new Set(expected.map((f) => f.id)));
        expect(found).toHaveLength(expected.length);
      }),
    );
  });

  it('a smaller limit returns a prefix of the full ranking', () => {
    fc.assert(
      fc.property(catalogueArb, queryArb, fc.integer({ min: 0, max: 10 }), (foods, q, limit) => {
        const idx = buildFoodIndex(foods);
        expect(searchFoods(idx, q, limit)).toEqual(searchFoods(idx, q, 1000).slice(0, limit));
      }),
    );
  });

  it('among foods matched on the same leading words, shorter names come first', () => {
    fc.assert(
      fc.property(catalogueArb, (foods) => {
        const found = searchFoods(buildFoodIndex(foods), 'beef', 1000);
        const leading = found.filter((f) => foodWords(f.name)[0] === 'beef');
        for (let i = 1; i < leading.length; i++)
          expect((leading[i] as Food).name.length).toBeGreaterThanOrEqual(
            (leading[i - 1] as Food).name.length,
          );
        // names starting with "beef" come before the others
        const firstOther = found.findIndex((f) => foodWords(f.name)[0] !== 'beef');
        if (firstOther >= 0) expect(firstOther).toBe(leading.length);
      }),
    );
  });
});

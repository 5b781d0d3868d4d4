import { describe, expect, it } from 'vitest';
import { NO_NUTRITION_STACK } from '../messages';
import { box, eggs, flour, lookupOf, milk, recipe } from '../testing/fixtures';
import { checkItemNutrition } from './item-nutrition-check';
import { nutritionCheck } from './nutrition-check';
import { nutritionScope } from './nutrition-scope';

const FOODS: Record<string, Record<string, number>> = { '20081': { energy: 1520, protein: 10 } };
const resolveId = (id: string) => FOODS[id] ?? null;

const F = flour({ usda: '20081' });
const M = milk({ usda: { protein: 3.4, water: 88 } });
const E = eggs();
const inner = recipe('SAUCE', [
  { name: 'MILK', qty_value: 100, qty_unit: 'g' },
  { name: 'EGGS', qty_value: 1, qty_unit: 'each' },
]);
const outer = recipe('PIE', [
  { name: 'FLOUR', qty_value: 200, qty_unit: 'g' },
  { name: 'SAUCE', qty_value: 100, qty_unit: 'g' },
]);
const lookup = lookupOf(F, M, E, inner, outer, box());

describe('nutritionScope', () => {
  it('the item, then every item its lines use through nested recipes, each once', () => {
    expect(nutritionScope(outer, lookup).map((i) => i.foodkey)).toEqual([
      'PIE',
      'FLOUR',
      'SAUCE',
      'MILK',
      'EGGS',
    ]);
    const loop = recipe('LOOP', [{ name: 'LOOP', qty_value: 1, qty_unit: 'g' }]);
    expect(nutritionScope(loop, lookupOf(loop)).map((i) => i.foodkey)).toEqual(['LOOP']);
  });
});

describe('nutritionCheck: items whose nutrition is incomplete (product spec §7)', () => {
  it('names each incomplete item with its reason', () => {
    const unknown = flour({ foodkey: 'RYE', name: 'Rye', usda: '99999' });
    const perMl = milk({
      foodkey: 'CREAM',
      name: 'Cream',
      map: null,
      usda: { per: 100, perUnit: 'mL', energyUnit: 'kJ', values: { fat: 35 } },
    });
    const items = [F, M, E, unknown, perMl, inner, outer, box()];
    expect(nutritionCheck(items, lookup, { resolveId })).toEqual([
      { foodkey: 'EGGS', name: 'Eggs', kind: 'ingredient', reason: 'no-nutrition', lines: [] },
      { foodkey: 'RYE', name: 'Rye', kind: 'ingredient', reason: 'unknown-food', lines: [] },
      { foodkey: 'CREAM', name: 'Cream', kind: 'ingredient', reason: 'unusable-entry', lines: [] },
      { foodkey: 'SAUCE', name: 'SAUCE', kind: 'recipe', reason: 'lines-missing', lines: ['EGGS'] },
      { foodkey: 'PIE', name: 'PIE', kind: 'recipe', reason: 'lines-missing', lines: ['SAUCE'] },
    ]);
  });

  it('a recipe with a line that does not convert to grams', () => {
    const r = recipe('R', [{ name: 'MILK', qty_value: 2, qty_unit: 'bunch' }]);
    expect(nutritionCheck([r], lookupOf(M, r))).toEqual([
      { foodkey: 'R', name: 'R', kind: 'recipe', reason: 'not-in-grams', lines: [] },
    ]);
  });

  it('complete items give no gaps', () => {
    expect(nutritionCheck([F, M], lookup, { resolveId })).toEqual([]);
  });
});

describe('checkItemNutrition', () => {
  it('an ingredient: its per-100 g values from the resolver', () => {
    const n = checkItemNutrition(F, lookup, { resolveId });
    expect(n).toMatchObject({ complete: true, status: null, missing: [], gaps: [] });
    expect(n.per100g).toEqual({ energy: 1520, protein: 10 });
  });

  it('an ingredient without data is incomplete with one gap', () => {
    const n = checkItemNutrition(E, lookup, { resolveId });
    expect(n.complete).toBe(false);
    expect(n.per100g).toBeNull();
    expect(n.gaps.map((g) => g.foodkey)).toEqual(['EGGS']);
  });

  it('a recipe missing data has no nutrition stack, with its lines and every gap in scope', () => {
    const n = checkItemNutrition(outer, lookup, { resolveId });
    expect(n.complete).toBe(false);
    expect(n.status).toBe(NO_NUTRITION_STACK);
    expect(n.missing).toEqual(['SAUCE']);
    expect(n.gaps.map((g) => g.foodkey)).toEqual(['PIE', 'SAUCE', 'EGGS']);
  });

  it('a complete recipe rolls up through the resolver', () => {
    const r = recipe('BREAD', [
      { name: 'FLOUR', qty_value: 300, qty_unit: 'g' },
      { name: 'MILK', qty_value: 200, qty_unit: 'g' },
    ]);
    const n = checkItemNutrition(r, lookupOf(F, M, r), { resolveId });
    expect(n.complete).toBe(true);
    expect(n.weight).toBe(500);
    expect(n.per100g?.energy).toBeCloseTo((300 * 15.2) / 5, 9);
    expect(n.per100g?.protein).toBeCloseTo((30 + 6.8) / 5, 9);
  });
});

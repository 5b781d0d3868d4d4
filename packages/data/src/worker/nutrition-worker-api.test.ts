import data from '@larder/domain/usda-sr24.json';
import type { Ingredient, Recipe } from '@larder/domain';
import { describe, expect, it, vi } from 'vitest';
import { NutritionWorkerApi } from './nutrition-worker-api';

const butter: Ingredient = { type: 'single', foodkey: 'BUTTER', name: 'Butter', usda: '01001' };
const salt: Ingredient = { type: 'single', foodkey: 'SALT', name: 'Salt' };
const spread: Recipe = {
  type: 'recipe',
  foodkey: 'SPREAD',
  name: 'Spread',
  items: [
    { name: 'BUTTER', qty_value: 99, qty_unit: 'g' },
    { name: 'SALT', qty_value: 1, qty_unit: 'g' },
  ],
};

describe('NutritionWorkerApi', () => {
  const load = vi.fn(async () => data);
  const api = new NutritionWorkerApi(load);

  it('searches the bundled database as the user types, decoding it once', async () => {
    const hits = await api.search('butter salt');
    expect(hits[0]).toEqual({ id: '01001', name: 'Butter, salted', group: expect.any(String) });
    await api.search('cheese blue');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads one food with its values per 100 g', async () => {
    const food = await api.food('01001');
    expect(food?.name).toBe('Butter, salted');
    expect(food?.values.energy).toBeCloseTo(2999.928, 6);
    expect(await api.food('00000')).toBeNull();
  });

  it('checkItem: an ingredient by its USDA id', async () => {
    const n = await api.checkItem(butter, [butter]);
    expect(n.complete).toBe(true);
    expect(n.per100g?.fat).toBeCloseTo(81.11, 6);
  });

  it('checkItem: a recipe with a line lacking data has no nutrition stack', async () => {
    const n = await api.checkItem(spread, [spread, butter, salt]);
    expect(n.complete).toBe(false);
    expect(n.status).toBe('no nutrition stack');
    expect(n.missing).toEqual(['SALT']);
    expect(n.gaps.map((g) => g.foodkey)).toEqual(['SPREAD', 'SALT']);
  });

  it('check: the incomplete items of a list', async () => {
    const gaps = await api.check([butter, salt, spread, { ...salt, foodkey: 'X', usda: '99999' }]);
    expect(gaps.map((g) => [g.foodkey, g.reason])).toEqual([
      ['SALT', 'no-nutrition'],
      ['SPREAD', 'lines-missing'],
      ['X', 'unknown-food'],
    ]);
  });

  it('reports an unreadable file', async () => {
    const broken = new NutritionWorkerApi(async () => ({ format: 'x' }));
    await expect(broken.search('milk')).rejects.toThrow(/Nutrition database unreadable/);
  });
});

import { describe, expect, it } from 'vitest';
import type { Ingredient } from '../records/ingredient';
import type { CatalogueItem } from '../records/item';
import type { Recipe } from '../records/recipe';
import { computeProfile } from '../units/item-profile';
import { unitTableFor } from '../units/unit-table';
import { chicken, eggs, flour, milk, recipe, tomatoes } from '../testing/fixtures';
import { costRecipe } from './cost-recipe';
import { recalculateAll } from './recalculate-all';
import { recalculateIngredient, recomputeItem, type ProfileSlot } from './recompute-item';

const table = unitTableFor(undefined);
const read = <T>(record: T): T => JSON.parse(JSON.stringify(record)) as T;

describe('recomputeItem leaves the profile of the record it returns (ProfileSlot)', () => {
  it.each([flour(), tomatoes(), eggs(), milk(), chicken()])(
    '$foodkey: the profile left is the one its recomputed record has',
    (item) => {
      const slot: ProfileSlot = { profile: null };
      const next = recomputeItem(
        read(item),
        () => undefined,
        table,
        undefined,
        undefined,
        undefined,
        slot,
      );
      expect(next).not.toEqual(item);
      expect(slot.profile).toEqual(computeProfile(next, table));
    },
  );

  it('a derived part item: the profile of the part item derived from its parent', () => {
    const [parent] = recalculateAll([chicken()]) as [Ingredient];
    const slot: ProfileSlot = { profile: null };
    const part: Ingredient = { type: 'part', foodkey: 'CHICKEN, BREAST (PT)' };
    const next = recomputeItem(
      part,
      (key) => (key === 'CHICKEN' ? { item: parent, profile: null } : undefined),
      table,
      'CHICKEN',
      undefined,
      undefined,
      slot,
    );
    expect(next.eachcost).toBeCloseTo(2.4, 12);
    expect(slot.profile).toEqual(computeProfile(next, table));
  });

  it('a recipe leaves none', () => {
    const slot: ProfileSlot = { profile: computeProfile(flour(), table) };
    recomputeItem(
      recipe('EMPTY', []),
      () => undefined,
      table,
      undefined,
      undefined,
      undefined,
      slot,
    );
    expect(slot.profile).toBeNull();
  });

  it('recipes over ingredients recomputed in the same run cost as from the costed records', () => {
    const items: CatalogueItem[] = read([
      flour(),
      tomatoes(),
      eggs(),
      milk(),
      chicken(),
      { type: 'part', foodkey: 'CHICKEN, BREAST (PT)' },
      recipe('MIX', [
        { name: 'FLOUR', qty_value: 2, qty_unit: 'cup' },
        { name: 'TOMATOES', qty_value: 1, qty_unit: 'can' },
        { name: 'EGGS', qty_value: 3, qty_unit: 'each' },
        { name: 'MILK', qty_value: 200, qty_unit: 'g' },
        { name: 'CHICKEN, BREAST (PT)', qty_value: 100, qty_unit: 'mL' },
      ]),
    ]);
    const out = recalculateAll(items);
    const mix = out.find((i) => i.foodkey === 'MIX') as Recipe;
    // Costed again from scratch over the recomputed records (profiles computed afresh).
    const again = costRecipe(read(items[6] as Recipe), (key) =>
      read(out.find((i) => i.foodkey === key)),
    );
    expect(mix.eachcost).toBe(again.eachcost);
    expect(mix.map?.each_value).toBe(again.eachValue);
    expect(mix.costs?.volume).toBe(again.volume);
    expect(mix.items?.map((l) => l.cost)).toEqual(again.lines.map((l) => l.cost));
  });
});

describe('recalculateIngredient', () => {
  it('a record read from storage gets its unit costs after its own fields, as a spread gives', () => {
    const stored = read(flour({ note: 'kept' }));
    const next = recalculateIngredient(stored, table);
    expect(Object.keys(next)).toEqual([...Object.keys(stored), 'gramcost', 'mlcost', 'eachcost']);
    expect(next.gramcost).toBeCloseTo(0.0012, 15);
    expect(stored).toEqual(read(flour({ note: 'kept' })));
  });

  it('a record that carries its unit costs keeps their places when they change', () => {
    const costed = recalculateIngredient(read(flour()), table);
    const dearer = recalculateIngredient({ ...costed, purchaseprice: 60 }, table);
    expect(Object.keys(dearer)).toEqual(Object.keys(costed));
    expect(dearer.gramcost).toBeCloseTo(0.0024, 15);
  });
});

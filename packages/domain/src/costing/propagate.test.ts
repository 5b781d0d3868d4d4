import { describe, expect, it } from 'vitest';
import type { Ingredient } from '../records/ingredient';
import type { CatalogueItem } from '../records/item';
import type { Recipe } from '../records/recipe';
import { eggs, flour, recipe } from '../testing/fixtures';
import { DependencyIndex } from './dependency-index';
import { propagate, propagateMany } from './propagate';
import { recalculateAll } from './recalculate-all';

const byKey = (items: CatalogueItem[]) => new Map(items.map((i) => [i.foodkey, i]));

describe('propagate: how a recipe costed again finds its lines’ items', () => {
  it('a line naming an item the walk met takes its recomputed record (the index lists every user)', () => {
    const items = recalculateAll([
      flour(),
      recipe('DOUGH', [{ name: 'FLOUR', qty_value: 1, qty_unit: 'kg' }]),
      recipe('LOAF', [
        { name: 'DOUGH', qty_value: 500, qty_unit: 'g' },
        { name: 'FLOUR', qty_value: 1, qty_unit: 'kg' },
      ]),
    ]);
    const map = byKey(items);
    const index = DependencyIndex.build(items);
    const dearer = { ...(map.get('FLOUR') as Ingredient), purchaseprice: 60 };
    const out = byKey(propagate(dearer, map, undefined, { index }));
    // DOUGH: 1 kg at 2.40; LOAF: half the dough (1.20) and 1 kg of flour (2.40).
    expect((out.get('DOUGH') as Recipe).eachcost).toBeCloseTo(2.4, 12);
    expect((out.get('LOAF') as Recipe).eachcost).toBeCloseTo(1.2 + 2.4, 12);
  });

  it('a line is found by the text of its name, even when the record held under it has another foodkey', () => {
    // Costed twice: the second time every line carries its cost, so its result is kept.
    const costed = recalculateAll(
      recalculateAll([
        flour(),
        eggs(),
        recipe('BREAD', [
          { name: 'FLOUR', qty_value: 1, qty_unit: 'kg' },
          { name: 'EGGS', qty_value: 2, qty_unit: 'each' },
        ]),
      ]),
    );
    const map = byKey(costed);
    // The map holds under EGGS a record whose own foodkey differs: a kept line must still be
    // asked for as EGGS, not by the foodkey of the record it found.
    map.set('EGGS', { ...(map.get('EGGS') as Ingredient), foodkey: 'EGGS (OLD KEY)' });
    const dearer = { ...(map.get('FLOUR') as Ingredient), purchaseprice: 60 };
    const first = byKey(propagate(dearer, map));
    const second = byKey(propagate(dearer, map));
    expect((first.get('BREAD') as Recipe).eachcost).toBeCloseTo(2.4 + 0.6, 12);
    expect(second.get('BREAD')).toEqual(first.get('BREAD'));
  });
});

describe('propagateMany with changedOnly: a save’s own figures first', () => {
  const venue = () => {
    const items = recalculateAll([
      flour(),
      recipe('DOUGH', [{ name: 'FLOUR', qty_value: 1, qty_unit: 'kg' }]),
      recipe('LOAF', [{ name: 'DOUGH', qty_value: 500, qty_unit: 'g' }]),
    ]);
    return { map: byKey(items), index: DependencyIndex.build(items) };
  };

  it('recomputes the changed items alone and leaves the items that use them out', () => {
    const { map, index } = venue();
    const dearer = { ...(map.get('FLOUR') as Ingredient), purchaseprice: 60 };
    const out = propagateMany([dearer], map, undefined, { index, changedOnly: true });
    expect(out.map((i) => i.foodkey)).toEqual(['FLOUR']);
    expect(out[0]).toEqual(propagateMany([dearer], map, undefined, { index })[0]);
  });

  it('costs changed items that use each other in dependency order, as a whole propagation does', () => {
    const { map, index } = venue();
    const dearer = { ...(map.get('FLOUR') as Ingredient), purchaseprice: 60 };
    const dough = { ...(map.get('DOUGH') as Recipe), note: 'rested' };
    const only = byKey(
      propagateMany([dough, dearer], map, undefined, { index, changedOnly: true }),
    );
    const whole = byKey(propagateMany([dough, dearer], map, undefined, { index }));
    expect([...only.keys()].sort()).toEqual(['DOUGH', 'FLOUR']);
    // DOUGH: 1 kg of flour at the new price, 2.40.
    expect((only.get('DOUGH') as Recipe).eachcost).toBeCloseTo(2.4, 12);
    expect(only.get('DOUGH')).toEqual(whole.get('DOUGH'));
    expect(whole.has('LOAF')).toBe(true);
  });
});

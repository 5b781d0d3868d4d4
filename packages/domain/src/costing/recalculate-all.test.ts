import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Ingredient } from '../records/ingredient';
import type { CatalogueItem } from '../records/item';
import type { Recipe } from '../records/recipe';
import { box, catalogueArb, chicken, flour, recipe } from '../testing/fixtures';
import { DependencyIndex } from './dependency-index';
import { propagate, propagateMany } from './propagate';
import { recalculateAll } from './recalculate-all';

const byKey = (items: CatalogueItem[]) => new Map(items.map((i) => [i.foodkey, i]));

describe('recalculateAll (costing-model §3, §6)', () => {
  it('recomputes recipes after the recipes they use, whatever the input order', () => {
    const items: CatalogueItem[] = [
      recipe('TOP', [{ name: 'MID', qty_value: 1, qty_unit: 'each' }]),
      recipe('MID', [{ name: 'FLOUR', qty_value: 1, qty_unit: 'kg' }], {
        packaging: [{ name: 'BOX', qty: 1 }],
      }),
      flour(),
      box(),
    ];
    const out = byKey(recalculateAll(items));
    expect(out.get('FLOUR')?.gramcost).toBeCloseTo(0.0012, 15);
    expect(out.get('MID')?.eachcost).toBeCloseTo(1.45, 12);
    expect(out.get('TOP')?.eachcost).toBeCloseTo(1.45, 12);
    expect((out.get('TOP') as Recipe).map?.each_value).toBe(1000);
    expect((out.get('MID') as Recipe).costs?.total).toBeCloseTo(1.45, 12);
    expect((out.get('MID') as Recipe).items?.[0]?.cost).toBeCloseTo(1.2, 12);
  });

  it('derives part items from their multiple parent', () => {
    const parent = chicken();
    const part: Ingredient = { type: 'part', foodkey: 'CHICKEN, BREAST (PT)', note: 'kept' };
    const out = byKey(recalculateAll([part, parent]));
    const p = out.get('CHICKEN, BREAST (PT)') as Ingredient;
    expect(p.eachcost).toBeCloseTo(2.4, 12);
    expect(p.gramcost).toBeCloseTo(0.006, 15);
    expect(p.note).toBe('kept');
    expect((out.get('CHICKEN') as Ingredient).parts?.[0]?.eachcost).toBeCloseTo(2.4, 12);
  });

  it('returns new records and leaves the input unchanged', () => {
    const input = [flour()];
    const before = structuredClone(input);
    const out = recalculateAll(input);
    expect(input).toEqual(before);
    expect(out[0]).not.toBe(input[0]);
  });

  it('duplicate foodkeys: the last record wins for every copy', () => {
    const out = recalculateAll([flour({ purchaseprice: 10 }), flour({ purchaseprice: 50 })]);
    expect(out.map((i) => i.gramcost)).toEqual([
      expect.closeTo(0.002, 15),
      expect.closeTo(0.002, 15),
    ]);
  });

  it('survives a loop in stored data and reports it', () => {
    const warnings: string[] = [];
    const out = recalculateAll(
      [
        recipe('A', [{ name: 'B', qty_value: 1, qty_unit: 'each' }]),
        recipe('B', [{ name: 'A', qty_value: 1, qty_unit: 'each' }]),
      ],
      undefined,
      { onWarning: (w) => warnings.push(w.message) },
    );
    expect(out).toHaveLength(2);
    expect(warnings).toContain('A recipe cannot contain itself');
  });

  it('is idempotent on random catalogues', () => {
    fc.assert(
      fc.property(catalogueArb(), (items) => {
        const once = recalculateAll(items);
        expect(recalculateAll(once)).toEqual(once);
      }),
      { numRuns: 60 },
    );
  });
});

describe('propagate (costing-model §6, product spec §4)', () => {
  it('recomputes the changed item and every dependent exactly once, in dependency order', () => {
    const items = recalculateAll([
      flour(),
      box(),
      recipe('BASE', [{ name: 'FLOUR', qty_value: 1, qty_unit: 'kg' }]),
      recipe('MID', [
        { name: 'BASE', qty_value: 500, qty_unit: 'g' },
        { name: 'FLOUR', qty_value: 100, qty_unit: 'g' },
      ]),
      recipe('TOP', [
        { name: 'MID', qty_value: 1, qty_unit: 'each' },
        { name: 'BASE', qty_value: 1, qty_unit: 'each' },
      ]),
      recipe('OTHER', [{ name: 'BOX', qty_value: 1, qty_unit: 'each' }]),
    ]);
    const map = byKey(items);
    const changed = { ...(map.get('FLOUR') as Ingredient), purchaseprice: 60 };
    const out = propagate(changed, map);
    expect(out.map((i) => i.foodkey)).toEqual(['FLOUR', 'BASE', 'MID', 'TOP']);
    expect(out[0]?.gramcost).toBeCloseTo(0.0024, 15);
    expect(out.find((i) => i.foodkey === 'TOP')?.eachcost).toBeCloseTo(2.4 + 1.2 + 0.24, 12);
  });

  it('a changed multiple item propagates to its parts, then to recipes using the parts', () => {
    const parent = chicken();
    const items = recalculateAll([
      parent,
      { type: 'part', foodkey: 'CHICKEN, BREAST (PT)' },
      recipe('CURRY', [{ name: 'CHICKEN, BREAST (PT)', qty_value: 2, qty_unit: 'each' }]),
    ]);
    const out = propagate({ ...parent, purchaseprice: 24 }, byKey(items));
    expect(out.map((i) => i.foodkey)).toEqual(['CHICKEN', 'CHICKEN, BREAST (PT)', 'CURRY']);
    expect(out[2]?.eachcost).toBeCloseTo(9.6, 12);
  });

  it('several changes at once: a changed recipe with a new line comes after the changed item it now uses', () => {
    const items = recalculateAll([
      flour(),
      box(),
      recipe('BASE', [{ name: 'BOX', qty_value: 1, qty_unit: 'each' }]),
    ]);
    const map = byKey(items);
    const index = DependencyIndex.build(items);
    const base = map.get('BASE') as Recipe;
    const withFlour: Recipe = {
      ...base,
      items: [...(base.items ?? []), { name: 'FLOUR', qty_value: 1, qty_unit: 'kg' }],
    };
    const dearer = { ...(map.get('FLOUR') as Ingredient), purchaseprice: 60 };
    // The index still knows the old BASE (no FLOUR line); the order must follow the new one.
    const out = propagateMany([dearer, withFlour], map, undefined, { index });
    expect(out.map((i) => i.foodkey)).toEqual(['FLOUR', 'BASE']);
    expect((out[1] as Recipe).costs?.ingredients).toBeCloseTo(2.4 + 0.25, 12);
  });

  it('shares unchanged lines and line lists with the previous record', () => {
    const items = recalculateAll([
      flour(),
      box(),
      recipe('BREAD', [
        { name: 'FLOUR', qty_value: 1, qty_unit: 'kg' },
        { name: 'BOX', qty_value: 1, qty_unit: 'each' },
      ]),
    ]);
    const map = byKey(items);
    const before = map.get('BREAD') as Recipe;
    const [, after] = propagate({ ...(map.get('FLOUR') as Ingredient), purchaseprice: 60 }, map);
    const lines = (after as Recipe).items ?? [];
    expect(lines[0]).not.toBe(before.items?.[0]);
    expect(lines[1]).toBe(before.items?.[1]);
    const [, again] = propagate(map.get('FLOUR') as Ingredient, map);
    expect((again as Recipe).items).toBe(before.items);
  });

  it('law: propagate then equals recalculateAll on random catalogues with nesting', () => {
    fc.assert(
      fc.property(
        catalogueArb(),
        fc.nat(),
        fc.integer({ min: 0, max: 10_000 }),
        (raw, pick, price) => {
          const items = recalculateAll(raw);
          const ingredients = items.filter((i) => i.type === 'single' || i.type === 'multiple');
          const target = ingredients[pick % ingredients.length] as Ingredient;
          const changed = { ...target, purchaseprice: price / 100 };
          const map = byKey(items);
          const viaIndex = propagate(changed, map, undefined, {
            index: DependencyIndex.build(items),
          });
          const out = propagate(changed, map);
          expect(viaIndex).toEqual(out);
          expect(new Set(out.map((i) => i.foodkey)).size).toBe(out.length);
          const merged = new Map(map);
          for (const item of out) merged.set(item.foodkey, item);
          const expected = byKey(
            recalculateAll(items.map((i) => (i.foodkey === changed.foodkey ? changed : i))),
          );
          expect(merged).toEqual(expected);
        },
      ),
      { numRuns: 100 },
    );
  });
});

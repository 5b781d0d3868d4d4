import { describe, expect, it } from 'vitest';
import type { Recipe } from '../records/recipe';
import { box, flour, lookupOf, recipe } from '../testing/fixtures';
import { applyRecipeCosts } from './apply-recipe-costs';
import { costRecipe } from './cost-recipe';
import { recalculateAll } from './recalculate-all';

const [F, B] = recalculateAll([flour(), box()]);
const lookup = lookupOf(F as Recipe, B as Recipe);
const apply = (r: Recipe) => applyRecipeCosts(r, costRecipe(r, lookup));

const bread = (over: Partial<Recipe> = {}) =>
  recipe(
    'BREAD',
    [
      { name: 'FLOUR', qty_value: 1, qty_unit: 'kg' },
      { name: 'FLOUR', qty_value: 2, qty_unit: 'kg' },
    ],
    {
      packaging: [
        { name: 'BOX', qty: 1 },
        { name: 'BOX', qty: 2 },
      ],
      ...over,
    },
  );

describe('applyRecipeCosts shares what did not change', () => {
  it('a costed recipe costed again is the very record', () => {
    const costed = apply(bread());
    expect(apply(costed)).toBe(costed);
  });

  it('only the line lists with a changed line are new; their unchanged lines are shared', () => {
    const costed = apply(bread());
    const lines = costed.items ?? [];
    const changed: Recipe = {
      ...costed,
      items: [lines[0]!, { ...lines[1]!, qty_value: 3 }],
    };
    const next = apply(changed);
    expect(next).not.toBe(changed);
    expect(next.items).not.toBe(changed.items);
    expect(next.items?.[0]).toBe(lines[0]);
    expect(next.items?.[1]?.cost).toBeCloseTo(3.6, 12);
    expect(next.packaging).toBe(costed.packaging);
    expect(next.eachcost).toBeCloseTo(1.2 + 3.6 + 0.75, 12);
  });

  it('a changed packaging line makes a new packaging list from that line on', () => {
    const costed = apply(bread());
    const packs = costed.packaging ?? [];
    const next = apply({ ...costed, packaging: [packs[0]!, { ...packs[1]!, qty: 4 }] });
    expect(next.packaging).not.toBe(costed.packaging);
    expect(next.packaging?.[0]).toBe(packs[0]);
    expect(next.packaging?.[1]?.cost).toBeCloseTo(1, 12);
    expect(next.items).toBe(costed.items);
  });

  it('the stored costs get the fresh figures in their places, other fields kept after them', () => {
    const stored = { note: 'x', total: 1, weight: 2, extra: true } as unknown as Recipe['costs'];
    const next = apply(bread({ costs: stored }));
    expect(Object.keys(next.costs ?? {})).toEqual(
      Object.keys({ ...stored, ...(apply(bread()).costs ?? {}) }),
    );
    expect(next.costs).toEqual({ ...stored, ...apply(bread()).costs });
  });
});

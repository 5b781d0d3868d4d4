import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REASON_MESSAGES } from '../errors';
import type { CatalogueItem } from '../records/item';
import type { Recipe } from '../records/recipe';
import { catalogueArb, flour, recipe } from '../testing/fixtures';
import { recalculateAll } from './recalculate-all';
import { buildPlan, planFor } from './recalculate-plan';

/** Every record a fresh object: no plan or result kept from an earlier call applies. */
const copies = (items: readonly CatalogueItem[]): CatalogueItem[] =>
  JSON.parse(JSON.stringify(items)) as CatalogueItem[];

describe('the plan of a whole-catalogue recompute', () => {
  it('is kept for a list of the very same records, and made again for any other', () => {
    const items = [flour(), recipe('BREAD', [{ name: 'FLOUR', qty_value: 1, qty_unit: 'kg' }])];
    const plan = planFor(items);
    expect(planFor([...items])).toBe(plan);
    const renamed = [
      items[0] as CatalogueItem,
      recipe('BREAD', [{ name: 'RYE', qty_value: 1, qty_unit: 'kg' }]),
    ];
    const other = planFor(renamed);
    expect(other).not.toBe(plan);
    expect(other).toEqual(buildPlan(renamed));
    expect(other.lineIds[1]).toEqual([-1]);
  });

  it('a list that changes one record costs as a list never seen before', () => {
    const items = recalculateAll([
      flour(),
      recipe('BREAD', [{ name: 'FLOUR', qty_value: 1, qty_unit: 'kg' }]),
      recipe('TOAST', [{ name: 'BREAD', qty_value: 1, qty_unit: 'each' }]),
    ]);
    expect(recalculateAll(items)).toEqual(recalculateAll(copies(items)));
    // The same length, other records at each place: TOAST first, naming FLOUR.
    const changed = [
      recipe('TOAST', [{ name: 'FLOUR', qty_value: 2, qty_unit: 'kg' }]),
      items[0] as CatalogueItem,
      items[1] as CatalogueItem,
    ];
    const out = recalculateAll(changed);
    expect(out).toEqual(recalculateAll(copies(changed)));
    expect((out[0] as Recipe).eachcost).toBeCloseTo(2.4, 12);
  });

  it('a kept plan reports the loops of the catalogue again', () => {
    const items = [
      recipe('A', [{ name: 'B', qty_value: 1, qty_unit: 'each' }]),
      recipe('B', [{ name: 'A', qty_value: 1, qty_unit: 'each' }]),
    ];
    const loops = (): string[] => {
      const found: string[] = [];
      recalculateAll(items, undefined, {
        onWarning: (w) => {
          if (w.message === REASON_MESSAGES['recipe-loop'] && w.foodkey) found.push(w.foodkey);
        },
      });
      return found;
    };
    const first = loops();
    expect(first.length).toBeGreaterThan(0);
    expect(loops()).toEqual(first);
  });

  it('recalculateAll twice over a list equals a recompute of fresh copies', () => {
    fc.assert(
      fc.property(catalogueArb(), (items) => {
        const once = recalculateAll(items);
        expect(recalculateAll(items)).toEqual(once);
        expect(recalculateAll(once)).toEqual(recalculateAll(copies(once)));
      }),
      { numRuns: 50 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COST_INPUT_MISSING } from '../messages';
import type { Ingredient } from '../records/ingredient';
import type { CatalogueItem } from '../records/item';
import { box, catalogueArb, chicken, flour, recipe } from '../testing/fixtures';
import { DependencyIndex } from './dependency-index';
import { propagate } from './propagate';
import { recalculateAll } from './recalculate-all';

const byKey = (items: readonly CatalogueItem[]) => new Map(items.map((i) => [i.foodkey, i]));

describe('records that come out as they were are kept (costing-model §6)', () => {
  it('recalculateAll over a costed catalogue returns every record as it is', () => {
    const costed = recalculateAll([
      flour(),
      box(),
      chicken(),
      { type: 'part', foodkey: 'CHICKEN, BREAST (PT)' },
      recipe('BREAD', [{ name: 'FLOUR', qty_value: 1, qty_unit: 'kg' }], {
        packaging: [{ name: 'BOX', qty: 1 }],
      }),
      recipe('SANDWICH', [
        { name: 'BREAD', qty_value: 100, qty_unit: 'g' },
        { name: 'CHICKEN, BREAST (PT)', qty_value: 1, qty_unit: 'each' },
      ]),
    ]);
    const again = recalculateAll(costed);
    again.forEach((item, i) => expect(item).toBe(costed[i]));
  });

  it('a record whose figures change is a new record; the input is left as it was', () => {
    const costed = recalculateAll([flour()]);
    const dearer = { ...(costed[0] as Ingredient), purchaseprice: 60 };
    const [out] = recalculateAll([dearer]);
    expect(out).not.toBe(dearer);
    expect(out?.gramcost).toBeCloseTo(0.0024, 15);
    expect(dearer.gramcost).toBeCloseTo(0.0012, 15);
  });

  it('propagate does not cost again a recipe none of whose inputs moved', () => {
    // HALF's one line of FLOUR has no quantity, so HALF comes out as it was whatever FLOUR
    // costs; TOP uses only HALF and is not costed again (no warning of its own), FULL is.
    const items = recalculateAll([
      flour(),
      recipe('HALF', [{ name: 'FLOUR', qty_value: null, qty_unit: 'g' }]),
      recipe('TOP', [{ name: 'HALF', qty_value: 1, qty_unit: 'each' }]),
      recipe('FULL', [{ name: 'FLOUR', qty_value: 1, qty_unit: 'kg' }]),
    ]);
    const map = byKey(items);
    const warned: string[] = [];
    const out = propagate(
      { ...(map.get('FLOUR') as Ingredient), purchaseprice: 60 },
      map,
      undefined,
      {
        onWarning: (w) => {
          if (w.message === COST_INPUT_MISSING && w.foodkey) warned.push(w.foodkey);
        },
      },
    );
    expect(out.map((i) => i.foodkey).sort()).toEqual(['FLOUR', 'FULL', 'HALF', 'TOP']);
    expect(warned).toEqual(['HALF']);
    expect(out.find((i) => i.foodkey === 'HALF')).toBe(map.get('HALF'));
    expect(out.find((i) => i.foodkey === 'TOP')).toBe(map.get('TOP'));
    expect(out.find((i) => i.foodkey === 'FULL')?.eachcost).toBeCloseTo(2.4, 12);
  });

  it('law: any sequence of price changes through propagate equals recalculateAll of the end state', () => {
    fc.assert(
      fc.property(
        catalogueArb(),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 10_000 })), {
          minLength: 1,
          maxLength: 6,
        }),
        (raw, changes) => {
          const map = byKey(recalculateAll(raw));
          const index = DependencyIndex.build(map.values());
          const priced = [...map.values()].filter(
            (i) => i.type === 'single' || i.type === 'multiple' || i.type === 'packaging',
          );
          for (const [pick, price] of changes) {
            const target = map.get((priced[pick % priced.length] as CatalogueItem).foodkey);
            const changed = { ...(target as Ingredient), purchaseprice: price / 100 };
            for (const item of propagate(changed, map, undefined, { index })) {
              index.update(map.get(item.foodkey), item);
              map.set(item.foodkey, item);
            }
          }
          expect(map).toEqual(byKey(recalculateAll([...map.values()])));
        },
      ),
      { numRuns: 100 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CatalogueItem } from '../records/item';
import { flour, lookupOf, recipe } from '../testing/fixtures';
import { checkRecipeLine, createsLoop } from './creates-loop';

/** A chain R0 <- R1 <- ... <- Rn: R(i) contains R(i-1); R0 contains FLOUR. */
const chain = (n: number): CatalogueItem[] => [
  flour(),
  recipe('R0', [{ name: 'FLOUR', qty_value: 1, qty_unit: 'g' }]),
  ...Array.from({ length: n }, (_, i) =>
    recipe(`R${i + 1}`, [{ name: `R${i}`, qty_value: 1, qty_unit: 'each' }]),
  ),
];

describe('loop rule (costing-model §6)', () => {
  it('a recipe may not contain itself', () => {
    expect(createsLoop('R0', 'R0', lookupOf(...chain(0)))).toBe(true);
  });

  it('A may not contain B when A is reachable from B', () => {
    const look = lookupOf(...chain(3));
    expect(createsLoop('R0', 'R3', look)).toBe(true);
    expect(createsLoop('R3', 'R0', look)).toBe(false);
    expect(createsLoop('R1', 'FLOUR', look)).toBe(false);
  });

  it('refuses loops at any depth without overflowing the stack', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), (n) => {
        const look = lookupOf(...chain(n));
        expect(createsLoop('R0', `R${n}`, look)).toBe(true);
        expect(createsLoop(`R${n}`, 'R0', look)).toBe(false);
      }),
      { numRuns: 20 },
    );
    const deep = new Map(chain(20_000).map((i) => [i.foodkey, i]));
    expect(createsLoop('R0', 'R20000', (k) => deep.get(k))).toBe(true);
  });

  it('terminates on stored data that already has a loop', () => {
    const look = lookupOf(
      recipe('A', [{ name: 'B', qty_value: 1, qty_unit: 'each' }]),
      recipe('B', [{ name: 'A', qty_value: 1, qty_unit: 'each' }]),
    );
    expect(createsLoop('C', 'A', look)).toBe(false);
  });

  it('checkRecipeLine returns the recipe-loop validation error', () => {
    const look = lookupOf(...chain(2));
    const r = checkRecipeLine('R0', 'R2', look);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error[0]?.reason).toBe('recipe-loop');
    expect(checkRecipeLine('R2', 'R0', look).ok).toBe(true);
  });
});

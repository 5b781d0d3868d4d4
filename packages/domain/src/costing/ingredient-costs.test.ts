import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eggs, flour, milk, tomatoes } from '../testing/fixtures';
import { quantityToBase } from '../units/item-conversions';
import { unitTableFor } from '../units/unit-table';
import { analyseIngredientCosts } from './ingredient-costs';
import { itemUnitCosts } from './item-unit-costs';

const table = unitTableFor(undefined);
const reasons = (a: { issues: readonly { reason: string }[] }) => a.issues.map((i) => i.reason);

describe('ingredient unit costs (costing-model §2)', () => {
  it('worked example, flour: 25 kg bag at 30.00 -> gramcost 0.0012, mlcost 0.000625, eachcost null', () => {
    const costs = itemUnitCosts(flour());
    expect(costs.gramcost).toBeCloseTo(0.0012, 15);
    expect(costs.mlcost).toBeCloseTo(0.000625, 15);
    expect(costs.eachcost).toBeNull();
    const a = analyseIngredientCosts(flour(), table);
    expect(a.amount).toBe(25_000);
    expect(a.complete).toBe(true);
  });

  it('flour bought as 25 kg gives the same costs', () => {
    const costs = itemUnitCosts(
      flour({ purchaseqty: 25, purchaseunit: 'kg', package_qty1: null, package_unit1: null }),
    );
    expect(costs.gramcost).toBeCloseTo(0.0012, 15);
  });

  it('2 case, 1 case = 12 can, 1 can = 400 g -> A = 9600 g; gramcost = 96 / 9600', () => {
    const a = analyseIngredientCosts(tomatoes(), table);
    expect(a.amount).toBe(9600);
    expect(a.dimension).toBe('weight');
    expect(a.gramcost).toBeCloseTo(0.01, 15);
    expect(a.mlcost).toBeCloseTo(0.01, 15);
  });

  it('yield 80 raises the cost by a quarter', () => {
    const full = itemUnitCosts(flour());
    const y80 = itemUnitCosts(flour({ yield: { value: 80 } }));
    expect(y80.gramcost).toBeCloseTo((full.gramcost as number) * 1.25, 15);
    expect(y80.mlcost).toBeCloseTo((full.mlcost as number) * 1.25, 15);
  });

  it('law: yield 100 (or absent) leaves the cost unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 1, max: 1000 }), (p, q) => {
        const base = flour({ purchaseprice: p / 100, purchaseqty: q, yield: null });
        const y100 = flour({ purchaseprice: p / 100, purchaseqty: q, yield: { value: 100 } });
        expect(itemUnitCosts(y100)).toEqual(itemUnitCosts(base));
      }),
    );
  });

  it('yield must be > 0 and <= 100 (yield-out-of-range)', () => {
    for (const value of [0, -5, 100.5, 150]) {
      const a = analyseIngredientCosts(flour({ yield: { value } }), table);
      expect(reasons(a)).toContain('yield-out-of-range');
      expect(a.gramcost).toBeNull();
    }
  });

  it('volume purchase: mlcost = c_u, gramcost = mlcost / rho', () => {
    const c = itemUnitCosts(milk());
    expect(c.mlcost).toBeCloseTo(0.0015, 15);
    expect(c.gramcost).toBeCloseTo(0.0015 / 1.03, 15);
    expect(c.eachcost).toBeNull();
  });

  it('count purchase: eachcost = c_u, gramcost = eachcost / w, mlcost = gramcost x rho', () => {
    const c = itemUnitCosts(eggs());
    expect(c.eachcost).toBeCloseTo(0.3, 15);
    expect(c.gramcost).toBeCloseTo(0.006, 15);
    expect(c.mlcost).toBeCloseTo(0.006 * (243 / 240), 15);
  });

  it('weight purchase with each_value: eachcost = gramcost x w', () => {
    const c = itemUnitCosts(flour({ map: { ...flour().map, each_value: 10 } }));
    expect(c.eachcost).toBeCloseTo(0.012, 15);
  });

  it('an ingredient without density has null mlcost and is incomplete (map-missing)', () => {
    const a = analyseIngredientCosts(flour({ map: null }), table);
    expect(a.gramcost).toBeCloseTo(0.0012, 15);
    expect(a.mlcost).toBeNull();
    expect(reasons(a)).toContain('map-missing');
    expect(a.complete).toBe(false);
  });

  it('a unit of each without each_value is incomplete (each-weight-missing)', () => {
    const a = analyseIngredientCosts(
      eggs({ map: { volume_value: 1, volume_unit: 'cup', weight_value: 243, weight_unit: 'g' } }),
      table,
    );
    expect(a.eachcost).toBeCloseTo(0.3, 15);
    expect(a.gramcost).toBeNull();
    expect(reasons(a)).toContain('each-weight-missing');
  });

  it('missing price, quantity or unit gives null costs and names the field', () => {
    expect(reasons(analyseIngredientCosts(flour({ purchaseprice: null }), table))).toContain(
      'price-missing',
    );
    expect(reasons(analyseIngredientCosts(flour({ purchaseqty: undefined }), table))).toContain(
      'qty-missing',
    );
    expect(reasons(analyseIngredientCosts(flour({ purchaseunit: '' }), table))).toContain(
      'unit-missing',
    );
    expect(itemUnitCosts(flour({ purchaseprice: null }))).toEqual({
      gramcost: null,
      mlcost: null,
      eachcost: null,
    });
  });

  it('an invalid package chain gives null costs with its reason', () => {
    const a = analyseIngredientCosts(tomatoes({ package_qty2: 0 }), table);
    expect(reasons(a)).toContain('package-qty-not-positive');
    expect(a.gramcost).toBeNull();
  });

  it('law: a missing input gives null, never 0 or NaN', () => {
    fc.assert(
      fc.property(
        fc.option(fc.double({ noNaN: false }), { nil: null }),
        fc.option(fc.double({ noNaN: false }), { nil: undefined }),
        fc.constantFrom('kg', 'each', 'case', 'L', 'slice', '', undefined),
        fc.option(fc.double(), { nil: null }),
        (price, qty, unit, y) => {
          const c = itemUnitCosts(
            flour({
              purchaseprice: price,
              purchaseqty: qty,
              purchaseunit: unit,
              yield: { value: y },
            }),
          );
          for (const v of [c.gramcost, c.mlcost, c.eachcost]) {
            expect(v === null || Number.isFinite(v)).toBe(true);
          }
          if (price === null || qty === undefined || !unit)
            expect(c).toEqual({ gramcost: null, mlcost: null, eachcost: null });
        },
      ),
    );
  });
});

describe('the purchase amount A (costing-model §2.1)', () => {
  const units = ['g', 'kg', 'mL', 'L', 'each', 'cup', 'lb', 'case', 'can', 'bag', 'slice', ''];
  it('is the purchase quantity in its base unit, as quantityToBase gives, for any unit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...units),
        fc.option(fc.double({ min: -5, max: 500, noNaN: true })),
        (unit, qty) => {
          const item = tomatoes({ purchaseunit: unit, purchaseqty: qty });
          const a = analyseIngredientCosts(item, table);
          const base =
            unit && qty !== null && qty > 0 ? quantityToBase(qty, unit, item, table) : null;
          expect(a.dimension).toBe(base?.dimension ?? null);
          expect(a.amount).toBe(base?.amount ?? null);
        },
      ),
      { numRuns: 300 },
    );
  });
});

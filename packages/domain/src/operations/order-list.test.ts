import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recalculateAll } from '../costing/recalculate-all';
import type { CatalogueItem } from '../records/item';
import type { Supplier } from '../records/supplier';
import { box, eggs, flour, milk, recipe, tomatoes } from '../testing/fixtures';
import { explodeDemand, type ItemNeed } from './explode-demand';
import { orderList } from './order-list';

const items: CatalogueItem[] = [
  tomatoes({ supplier: ' fresh  co ' }), // 2 case at 96.00: 48.00 a case of 4800 g
  flour({ supplier: 'mill' }), // 1 bag at 30.00: 25000 g
  eggs({ purchaseprice: null }), // no price: no cost
  milk({ supplier: 'Nobody' }), // 2 L at 3.00: 1.50 a litre
  box(), // 100 each at 25.00: 0.25 each
];

const suppliers: Supplier[] = [
  { skey: 'MILL', name: 'The Mill', ingredients: [{ foodkey: 'FLOUR', code: 4411 }] },
  { skey: 'FRESH CO', name: 'Fresh Co', ingredients: [{ foodkey: 'TOMATOES', code: 'T-12' }] },
  { skey: 'NOBODY', name: 'Nobody', deleted: true },
];

const needs: ItemNeed[] = [
  { foodkey: 'TOMATOES', qty: 12_000, unit: 'g' }, // 30 cans
  { foodkey: 'FLOUR', qty: 3550, unit: 'g' },
  { foodkey: 'EGGS', qty: 10, unit: 'each' },
  { foodkey: 'MILK', qty: 2000, unit: 'mL' },
  { foodkey: 'BOX', qty: 5, unit: 'each' },
];

describe('orderList (operations-model §3)', () => {
  it("30 cans' worth of need orders 3 cases of 12, at the case price", () => {
    const list = orderList({ needs, items, suppliers });
    const tomato = list.groups[0]?.lines[0];
    expect(tomato).toEqual({
      foodkey: 'TOMATOES',
      name: 'Tomatoes',
      need: 12_000,
      par: 0,
      onHand: 0,
      baseUnit: 'g',
      units: 3,
      unitLabel: 'cases',
      supplierCode: 'T-12',
      unitPrice: 48,
      lineCost: 144,
      costMissing: false,
    });
  });

  it('groups by supplier matched case-insensitively, sorted by name, no supplier last', () => {
    const list = orderList({ needs, items, suppliers });
    expect(
      list.groups.map((g) => [g.supplierKey, g.supplierName, g.lines.map((l) => l.foodkey)]),
    ).toEqual([
      ['FRESH CO', 'Fresh Co', ['TOMATOES']],
      ['MILL', 'The Mill', ['FLOUR']],
      // no supplier, an unknown one, and a deleted one: lines by name
      [null, null, ['BOX', 'EGGS', 'MILK']],
    ]);
    expect(list.groups[1]?.lines[0]).toMatchObject({
      units: 1,
      unitLabel: 'bag',
      supplierCode: '4411',
      lineCost: 30,
    });
    expect(list.groups[2]?.lines.map((l) => [l.units, l.unitLabel, l.lineCost])).toEqual([
      [5, 'each', 1.25],
      [10, 'each', null],
      [2, 'L', 3],
    ]);
  });

  it('totals per supplier and overall; a missing cost makes them incomplete, never 0', () => {
    const list = orderList({ needs, items, suppliers });
    expect(list.groups.map((g) => [g.total, g.incomplete])).toEqual([
      [144, false],
      [30, false],
      [4.25, true],
    ]);
    expect(list.total).toBeCloseTo(178.25, 10);
    expect(list.incomplete).toBe(true);
    const eggsLine = list.groups[2]?.lines[1];
    expect(eggsLine).toMatchObject({ unitPrice: null, lineCost: null, costMissing: true });
    const eggsOnly = orderList({ needs: [needs[2] as ItemNeed], items, suppliers });
    expect(eggsOnly.groups[0]).toMatchObject({ total: null, incomplete: true });
    expect(eggsOnly.total).toBeNull();
  });

  it('order = need + par - on hand: par 6 cans and 12 cans on hand leave 1.5 cases, order 2', () => {
    const list = orderList({
      needs: [{ foodkey: 'TOMATOES', qty: 9600, unit: 'g' }],
      items: [tomatoes({ par: { qty: 6, unit: 'can' } } as object)],
      suppliers,
      onHand: new Map([['TOMATOES', 4800]]),
    });
    expect(list.groups[0]?.lines[0]).toMatchObject({
      need: 9600,
      par: 2400,
      onHand: 4800,
      units: 2,
      lineCost: 96,
    });
  });

  it('a par level in another unit is converted: 10 kg of flour in 25 kg bags', () => {
    const list = orderList({
      needs: [{ foodkey: 'FLOUR', qty: 20_000, unit: 'g' }],
      items: [flour({ par: { qty: 10, unit: 'kg' } } as object)],
      suppliers: [],
    });
    expect(list.groups[0]?.lines[0]).toMatchObject({ par: 10_000, units: 2, unitLabel: 'bags' });
  });

  it('lines that order nothing are left out unless includeZero', () => {
    const onHand = new Map([['FLOUR', 5000]]);
    const input = { needs: [needs[1] as ItemNeed], items, suppliers, onHand };
    expect(orderList(input).groups).toEqual([]);
    expect(orderList(input).total).toBeNull();
    const kept = orderList({ ...input, includeZero: true });
    expect(kept.groups[0]?.lines[0]).toMatchObject({ units: 0, unitLabel: 'bags', lineCost: 0 });
    expect(kept.total).toBe(0);
  });

  it('reports needs it cannot order, and a par that does not convert (counted as 0)', () => {
    const list = orderList({
      needs: [
        { foodkey: 'GHOST', qty: 1, unit: 'g' },
        { foodkey: 'NO UNIT', qty: 1, unit: 'g' },
        { foodkey: 'FLOUR', qty: 1000, unit: 'g' },
      ],
      items: [
        flour({ foodkey: 'NO UNIT', purchaseunit: null }),
        flour({ par: { qty: 2, unit: 'each' } } as object),
      ],
      suppliers: [],
    });
    expect(list.missing).toEqual(['FLOUR', 'GHOST', 'NO UNIT']);
    expect(list.groups[0]?.lines.map((l) => [l.foodkey, l.par, l.units])).toEqual([
      ['FLOUR', 0, 1],
    ]);
  });

  it('a deleted item is not ordered: it is reported', () => {
    const list = orderList({
      needs: [needs[0] as ItemNeed],
      items: [tomatoes({ deleted: true })],
      suppliers,
    });
    expect(list.groups).toEqual([]);
    expect(list.missing).toEqual(['TOMATOES']);
  });

  it('needs of one item in other base units are converted and summed', () => {
    const list = orderList({
      needs: [
        { foodkey: 'MILK', qty: 1000, unit: 'mL' },
        { foodkey: 'MILK', qty: 1030, unit: 'g' }, // 1 L at 1030 g per L
      ],
      items,
      suppliers,
    });
    expect(list.groups[0]?.lines[0]?.need).toBeCloseTo(2000, 9);
    expect(list.groups[0]?.lines[0]?.units).toBe(2);
  });

  it('end to end: a demand exploded, then ordered', () => {
    const catalogue = recalculateAll([
      ...items,
      recipe('SAUCE', [{ name: 'TOMATOES', qty_value: 30, qty_unit: 'can' }], {
        map: { each_value: 12_000 },
      }),
    ]);
    const { needs: exploded } = explodeDemand(
      [{ foodkey: 'SAUCE', amount: 12, unit: 'kg' }],
      catalogue,
    );
    const list = orderList({ needs: exploded, items: catalogue, suppliers });
    expect(list.groups[0]?.lines[0]).toMatchObject({
      foodkey: 'TOMATOES',
      units: 3,
      lineCost: 144,
    });
  });

  it('law: the order covers need + par - on hand in whole purchase units', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.integer({ min: 0, max: 100 }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        (need, parCans, stock) => {
          const list = orderList({
            needs: [{ foodkey: 'TOMATOES', qty: need, unit: 'g' }],
            items: [tomatoes({ par: { qty: parCans, unit: 'can' } } as object)],
            suppliers,
            onHand: new Map([['TOMATOES', stock]]),
            includeZero: true,
          });
          const line = list.groups[0]?.lines[0];
          const shortfall = need + parCans * 400 - stock;
          expect(line?.units).toBeGreaterThanOrEqual(0);
          expect((line?.units as number) * 4800).toBeGreaterThanOrEqual(
            shortfall - 1e-9 * Math.max(4800, shortfall),
          );
        },
      ),
    );
  });

  it('law: an item missing a cost gives a null line cost and costMissing, never 0', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.constantFrom<Partial<{ purchaseprice: number | null; purchaseqty: number | null }>>(
          { purchaseprice: null },
          { purchaseprice: undefined },
          { purchaseprice: Number.NaN },
          { purchaseprice: -1 },
          { purchaseqty: 0 },
          { purchaseqty: null },
        ),
        fc.boolean(),
        (need, gap, includeZero) => {
          const list = orderList({
            needs: [{ foodkey: 'EGGS', qty: need, unit: 'each' }],
            items: [eggs(gap)],
            suppliers,
            includeZero,
          });
          for (const group of list.groups) {
            expect(group.total).toBeNull();
            expect(group.incomplete).toBe(true);
            for (const line of group.lines) {
              expect(line.lineCost).toBeNull();
              expect(line.unitPrice).toBeNull();
              expect(line.costMissing).toBe(true);
            }
          }
          expect(list.total).toBeNull();
        },
      ),
    );
  });
});

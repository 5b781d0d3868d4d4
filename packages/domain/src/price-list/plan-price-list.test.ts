import { describe, expect, it } from 'vitest';
import type { DomainWarning } from '../messages';
import type { Supplier } from '../records/supplier';
import { flour, tomatoes } from '../testing/fixtures';
import { planPriceList } from './plan-price-list';

const supplier: Supplier = {
  skey: 'ACME',
  type: 'supplier',
  name: 'Acme',
  ingredients: [{ foodkey: 'FLOUR', code: 'F1' }],
};
const items = [
  flour(),
  tomatoes({ supplier: 'acme' }),
  { type: 'single' as const, foodkey: 'SALT', name: 'Salt', supplier: 'Other' },
];
const DAY = '2026-11-23T10:00:00.000Z';
const plan = (rows: Record<string, unknown>[], onWarning?: (w: DomainWarning) => void) =>
  planPriceList(rows, supplier, items, { date: DAY, ...(onWarning ? { onWarning } : {}) });

describe('price list import plan (product spec §5, costing-model §7)', () => {
  it('updates the ingredient matched by supplier code, with a price history entry', () => {
    const result = plan([
      {
        code: 'f1',
        purchaseprice: '36',
        purchaseqty: '1',
        purchaseunit: 'Bag',
        package_qty1: '25',
        package_unit1: 'kg',
      },
    ]);
    expect(result.counts.update).toBe(1);
    const [row] = result.rows;
    expect(row).toMatchObject({ status: 'update', matchedBy: 'code', line: 1 });
    expect(result.updates).toHaveLength(1);
    const updated = result.updates[0]!;
    expect(updated).toMatchObject({ foodkey: 'FLOUR', purchaseprice: 36, purchaseunit: 'bag' });
    // 36 / 25000 g = 0.00144 per g
    expect(updated.pricehistory).toEqual([{ date: DAY, price: 36 / 25000, unit: 'g' }]);
  });

  it("a second import on the same day replaces that day's price history entry (spec §4)", () => {
    const earlier = { date: '2026-11-23T08:00:00.000Z', price: 0.001, unit: 'g' as const };
    const older = { date: '2026-11-20T08:00:00.000Z', price: 0.0011, unit: 'g' as const };
    const result = planPriceList(
      [
        {
          code: 'F1',
          purchaseprice: 40,
          purchaseqty: 1,
          purchaseunit: 'bag',
          package_qty1: 25,
          package_unit1: 'kg',
        },
      ],
      supplier,
      [flour({ pricehistory: [older, earlier] })],
      { date: DAY },
    );
    expect(result.updates[0]!.pricehistory).toEqual([
      older,
      { date: DAY, price: 40 / 25000, unit: 'g' },
    ]);
  });

  it('matches by name case-insensitively when no code matches', () => {
    const result = plan([
      {
        name: ' TOMATOES ',
        purchaseprice: 120,
        purchaseqty: 2,
        purchaseunit: 'case',
        package_qty1: 12,
        package_unit1: 'can',
        package_qty2: 400,
        package_unit2: 'g',
      },
    ]);
    expect(result.rows[0]).toMatchObject({ status: 'update', matchedBy: 'name' });
    expect(result.updates[0]).toMatchObject({ foodkey: 'TOMATOES', purchaseprice: 120 });
  });

  it("an invalid row is reported with its reasons and 'Invalid price list item', and changes nothing", () => {
    const warnings: DomainWarning[] = [];
    const result = plan(
      [{ name: 'Tomatoes', purchaseprice: '-5', purchaseqty: 2, purchaseunit: 'kg' }],
      (w) => warnings.push(w),
    );
    expect(result.rows[0]).toMatchObject({ status: 'invalid', matchedBy: 'name' });
    expect(result.rows[0]!.issues.map((i) => [i.reason, i.path])).toEqual([
      ['price-negative', 'purchaseprice'],
    ]);
    expect(result.updates).toEqual([]);
    expect(warnings).toEqual([{ message: 'Invalid price list item', foodkey: 'TOMATOES' }]);
  });

  it('a row with neither price nor code is invalid (price-and-code-missing)', () => {
    const warnings: DomainWarning[] = [];
    const result = plan([{ name: 'Flour' }], (w) => warnings.push(w));
    expect(result.rows[0]!.issues.map((i) => i.reason)).toEqual(['price-and-code-missing']);
    expect(warnings.map((w) => w.message)).toEqual(['Invalid price list item']);
  });

  it('only ingredients of the supplier are matched', () => {
    const result = plan([{ name: 'Salt', purchaseprice: 1, purchaseqty: 1, purchaseunit: 'kg' }]);
    expect(result.rows[0]).toMatchObject({ status: 'unmatched', before: null });
    expect(result.counts.unmatched).toBe(1);
  });

  it('a second row for the same ingredient is a duplicate and not applied', () => {
    const row = {
      code: 'F1',
      purchaseprice: 40,
      purchaseqty: 1,
      purchaseunit: 'bag',
      package_qty1: 25,
      package_unit1: 'kg',
    };
    const result = plan([row, { ...row, purchaseprice: 50 }]);
    expect(result.rows.map((r) => r.status)).toEqual(['update', 'duplicate']);
    expect(result.updates.map((u) => u.purchaseprice)).toEqual([40]);
  });

  it('the same purchase data, or a code without a price, leaves the ingredient unchanged', () => {
    const same = {
      code: 'F1',
      purchaseprice: 30,
      purchaseqty: 1,
      purchaseunit: 'bag',
      package_qty1: 25,
      package_unit1: 'kg',
    };
    const result = plan([same, { name: 'Tomatoes', code: 'T9' }]);
    expect(result.rows.map((r) => r.status)).toEqual(['unchanged', 'unchanged']);
    expect(result.rows[0]!.after).toBe(items[0]);
    expect(result.updates).toEqual([]);
  });
});

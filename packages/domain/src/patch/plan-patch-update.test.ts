import { describe, expect, it } from 'vitest';
import { recalculateAll } from '../costing/recalculate-all';
import type { CatalogueItem } from '../records/item';
import { sampleVenueRecords } from '../sample-venue/sample-venue-records';
import { box, flour, recipe } from '../testing/fixtures';
import { PATCH_VERSION, planPatchUpdate, type PatchRecord } from './plan-patch-update';

const asItems = (items: readonly CatalogueItem[]): PatchRecord[] =>
  items.map((record) => ({ kind: 'item', record }));

const pastry = () =>
  recipe('PASTRY', [{ name: 'FLOUR', qty_value: 1, qty_unit: 'kg' }], {
    packaging: [{ name: 'BOX', qty: 1 }],
  });

/** A venue as this release stores it: every item costed. */
const costedVenue = () => recalculateAll([flour(), box(), pastry()]);

describe('planPatchUpdate (product spec §4 "Sync loop", §9)', () => {
  it('is patch version 39', () => {
    expect(PATCH_VERSION).toBe(39);
  });

  it('plans nothing for a venue already read and costed as this release does', () => {
    const plan = planPatchUpdate([
      ...asItems(costedVenue()),
      { kind: 'supplier', record: { skey: 'MILLER', name: 'Miller', timestamp: 5 } },
      { kind: 'settings', record: { skey: 'IC', categories: ['Dry goods'] } },
    ]);
    expect(plan).toEqual({ writes: [], problems: [] });
  });

  it('re-costs items whose stored figures are stale, with what depends on them, and only those', () => {
    const [storedFlour, storedBox, storedPastry] = costedVenue() as [
      CatalogueItem,
      CatalogueItem,
      CatalogueItem,
    ];
    const plan = planPatchUpdate(
      asItems([{ ...storedFlour, gramcost: 0.002 }, storedBox, { ...storedPastry, eachcost: 3 }]),
    );
    expect(plan.writes.map((w) => w.record.foodkey)).toEqual(['FLOUR', 'PASTRY']);
    expect(plan.writes[0]!.record.gramcost).toBeCloseTo(0.0012, 15);
    expect(plan.writes[1]!.record.eachcost).toBeCloseTo(1.45, 12);
  });

  it('re-costs with the user unit sizes it is given', () => {
    const cupFlour = flour({ purchaseunit: 'cup', package_qty1: null, package_unit1: null });
    const stored = recalculateAll([cupFlour]);
    expect(planPatchUpdate(asItems(stored)).writes).toEqual([]);
    const plan = planPatchUpdate(asItems(stored), { cupML: 250 });
    expect(plan.writes.map((w) => w.record.foodkey)).toEqual(['FLOUR']);
  });

  it('writes a record as its schema reads it: legacy numeric text becomes a number', () => {
    const [storedFlour] = costedVenue() as [CatalogueItem];
    const plan = planPatchUpdate([
      { kind: 'item', record: { ...storedFlour, purchaseprice: '30.00' } },
      { kind: 'supplier', record: { skey: 'MILLER', name: 'Miller', ingredients: [] } },
    ]);
    expect(plan.writes.map((w) => [w.record.foodkey, w.record.purchaseprice])).toEqual([
      ['FLOUR', 30],
    ]);
  });

  it('reports a record its schema refuses and leaves it; deleted and server records are left', () => {
    const plan = planPatchUpdate([
      { kind: 'supplier', record: { skey: 'MILLER', email: 'not an address' } },
      { kind: 'item', record: { ...flour(), foodkey: 'OLD', gramcost: 9, deleted: true } },
      { kind: 'estimate-number', record: { skey: 'E1', number: '7' } },
    ]);
    expect(plan.writes).toEqual([]);
    expect(plan.problems).toEqual([
      {
        kind: 'supplier',
        key: 'MILLER',
        issues: [expect.objectContaining({ reason: 'field-format', path: 'email' })],
      },
    ]);
  });

  it('plans nothing when run again on what it wrote', () => {
    const [storedFlour, storedBox, storedPastry] = costedVenue() as CatalogueItem[];
    const stale = asItems([
      { ...storedFlour!, gramcost: 1, purchaseprice: '30' } as unknown as CatalogueItem,
      storedBox!,
      { ...storedPastry!, costs: null },
    ]);
    const first = planPatchUpdate(stale);
    const written = new Map(first.writes.map((w) => [w.record.foodkey, w.record]));
    const after = stale.map((r) => ({
      kind: r.kind,
      record: written.get(r.record.foodkey) ?? r.record,
    }));
    expect(first.writes).toHaveLength(2);
    expect(planPatchUpdate(after).writes).toEqual([]);
  });

  it('plans nothing for the sample venue as this release writes it: every kind, 60 ingredients', () => {
    const sample = sampleVenueRecords({ today: '2026-11-27' });
    const records: PatchRecord[] = [
      ...asItems(sample.items),
      ...sample.records.map(({ kind, record }) => ({ kind, record })),
    ];
    expect(records.length).toBeGreaterThan(90);
    expect(planPatchUpdate(records)).toEqual({ writes: [], problems: [] });
  });
});

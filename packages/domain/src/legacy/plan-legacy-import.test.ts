import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LegacyKind } from './legacy-export';
import { legacyExportPath } from './legacy-export';
import type { LegacyRecord } from './legacy-record';
import { planLegacyImport, type LegacyExisting } from './plan-legacy-import';
import sample from './sample-uwp-export.json';

type Stored = Map<string, Record<string, unknown>>;

/** The venue after the writes: what the plan wrote, stamped later as the write path stamps. */
function applied(
  existing: Partial<Record<LegacyKind, Stored>>,
  writes: readonly LegacyRecord[],
  writtenAt?: number,
): Partial<Record<LegacyKind, Stored>> {
  const next: Partial<Record<LegacyKind, Stored>> = {};
  for (const [kind, map] of Object.entries(existing)) next[kind as LegacyKind] = new Map(map);
  for (const { kind, key, record } of writes) {
    const map = (next[kind] ??= new Map());
    map.set(key, writtenAt === undefined ? record : { ...record, timestamp: writtenAt });
  }
  return next;
}

const plan = (data: unknown, existing: LegacyExisting = {}, venueId?: string) => {
  const result = planLegacyImport(data, existing, venueId ? { venueId } : {});
  if (!result.ok) throw new Error(result.error[0]?.message);
  return result.value;
};

const keysOf = (writes: readonly LegacyRecord[], kind: LegacyKind) =>
  writes.filter((w) => w.kind === kind).map((w) => w.key);

describe('planLegacyImport (legacy Windows-app export, docs/legacy-export-format.md)', () => {
  it('reads each venue export at uwp/{venueId}.json', () => {
    expect(legacyExportPath('v-harbour-cafe')).toBe('uwp/v-harbour-cafe.json');
  });

  it('imports the sample export whole: items, a nested recipe, suppliers, a menu, settings', () => {
    const { writes, problems, unchanged } = plan(sample, {}, 'v-harbour-cafe');
    expect(problems).toEqual([]);
    expect(unchanged).toBe(0);
    expect(keysOf(writes, 'item')).toEqual([
      'PLAIN FLOUR',
      'BUTTER',
      'EGGS',
      'WHOLE MILK',
      'GRUYERE',
      'LEEKS',
      'SEA SALT',
      'WHOLE SALMON',
      'WHOLE SALMON, FILLET (PT)',
      'SHORTCRUST PASTRY',
      'LEEK AND GRUYERE QUICHE',
      'CURED SALMON',
      'TAKEAWAY BOX',
      'NAPKIN',
    ]);
    expect(keysOf(writes, 'supplier')).toEqual(['BAKER BROS', 'DALE DAIRY', 'QUAY GREENS']);
    expect(keysOf(writes, 'menu')).toEqual(['LUNCH']);
    expect(keysOf(writes, 'settings')).toEqual(['PROFILE', 'IC', 'RC', 'SA']);
    const quiche = writes.find((w) => w.key === 'LEEK AND GRUYERE QUICHE')!.record;
    expect(quiche.type).toBe('recipe');
    expect((quiche.items as { name: string }[])[0]!.name).toBe('SHORTCRUST PASTRY');
    // Legacy numeric text is read as numbers, as the record schemas read stored data.
    expect(quiche.saleprice).toBe(14.5);
    expect(writes.find((w) => w.key === 'PLAIN FLOUR')!.record.purchaseprice).toBe(30);
  });

  it('keeps the fields the product does not know on every imported record', () => {
    const { writes } = plan(sample);
    const record = (key: string) => writes.find((w) => w.key === key)!.record;
    expect(record('PLAIN FLOUR').tileColour).toBe('#C8A165');
    expect(record('SEA SALT').legacyBarcode).toBe('5012345678900');
    expect(record('SHORTCRUST PASTRY').printCopies).toBe(2);
    expect(record('BAKER BROS').accountNumber).toBe('HC-0042');
    expect(record('LUNCH').printTemplate).toBe('a4-two-column');
    expect(record('SA').areas).toEqual(['Dry store', { name: 'Walk-in', temperature: '3C' }]);
    expect((record('SHORTCRUST PASTRY').items as object[])[0]).toEqual({
      name: 'PLAIN FLOUR',
      type: 'single',
      qty_value: 500,
      qty_unit: 'g',
    });
  });

  it('plans nothing when run again on its result, as written or as the write path stamps it', () => {
    const first = plan(sample);
    expect(plan(sample, applied({}, first.writes)).writes).toEqual([]);
    const stamped = applied({}, first.writes, Date.UTC(2026, 10, 27));
    const again = plan(sample, stamped);
    expect(again.writes).toEqual([]);
    expect(again.unchanged).toBe(first.writes.length);
  });

  it('keeps a record edited in Larder since, and takes a later edit made in the Windows app', () => {
    const first = plan(sample);
    const venue = applied({}, first.writes, Date.UTC(2021, 6, 1));
    venue.item!.set('BUTTER', { ...venue.item!.get('BUTTER')!, purchaseprice: 52 });
    const later = structuredClone(sample);
    later.ingredients[0]!.purchaseprice = '32.00';
    later.ingredients[0]!.timestamp = Date.UTC(2021, 7, 1);
    const { writes } = plan(later, venue);
    expect(writes.map((w) => w.key)).toEqual(['PLAIN FLOUR']);
    expect(writes[0]!.record.purchaseprice).toBe(32);
  });

  it('reports bad entries one by one and still imports the good ones', () => {
    const data = {
      venueId: 'v1',
      ingredients: [
        { foodkey: 'SALT', name: 'Salt', purchaseprice: 2, purchaseqty: 1, purchaseunit: 'kg' },
        { foodkey: 'PEPPER', name: 'Pepper', purchaseprice: 'a lot' },
        'not a record',
        { name: 'Dried thyme ', purchaseprice: 4, purchaseqty: 100, purchaseunit: 'g' },
        { note: 'no name, no key' },
        { foodkey: 'SALT', name: 'Salt again' },
      ],
      recipes: [{ foodkey: 'BRINE', name: 'Brine', items: 'water and salt' }],
      suppliers: [{ name: 'Spice Co', ingredients: [{ foodkey: 'SALT', code: 'S1' }] }],
      settings: { PROFILE: { venue_name: 'Spice bar' }, XX: { skey: 'XX' } },
    };
    const { writes, problems } = plan(data, {}, 'v1');
    expect(writes.map((w) => `${w.kind}:${w.key}`)).toEqual([
      'item:SALT',
      'item:DRIED THYME',
      'supplier:SPICE CO',
      'settings:PROFILE',
    ]);
    expect(writes[1]!.record.name).toBe('Dried thyme');
    expect(
      problems.map((p) => [p.list, p.entry, p.key, p.issues[0]?.reason, p.issues[0]?.path]),
    ).toEqual([
      ['ingredients', 1, 'PEPPER', 'field-type', 'purchaseprice'],
      ['ingredients', 2, null, 'record-invalid', ''],
      ['ingredients', 4, null, 'key-missing', 'foodkey'],
      ['ingredients', 5, 'SALT', 'name-taken', 'foodkey'],
      ['recipes', 0, 'BRINE', 'field-type', 'items'],
      ['settings', 'XX', 'XX', 'field-invalid', 'skey'],
    ]);
  });

  it("refuses another venue's export, and a file that is not an export", () => {
    const other = planLegacyImport(sample, {}, { venueId: 'v-elsewhere' });
    expect(other.ok).toBe(false);
    if (!other.ok)
      expect(other.error[0]).toMatchObject({ reason: 'field-invalid', path: 'venueId' });
    const bad = planLegacyImport({ ingredients: 'flour' }, {});
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error[0]).toMatchObject({ path: 'ingredients' });
    expect(planLegacyImport(null, {}).ok).toBe(false);
  });

  it("joins the Windows app's category and storage area lists to the venue's, once", () => {
    const venue = {
      settings: new Map<string, Record<string, unknown>>([
        ['IC', { skey: 'IC', categories: ['Produce', 'Bakery'], timestamp: Date.UTC(2026, 0, 1) }],
        ['SA', { skey: 'SA', areas: ['walk-in'], timestamp: Date.UTC(2026, 0, 1) }],
      ]),
    };
    const { writes } = plan(sample, venue);
    const record = (key: string) =>
      writes.find((w) => w.kind === 'settings' && w.key === key)?.record;
    expect(record('IC')?.categories).toEqual(['Produce', 'Bakery', 'Dairy', 'Dry goods', 'Fish']);
    // 'Walk-in' is the venue's 'walk-in': the venue's entry stays, the legacy one is not added.
    expect(record('SA')?.areas).toEqual(['walk-in', 'Dry store']);
    expect(record('RC')?.categories).toEqual(['Bases', 'Mains', 'Starters']);
    for (const w of writes.filter((w) => w.kind === 'settings'))
      venue.settings.set(w.key, w.record);
    expect(plan(sample, venue).writes.filter((w) => w.kind === 'settings')).toEqual([]);
  });

  it('writes a deleted entry only over a live record, never as a new tombstone', () => {
    const data = {
      ingredients: [
        { foodkey: 'OLD', name: 'Old', deleted: true, timestamp: 2000 },
        { foodkey: 'GONE', name: 'Gone', deleted: true, timestamp: 2000 },
      ],
    };
    const venue = { item: new Map([['OLD', { foodkey: 'OLD', name: 'Old', timestamp: 1000 }]]) };
    const { writes, unchanged } = plan(data, venue);
    expect(writes.map((w) => [w.key, w.record.deleted])).toEqual([['OLD', true]]);
    expect(unchanged).toBe(1);
  });
});

type Venue = Partial<Record<LegacyKind, Map<string, Record<string, unknown>>>>;

const LISTS = ['ingredients', 'recipes', 'packaging', 'suppliers', 'menus'] as const;
const entryCount = LISTS.reduce((n, list) => n + sample[list].length, 0);

/** An export made from the sample: entries dropped, re-dated, broken or repeated at random. */
const exportArb = fc
  .array(
    fc.record({
      keep: fc.boolean(),
      at: fc.integer({ min: 1_600_000_000_000, max: 1_700_000_000_000 }),
      broken: fc.boolean(),
      twice: fc.boolean(),
    }),
    { minLength: entryCount, maxLength: entryCount },
  )
  .map((choices) => {
    const data: Record<string, unknown> = { ...sample };
    let i = 0;
    for (const list of LISTS) {
      const out: unknown[] = [];
      for (const entry of sample[list] as Record<string, unknown>[]) {
        const choice = choices[i++]!;
        if (!choice.keep) continue;
        const dated = { ...entry, timestamp: choice.at };
        out.push(choice.broken ? { ...dated, purchaseprice: 'n/a', name: 7 } : dated);
        if (choice.twice) out.push({ ...dated, note: 'a second copy' });
      }
      data[list] = out;
    }
    return data;
  });

const applyWrites = (
  venue: Venue,
  writes: readonly { kind: LegacyKind; key: string; record: Record<string, unknown> }[],
  at: number,
) => {
  for (const { kind, key, record } of writes) {
    (venue[kind] ??= new Map()).set(key, { ...record, timestamp: at });
  }
};

describe('planLegacyImport, for any export made from the sample', () => {
  it('accounts for every entry once, and plans nothing when run again after its writes', () => {
    fc.assert(
      fc.property(exportArb, exportArb, (before, data) => {
        // The venue already holds an earlier import of another export.
        const venue: Venue = {};
        const earlier = planLegacyImport(before, venue);
        if (!earlier.ok) return false;
        applyWrites(venue, earlier.value.writes, 1_650_000_000_000);

        const plan = planLegacyImport(data, venue);
        if (!plan.ok) return false;
        const { writes, problems, unchanged } = plan.value;
        const total =
          LISTS.reduce((n, list) => n + (data[list] as unknown[]).length, 0) +
          Object.keys(sample.settings).length;
        expect(writes.length + problems.length + unchanged).toBe(total);
        const keys = writes.map((w) => `${w.kind}:${w.key}`);
        expect(new Set(keys).size).toBe(keys.length);

        applyWrites(venue, plan.value.writes, 1_800_000_000_000);
        const again = planLegacyImport(data, venue);
        return again.ok && again.value.writes.length === 0;
      }),
      { numRuns: 150 },
    );
  });
});

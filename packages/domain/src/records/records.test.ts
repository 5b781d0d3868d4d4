import { describe, expect, it } from 'vitest';
import { accountsEqual, isLoggedIn } from './account';
import { ingredientSchema } from './ingredient';
import { defaultMenu } from './menu';
import { nutritionSchema } from './nutrition';
import { parseItem, parseRecord } from './parse-record';
import { recipeSchema } from './recipe';
import { settingsRecordSchema } from './settings';
import { supplierSchema } from './supplier';
import { userSchema } from './user';
import { venueSchema } from './venue';

describe('records (product spec §3)', () => {
  it('tolerates absent and null numbers and reads legacy numeric strings', () => {
    const r = parseRecord(ingredientSchema, {
      foodkey: 'FLOUR',
      purchaseprice: '30.5',
      purchaseqty: null,
      map: { each_value: '' },
    });
    expect(r.ok && r.value).toMatchObject({
      purchaseprice: 30.5,
      purchaseqty: null,
      map: { each_value: null },
    });
  });

  it('keeps unknown fields of newer clients', () => {
    const r = parseRecord(recipeSchema, {
      type: 'recipe',
      foodkey: 'SOUP',
      futureField: { a: 1 },
      items: [{ name: 'X', qty_value: 1, qty_unit: 'g', extra: true }],
    });
    expect(r.ok && r.value).toMatchObject({ futureField: { a: 1 }, items: [{ extra: true }] });
  });

  it('a validation error names the field path', () => {
    const r = parseRecord(recipeSchema, {
      type: 'recipe',
      foodkey: 'SOUP',
      items: [{ name: 'X', qty_value: 'lots' }],
    });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error[0]).toMatchObject({
      reason: 'field-type',
      path: 'items.0.qty_value',
    });
  });

  it('parseItem chooses the schema by type', () => {
    expect(parseItem({ type: 'packaging', foodkey: 'BOX', purchaseprice: 1 }).ok).toBe(true);
    expect(parseItem({ type: 'single', foodkey: 'A', yield: { value: 'x' } }).ok).toBe(false);
    const bad = parseItem({ type: 'recipe' });
    expect(!bad.ok && bad.error[0]?.path).toBe('foodkey');
  });

  it('nutrition in its three forms', () => {
    expect(nutritionSchema.safeParse('20081').success).toBe(true);
    expect(nutritionSchema.safeParse({ protein: 3 }).success).toBe(true);
    expect(
      nutritionSchema.safeParse({
        per: 100,
        perUnit: 'g',
        energyUnit: 'kcal',
        values: { energy: 1 },
      }).success,
    ).toBe(true);
    expect(nutritionSchema.safeParse(12).success).toBe(false);
  });

  it('settings records PROFILE, IC, RC, SA', () => {
    expect(
      settingsRecordSchema.safeParse({ skey: 'IC', categories: ['Dairy'], timestamp: 1 }).success,
    ).toBe(true);
    expect(
      settingsRecordSchema.safeParse({ skey: 'SA', areas: ['Fridge', { name: 'Freezer' }] })
        .success,
    ).toBe(true);
    expect(settingsRecordSchema.safeParse({ skey: 'PROFILE', venue_name: 'x' }).success).toBe(true);
    expect(settingsRecordSchema.safeParse({ skey: 'XX' }).success).toBe(false);
  });

  it('user, venue and supplier', () => {
    expect(
      userSchema.safeParse({ id: 'u1', venues: [{ id: 1, source: 'UWP' }], cupML: '250' }).data
        ?.cupML,
    ).toBe(250);
    expect(
      venueSchema.safeParse({ id: 'v1', venue_name: 'Cafe', PROFILE: { timestamp: 1 } }).success,
    ).toBe(true);
    expect(
      supplierSchema.safeParse({
        skey: 'ACME',
        type: 'supplier',
        ingredients: [{ foodkey: 'A', code: 12 }],
      }).success,
    ).toBe(true);
  });

  it('account lists are equal only with the same length and all three fields matching', () => {
    const a = { homeAccountId: 'h', localAccountId: 'l', username: 'u' };
    expect(accountsEqual([a], [{ ...a }])).toBe(true);
    expect(accountsEqual([a], [{ ...a, username: 'v' }])).toBe(false);
    expect(accountsEqual([a], [a, a])).toBe(false);
    expect(isLoggedIn(a)).toBe(true);
    expect(isLoggedIn({ ...a, username: '' })).toBe(false);
  });

  it("the 'Default Menu' holds all recipes flagged as menu items", () => {
    const menu = defaultMenu([
      { foodkey: 'A', menuitem: true },
      { foodkey: 'B', menuitem: false },
      { foodkey: 'C', menuitem: true, deleted: true },
    ]);
    expect(menu).toMatchObject({ name: 'Default Menu', menuItems: ['A'] });
  });
});

import { describe, expect, it } from 'vitest';
import data from '../../data/usda-sr24.json';
import { TRIAL_LIMITS } from '../billing/trial-limit';
import { incompleteItems } from '../costing/incomplete-items';
import { recipeCostMoves } from '../costing/recipe-cost-moves';
import { quantityCost } from '../costing/wastage';
import { LABEL_FORMAT_IDS } from '../labels/label-formats';
import { recipeLabelServing } from '../labels/label-serving';
import { nutritionPanel } from '../labels/nutrition-panel';
import { menuDishes } from '../menus/menu-dishes';
import { checkItemNutrition } from '../nutrition/item-nutrition-check';
import { decodeFoods } from '../nutrition-db/decode-foods';
import { pricingSettings } from '../operations/pricing-settings';
import { defaultMenu, type Menu } from '../records/menu';
import { isIngredient, isPackaging, isRecipe, type CatalogueItem } from '../records/item';
import type { Recipe } from '../records/recipe';
import type { Supplier } from '../records/supplier';
import { profileSettingsSchema } from '../records/settings';
import { parseSyncRecord } from '../sync/parse-sync-record';
import { venueSaveSchema } from '../wire/venue-save';
import { sampleVenueRecords } from './sample-venue-records';
import { SAMPLE_PROFILE, SAMPLE_VENUE_NAME, SAMPLE_VENUE_VERSION } from './sample-venue-v1';

const TODAY = '2026-03-10';
const sample = sampleVenueRecords({ today: TODAY });
const byKey = new Map(sample.items.map((item) => [item.foodkey, item]));
const lookup = (key: string) => byKey.get(key);
const ingredients = sample.items.filter(isIngredient);
const recipes = sample.items.filter(isRecipe);
const ofKind = <T>(kind: string) =>
  sample.records.filter((r) => r.kind === kind).map((r) => r.record as T);

const decoded = decodeFoods(data);
const foods = new Map((decoded.ok ? decoded.value : []).map((food) => [food.id, food]));
const resolveId = (id: string) => foods.get(id)?.values;

const menuRecipes = recipes.filter((recipe) => recipe.menuitem === true);
const usesRecipe = (recipe: Recipe) =>
  (recipe.items ?? []).some((line) => isRecipe(lookup(line.name ?? '')));

describe('the sample venue (version 1)', () => {
  it(`is version ${SAMPLE_VENUE_VERSION}`, () => {
    expect(sample.version).toBe(SAMPLE_VENUE_VERSION);
    expect(SAMPLE_VENUE_VERSION).toBe(1);
  });

  it(`is created as '${SAMPLE_VENUE_NAME}' with a profile that save venue and the PROFILE record take`, () => {
    expect(SAMPLE_VENUE_NAME).toBe('Sample Bistro');
    expect(
      venueSaveSchema.safeParse({
        flag: 'add',
        venue: { venue_name: SAMPLE_VENUE_NAME, PROFILE: SAMPLE_PROFILE },
      }).success,
    ).toBe(true);
    expect(profileSettingsSchema.safeParse({ ...SAMPLE_PROFILE, skey: 'PROFILE' }).success).toBe(
      true,
    );
    expect(pricingSettings(SAMPLE_PROFILE)).toEqual({
      targetFoodCostPercent: 30,
      priceEnding: '.00',
      taxPercent: 15,
      pricesIncludeTax: false,
    });
  });

  it('validates every record with the schema of its kind, as the device and the server do', () => {
    for (const item of sample.items) {
      const parsed = parseSyncRecord('item', item);
      expect(parsed.ok ? null : parsed.error, item.foodkey).toBeNull();
    }
    for (const { kind, record } of sample.records) {
      const parsed = parseSyncRecord(kind, record);
      expect(parsed.ok ? null : parsed.error, `${kind} ${String(record.skey)}`).toBeNull();
    }
    expect(new Set(sample.items.map((item) => item.foodkey)).size).toBe(sample.items.length);
  });

  it('holds 60 ingredients, 15 recipes, packaging, 4 suppliers and 2 menus, under the trial limit', () => {
    expect(ingredients).toHaveLength(60);
    expect(recipes).toHaveLength(15);
    expect(sample.items.filter(isPackaging).length).toBeGreaterThanOrEqual(3);
    expect(ofKind('supplier')).toHaveLength(4);
    expect(ofKind('menu')).toHaveLength(2);
    expect(ingredients.length).toBeLessThanOrEqual(TRIAL_LIMITS.ingredients);
    expect(recipes.length).toBeLessThanOrEqual(TRIAL_LIMITS.recipes);
  });

  it('leaves no ingredient or recipe incomplete (no incomplete marker anywhere)', () => {
    expect(incompleteItems(sample.items)).toEqual([]);
  });

  it('uses real purchase data: package levels, yields, densities and each weights', () => {
    const packaged = ingredients.filter((i) => i.package_unit1);
    expect(packaged.length).toBeGreaterThan(25);
    expect(packaged.some((i) => i.package_unit2)).toBe(true);
    expect(ingredients.filter((i) => (i.yield?.value ?? 100) < 100).length).toBeGreaterThan(15);
    expect(lookup('YELLOW ONIONS')).toMatchObject({ yield: { value: 90 } });
    expect(lookup('CARROTS')).toMatchObject({ yield: { value: 85 } });
    for (const item of ingredients) expect(item.gramcost, item.foodkey).toBeGreaterThanOrEqual(0);
    // A case of 12 bottles of 750 mL at 131.88: 0.014653 a mL.
    expect(lookup('DRY WHITE WINE')?.mlcost).toBeCloseTo(131.88 / 9000, 9);
  });

  it('links every ingredient to a food of the bundled USDA SR24 database', () => {
    expect(decoded.ok).toBe(true);
    for (const item of ingredients) {
      const food = foods.get(String(item.usda));
      expect(food, `${item.foodkey}: ${String(item.usda)}`).toBeDefined();
      expect(food?.deprecated, item.foodkey).toBeFalsy();
    }
  });

  it('costs every recipe and gives each complete nutrition', () => {
    for (const recipe of recipes) {
      expect(recipe.eachcost, recipe.foodkey).toBeGreaterThan(0);
      expect(recipe.costs?.perServing, recipe.foodkey).toBeGreaterThan(0);
      const nutrition = checkItemNutrition(recipe, lookup, { resolveId });
      expect(nutrition.complete, recipe.foodkey).toBe(true);
      expect(nutrition.gaps, recipe.foodkey).toEqual([]);
    }
  });

  it('has 5 recipes that use another recipe', () => {
    expect(recipes.filter(usesRecipe).map((r) => r.name)).toEqual([
      'Red wine jus',
      'French onion soup',
      'Bistro burger',
      'Steak frites',
      'Spaghetti pomodoro',
    ]);
  });

  it('prices every dish on sale at 28 to 32 % food cost with the venue profile', () => {
    const settings = pricingSettings(SAMPLE_PROFILE);
    const dishes = menuDishes(defaultMenu(recipes), lookup, settings);
    expect(dishes).toHaveLength(10);
    for (const dish of dishes) {
      expect(dish.foodCost, dish.name).toBeGreaterThanOrEqual(28);
      expect(dish.foodCost, dish.name).toBeLessThanOrEqual(32);
    }
  });

  it('draws the label of every dish in each of the 12 formats with no incomplete marker', () => {
    const textOf = (value: unknown): string => JSON.stringify(value);
    for (const recipe of menuRecipes) {
      const nutrition = checkItemNutrition(recipe, lookup, { resolveId });
      expect(nutrition.status, recipe.foodkey).toBeNull();
      const serving = recipeLabelServing(recipe, nutrition.weight);
      expect(serving, recipe.foodkey).not.toBeNull();
      for (const format of LABEL_FORMAT_IDS) {
        const panel = nutritionPanel(format, {
          per100g: nutrition.per100g!,
          servingSizeG: serving!.servingSizeG,
          servingsPerPack: serving!.servingsPerPack,
          servingMeasure: serving!.measure,
        });
        expect(panel.rows.some((row) => row.kind === 'nutrient')).toBe(true);
        expect(textOf(panel), `${recipe.foodkey} ${format}`).not.toMatch(/NaN|Infinity|null%/);
      }
    }
  });

  it('gives each supplier its code for every ingredient it sells', () => {
    for (const supplier of ofKind<Supplier>('supplier')) {
      const sold = ingredients.filter((i) => i.supplier === supplier.name);
      expect(sold.length, supplier.skey).toBeGreaterThan(0);
      expect(supplier.ingredients?.map((e) => e.foodkey).sort()).toEqual(
        sold.map((i) => i.foodkey).sort(),
      );
      for (const entry of supplier.ingredients ?? []) expect(entry.code).toMatch(/^[A-Z]{2}-\d+$/);
      expect(supplier.email).toMatch(/@/);
    }
  });

  it('names only live recipes on its menus, sales counts, events and estimates', () => {
    const isDish = (key: string) => isRecipe(lookup(key));
    for (const menu of ofKind<Menu>('menu'))
      expect((menu.menuItems ?? []).every(isDish)).toBe(true);
    const keys = sample.records.flatMap(({ kind, record }) =>
      ['event', 'estimate', 'sales-count', 'prep-list'].includes(kind)
        ? (record.lines as { foodkey: string }[]).map((line) => line.foodkey)
        : [],
    );
    expect(keys.length).toBeGreaterThan(20);
    expect(keys.every(isDish)).toBe(true);
  });

  it('dates a week of price history, the last entry at the price the item costs now', () => {
    for (const item of sample.items.filter((i) => !isRecipe(i))) {
      const history = item.pricehistory ?? [];
      expect(history.length, item.foodkey).toBeGreaterThan(0);
      expect(String(history[0]?.date)).toBe('2026-03-03T12:00:00.000Z');
      const last = history.at(-1)!;
      const unit = last.unit === 'g' ? 'gramcost' : last.unit === 'mL' ? 'mlcost' : 'eachcost';
      expect(last.price, item.foodkey).toBeCloseTo(item[unit] as number, 12);
    }
    const salmon = lookup('ATLANTIC SALMON FILLET')!.pricehistory!;
    expect(salmon.map((e) => e.date)).toEqual([
      '2026-03-03T12:00:00.000Z',
      '2026-03-08T12:00:00.000Z',
    ]);
    expect(salmon[0]!.price! / salmon[1]!.price!).toBeCloseTo(129.9 / 139.9, 12);
    // The dashboard's cost moves follow from it.
    expect(recipeCostMoves(sample.items).map((m) => m.name)).toContain('Pan-seared salmon');
  });

  it("dates a week of wastage, each entry valued at the item's cost", () => {
    const entries = sample.items.flatMap((item) =>
      (item.wastage ?? []).map((entry) => ({ item, entry })),
    );
    expect(entries.length).toBeGreaterThanOrEqual(7);
    for (const { item, entry } of entries) {
      expect(String(entry.date) >= '2026-03-03' && String(entry.date) <= TODAY).toBe(true);
      expect(entry.value).toBeCloseTo(quantityCost(item, entry.qty!, entry.qty_unit!)!, 12);
    }
    expect(entries.some(({ item }) => isRecipe(item))).toBe(true);
  });

  it('places events around today, with an estimate of the first, and counts and sales before it', () => {
    const events = ofKind<{ date: string; skey: string; status: string }>('event');
    expect(events.map((e) => e.date).sort()).toEqual([
      '2026-03-06',
      '2026-03-10',
      '2026-03-13',
      '2026-03-19',
    ]);
    const [estimate] = ofKind<{ eventKey: string; date: string }>('estimate');
    expect(events.map((e) => e.skey)).toContain(estimate?.eventKey);
    expect(ofKind<{ date: string }>('stock-count').map((c) => c.date)).toEqual([
      '2026-03-02',
      '2026-03-09',
    ]);
    expect(ofKind<{ from: string; to: string }>('sales-count')[0]).toMatchObject({
      from: '2026-03-03',
      to: '2026-03-09',
    });
  });

  it("snapshots each stock count line's base quantity and unit cost, as the inventory editor does", () => {
    for (const count of ofKind<{ lines: Record<string, unknown>[] }>('stock-count')) {
      for (const line of count.lines) {
        expect(line.baseQty, String(line.foodkey)).toBeGreaterThan(0);
        expect(line.unitCost, String(line.foodkey)).toBeGreaterThan(0);
        expect(line.area).toBe(
          (lookup(String(line.foodkey)) as { storagearea: string }).storagearea,
        );
      }
    }
  });

  it('keys new records with the ids it is given', () => {
    let n = 0;
    const given = sampleVenueRecords({ today: TODAY, newId: () => `id${++n}` });
    const keys = given.records
      .filter((r) => ['event', 'estimate', 'stock-count'].includes(r.kind))
      .map((r) => r.record.skey);
    expect(keys).toContain('EV-id1');
    expect(keys.every((key) => /^(EV|ES|SC)-id\d+$/.test(String(key)))).toBe(true);
    expect(sampleVenueRecords({ today: TODAY })).toEqual(sample);
  });

  it("adds its categories and storage areas to the venue's own, which come first", () => {
    const lists = sampleVenueRecords({
      today: TODAY,
      lists: { IC: { skey: 'IC', categories: ['Spirits', 'produce'], timestamp: 5 } },
    }).records.filter((r) => r.kind === 'settings');
    const ic = lists.find((r) => r.record.skey === 'IC')!.record;
    expect(ic.categories).toEqual([
      'Spirits',
      'produce',
      'Meat & poultry',
      'Fish & seafood',
      'Dairy & eggs',
      'Dry goods',
      'Oils & vinegars',
      'Bakery',
      'Frozen',
      'Beverages',
    ]);
    const sa = lists.find((r) => r.record.skey === 'SA')!.record;
    expect(sa.areas).toEqual(['Walk-in cooler', 'Line fridge', 'Freezer', 'Dry store', 'Bar']);
  });

  it('gives a few ingredients a sample picture, named by file', () => {
    expect(sample.images.length).toBeGreaterThanOrEqual(5);
    for (const image of sample.images) {
      expect(image.file).toMatch(/^[a-z0-9-]+\.webp$/);
      expect((lookup(image.foodkey) as CatalogueItem & { image?: string }).image).toBe(image.file);
    }
  });

  it("refuses a day that does not exist, naming 'today'", () => {
    expect(() => sampleVenueRecords({ today: '2026-02-30' })).toThrow('today');
  });
});

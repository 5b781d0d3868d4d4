import { describe, expect, it } from 'vitest';
import { menuDishes } from '../menus/menu-dishes';
import { pricingSettings } from '../operations/pricing-settings';
import { eggs, flour, lookupOf, milk, recipe } from '../testing/fixtures';
import { avoidedAllergens, siteWithout } from './site-filter';
import { siteModel, type SiteInput } from './site-model';
import { defaultSiteSettings } from './site-settings';

const FOODS: Record<string, Record<string, number>> = {
  '20081': { energy: 1520, protein: 10, carbs: 76, fat: 1 },
};
const F = flour({ usda: '20081', allergens: ['gluten'] });
const M = milk({ usda: { energy: 270, protein: 3.4, fat: 3.6, water: 88 } });
const E = eggs({ usda: { energy: 600, protein: 12.6, fat: 9.5, water: 76 } });
const C = flour({ foodkey: 'CHIPS', name: 'Chips', allergens: [] });
const pancakes = recipe(
  'PANCAKES',
  [
    { name: 'FLOUR', qty_value: 200, qty_unit: 'g' },
    { name: 'MILK', qty_value: 300, qty_unit: 'g' },
    { name: 'EGGS', qty_value: 2, qty_unit: 'each' },
  ],
  {
    name: 'Pancakes',
    menuitem: true,
    saleprice: 8.5,
    servingsize: 150,
    servingsize_unit: 'g',
    costs: { perServing: 0.9 },
  },
);
const omelette = recipe(
  'OMELETTE',
  [
    { name: 'EGGS', qty_value: 3, qty_unit: 'each' },
    { name: 'CHIPS', qty_value: 100, qty_unit: 'g' },
  ],
  {
    name: 'Omelette <b>& chips</b>',
    menuitem: true,
    saleprice: 7,
  },
);
const water = recipe('WATER', [], { name: 'Tap water', menuitem: false, saleprice: 0 });

const input = (over: Partial<SiteInput> = {}): SiteInput => ({
  tag: 'pancake-house',
  venueName: 'Pancake House',
  settings: { ...defaultSiteSettings({ currency: '€' }), published: true },
  items: [F, M, E, C, pancakes, omelette, water],
  menus: [{ skey: 'DRINKS', name: 'Drinks', menuItems: ['WATER', 'GONE'] }],
  profile: null,
  resolveNutritionId: (id) => FOODS[id] ?? null,
  ...over,
});

describe('siteModel: what the public page shows (spec §1, §3)', () => {
  it('shows the Default Menu when no menu is chosen, with prices in the site currency and allergens', () => {
    const model = siteModel(input());
    expect(model.menus).toHaveLength(1);
    expect(model.menus[0]).toMatchObject({ skey: 'DEFAULT MENU', name: 'Default Menu' });
    expect(model.menus[0]!.dishes.map((d) => [d.name, d.priceText])).toEqual([
      ['Pancakes', '€8.50'],
      ['Omelette <b>& chips</b>', '€7.00'],
    ]);
    expect(model.menus[0]!.dishes[0]!.allergens).toEqual([
      { id: 'eggs', name: 'Eggs' },
      { id: 'gluten', name: 'Gluten (cereals)' },
      { id: 'milk', name: 'Milk' },
    ]);
    expect(model.allergens.map((a) => a.id)).toEqual(['eggs', 'gluten', 'milk']);
  });

  it('prices each dish as menu pricing does (the recipe sale price; none for 0)', () => {
    const profile = { taxPercent: 10, pricesIncludeTax: true };
    const model = siteModel(input({ profile }));
    const app = menuDishes(
      { menuItems: ['PANCAKES', 'OMELETTE'] },
      lookupOf(F, M, E, C, pancakes, omelette),
      pricingSettings(profile),
    );
    expect(model.menus[0]!.dishes.map((d) => d.price)).toEqual(app.map((d) => d.salePrice));
    const drinks = siteModel(input({ settings: { ...input().settings, menus: ['DRINKS'] } }));
    expect(drinks.menus[0]!.dishes).toEqual([
      expect.objectContaining({ name: 'Tap water', price: null, priceText: null }),
    ]);
  });

  it('shows the chosen menus in their order, skipping unknown menus and dishes', () => {
    const settings = { ...input().settings, menus: ['NOPE', 'DRINKS', 'DEFAULT MENU'] };
    const model = siteModel(input({ settings }));
    expect(model.menus.map((m) => m.name)).toEqual(['Drinks']);
    expect(model.menus[0]!.dishes.map((d) => d.foodkey)).toEqual(['WATER']);
  });

  it('leaves prices, allergens and nutrition out when the settings hide them', () => {
    const settings = { ...input().settings, showPrices: false, showAllergens: false };
    const model = siteModel(input({ settings }));
    for (const dish of model.menus[0]!.dishes) {
      expect(dish).toMatchObject({ price: null, priceText: null, allergens: [], nutrition: null });
    }
    expect(model.allergens).toEqual([]);
  });

  it('gives each dish the nutrition panel of the label format, as the app’s label does', () => {
    const settings = { ...input().settings, showNutrition: true, labelFormat: 'us-std' as const };
    const model = siteModel(input({ settings }));
    const panel = model.menus[0]!.dishes[0]!.nutrition;
    expect(panel?.format).toBe('us-std');
    expect(panel?.rows.some((r) => r.kind === 'title')).toBe(true);
    // Omelette: its chips have no nutrition, so no panel rather than a partial one.
    expect(model.menus[0]!.dishes[1]!.nutrition).toBeNull();
    const euModel = siteModel(input({ settings: { ...settings, labelFormat: 'eu-std' } }));
    expect(euModel.menus[0]!.dishes[0]!.nutrition?.format).toBe('eu-std');
  });

  it('carries the venue details and only the links that are set, in catalogue order', () => {
    const settings = {
      ...input().settings,
      description: 'Stacks all day',
      openingHours: ['Mon-Sun 8-15', ''],
      social: { youtube: 'https://youtube.com/@ph', facebook: 'https://facebook.com/ph' },
      delivery: { zomato: 'https://zomato.com/ph' },
      colour: 'black',
    };
    const model = siteModel(input({ settings }));
    expect(model).toMatchObject({
      tag: 'pancake-house',
      name: 'Pancake House',
      description: 'Stacks all day',
      openingHours: ['Mon-Sun 8-15'],
      colour: { id: 'black', colour: '#000000', text: '#ffffff' },
    });
    expect(model.social.map((l) => l.label)).toEqual(['Facebook', 'YouTube']);
    expect(model.delivery).toEqual([
      { id: 'zomato', label: 'Zomato', url: 'https://zomato.com/ph' },
    ]);
  });
});

describe('diner allergen filter', () => {
  it('keeps only the dishes free of every avoided allergen, ignoring unknown names', () => {
    const model = siteModel(input());
    const avoided = avoidedAllergens(model, ['gluten', 'nonsense', 'celery', 'gluten']);
    expect(avoided).toEqual(['gluten']);
    const filtered = siteWithout(model, avoided);
    expect(filtered.menus[0]!.dishes.map((d) => d.foodkey)).toEqual(['OMELETTE']);
    expect(siteWithout(model, ['eggs']).menus[0]!.dishes).toEqual([]);
    expect(siteWithout(model, [])).toBe(model);
  });
});

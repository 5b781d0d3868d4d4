/**
 * A generated venue for the benchmark: 10,000 ingredients (a tenth with parts or package
 * levels, parts included in the count), 3,000 recipes nested up to 6 deep and 500 packaging
 * items. One ingredient (HOT_KEY) is used by exactly 200 recipes.
 */
import type { CatalogueItem, Ingredient, PackagingItem, Recipe, RecipeLine } from '../src/index';
import { createPrng } from './prng';

export const HOT_KEY = 'HOT SAFFRON';

const FOODS = [
  'TOMATO',
  'ONION',
  'GARLIC',
  'CHICKEN',
  'BEEF',
  'FLOUR',
  'SUGAR',
  'BUTTER',
  'MILK',
  'CREAM',
  'CHEESE',
  'RICE',
  'PASTA',
  'SALMON',
  'POTATO',
  'CARROT',
  'PEPPER',
  'LEMON',
  'APPLE',
  'BASIL',
  'PARSLEY',
  'THYME',
  'OLIVE OIL',
  'VINEGAR',
  'HONEY',
  'YOGHURT',
  'EGG',
  'PORK',
  'LAMB',
  'TUNA',
];
const VARIANTS = [
  'RED',
  'GREEN',
  'FRESH',
  'DRIED',
  'ORGANIC',
  'SMOKED',
  'FROZEN',
  'WHOLE',
  'SLICED',
  'DICED',
  'PLAIN',
  'SWEET',
  'WILD',
  'BABY',
  'LARGE',
];
const MEASURES = ['kg', 'g', 'L', 'mL', 'each', 'lb'] as const;
const LINE_UNITS = ['g', 'kg', 'mL', 'cup', 'tbsp', 'each', 'oz'] as const;
/** Recipes per nesting level 0..5 (level n uses recipes of level n - 1). */
const LEVELS = [1200, 700, 500, 300, 200, 100];

const map = (density: number, each: number | null) => ({
  volume_value: 1,
  volume_unit: 'cup',
  weight_value: density,
  weight_unit: 'g',
  each_value: each,
});

export interface Venue {
  readonly items: CatalogueItem[];
  readonly ingredients: number;
  readonly recipes: number;
  readonly packaging: number;
}

export const generateVenue = (seed = 20240501): Venue => {
  const rng = createPrng(seed);
  const items: CatalogueItem[] = [];
  const ingredientKeys: string[] = [];
  let n = 0;
  const name = () => `${rng.pick(VARIANTS)} ${rng.pick(FOODS)} ${String(++n).padStart(5, '0')}`;

  const hot: Ingredient = {
    type: 'single',
    foodkey: HOT_KEY,
    name: HOT_KEY,
    purchaseprice: 12,
    purchaseqty: 10,
    purchaseunit: 'g',
    map: map(50, 0.5),
  };
  items.push(hot);
  let ingredients = 1;
  // 300 multiple items with 3 parts each (1,200 records).
  for (let i = 0; i < 300; i++) {
    const key = name();
    const parent: Ingredient = {
      type: 'multiple',
      foodkey: key,
      name: key,
      purchaseprice: rng.int(500, 9000) / 100,
      purchaseqty: 1,
      purchaseunit: 'each',
      map: map(rng.int(80, 250), rng.int(1000, 5000)),
      parts: [
        { name: 'Fillet', size: rng.int(100, 600), unit: 'g' },
        { name: 'Quarter', size: 0.25, unit: 'each' },
        { name: 'Trim', size: rng.int(10, 90), unit: 'g' },
      ],
    };
    items.push(parent);
    ingredientKeys.push(key);
    for (const part of parent.parts ?? []) {
      const partKey = `${key}, ${part.name} (pt)`.toUpperCase();
      items.push({ type: 'part', foodkey: partKey, name: `${key}, ${part.name} (pt)` });
      ingredientKeys.push(partKey);
    }
    ingredients += 4;
  }
  // 700 items with package levels.
  for (let i = 0; i < 700; i++) {
    const key = name();
    const three = i % 3 === 0;
    items.push({
      type: 'single',
      foodkey: key,
      name: key,
      purchaseprice: rng.int(1000, 20000) / 100,
      purchaseqty: rng.int(1, 3),
      purchaseunit: 'case',
      package_qty1: rng.int(2, 12),
      package_unit1: three ? 'box' : 'can',
      package_qty2: three ? rng.int(2, 6) : rng.int(200, 1000),
      package_unit2: three ? 'bottle' : 'g',
      ...(three ? { package_qty3: rng.int(250, 1000), package_unit3: 'mL' } : {}),
      yield: { value: rng.int(70, 100) },
      map: map(rng.int(80, 250), null),
    });
    ingredientKeys.push(key);
    ingredients++;
  }
  // The rest: plain single items.
  while (ingredients < 10_000) {
    const key = name();
    const unit = rng.pick(MEASURES);
    items.push({
      type: 'single',
      foodkey: key,
      name: key,
      purchaseprice: rng.int(50, 5000) / 100,
      purchaseqty: unit === 'g' || unit === 'mL' ? rng.int(100, 5000) : rng.int(1, 25),
      purchaseunit: unit,
      yield: { value: rng.int(60, 100) },
      map: map(rng.int(80, 250), rng.int(20, 400)),
    });
    ingredientKeys.push(key);
    ingredients++;
  }
  const packagingKeys: string[] = [];
  for (let i = 0; i < 500; i++) {
    const key = `PACK ${rng.pick(['BOX', 'TRAY', 'CUP', 'LID', 'BAG'])} ${String(i).padStart(4, '0')}`;
    const item: PackagingItem = {
      type: 'packaging',
      foodkey: key,
      name: key,
      purchaseprice: rng.int(500, 5000) / 100,
      purchaseqty: rng.int(50, 1000),
    };
    items.push(item);
    packagingKeys.push(key);
  }
  const byLevel: string[][] = [];
  const recipes: Recipe[] = [];
  LEVELS.forEach((count, level) => {
    const keys: string[] = [];
    for (let i = 0; i < count; i++) {
      const key = `RECIPE ${rng.pick(VARIANTS)} ${rng.pick(FOODS)} L${level} ${String(i).padStart(4, '0')}`;
      const lines: RecipeLine[] = [];
      for (let j = rng.int(4, 10); j > 0; j--) {
        lines.push({
          name: rng.pick(ingredientKeys),
          qty_value: rng.int(1, 500),
          qty_unit: rng.pick(LINE_UNITS),
        });
      }
      if (level > 0) {
        for (let j = rng.int(1, 2); j > 0; j--) {
          lines.push({
            name: rng.pick(byLevel[level - 1] ?? []),
            qty_value: rng.int(50, 500),
            qty_unit: 'g',
          });
        }
        if (level > 1 && rng.next() < 0.3) {
          lines.push({
            name: rng.pick(byLevel[rng.int(0, level - 2)] ?? []),
            qty_value: 1,
            qty_unit: 'each',
          });
        }
      }
      const recipe: Recipe = {
        type: 'recipe',
        foodkey: key,
        name: key,
        items: lines,
        packaging: rng.next() < 0.5 ? [{ name: rng.pick(packagingKeys), qty: rng.int(1, 3) }] : [],
        waterout: rng.next() < 0.3 ? rng.int(1, 20) : null,
        waterout_unit: '%',
        servingsize: rng.int(50, 300),
        servingsize_unit: 'g',
      };
      recipes.push(recipe);
      keys.push(key);
    }
    byLevel.push(keys);
  });
  // HOT_KEY in exactly 200 distinct recipes.
  const chosen = new Set<number>();
  while (chosen.size < 200) chosen.add(rng.int(0, recipes.length - 1));
  for (const i of chosen) recipes[i]?.items?.push({ name: HOT_KEY, qty_value: 1, qty_unit: 'g' });
  items.push(...recipes);
  return { items, ingredients, recipes: recipes.length, packaging: packagingKeys.length };
};
